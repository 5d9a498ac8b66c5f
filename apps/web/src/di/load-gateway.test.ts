import { afterEach, describe, expect, it } from 'vitest';
import type { PaymentGateway, Processor } from '@tipwell/core';
import { FakePaymentGateway } from '@tipwell/core/fakes';
import type { ShellTexts } from '@tipwell/adapters';
import { defaultConfig } from '../config';
import { activateLocale, loadLocale } from '../i18n/translator';
import { loadGateway, prefetchGateway, type GatewayModules } from './load-gateway';

/** Modules that record which was fetched and with what configuration, with stand-in gateways. */
function recordingModules(): { modules: GatewayModules; fetched: string[]; configs: unknown[] } {
  const fetched: string[] = [];
  const configs: unknown[] = [];
  const provider =
    (name: string, processor: Processor) =>
    (): Promise<{ loadGateway: (config: unknown) => PaymentGateway }> => {
      fetched.push(name);
      return Promise.resolve({
        loadGateway: (config: unknown) => {
          configs.push(config);
          return new FakePaymentGateway(processor);
        },
      });
    };
  const modules: GatewayModules = {
    sandbox: () => {
      fetched.push('sandbox');
      return Promise.resolve({ loadSandboxGateway: () => new FakePaymentGateway('sandbox') });
    },
    providerDefaults: () => {
      fetched.push('provider-defaults');
      return Promise.resolve({ withProviderDefaults: (config) => config });
    },
    adyen: provider('adyen', 'adyen-web'),
    square: provider('square', 'square-web'),
    globalPayments: provider('global-payments', 'global-payments-web'),
  };
  return { modules, fetched, configs };
}

describe('prefetchGateway', () => {
  it('never fetches a real provider up front', async () => {
    const { modules, fetched } = recordingModules();
    for (const processor of ['adyen-web', 'square-web', 'global-payments-web'] as const)
      await prefetchGateway(processor, modules);
    expect(fetched).toEqual([]);
  });

  it('fetches the sandbox card form for the sandbox processor (or none configured)', async () => {
    const { modules, fetched } = recordingModules();
    await prefetchGateway('sandbox', modules);
    await prefetchGateway(null, modules);
    expect(fetched).toEqual(['sandbox', 'sandbox']);
  });
});

describe('loadGateway', () => {
  it("fetches only the configured provider's code, with its configuration", async () => {
    const { modules, fetched, configs } = recordingModules();
    const config = { ...defaultConfig, squareApplicationId: 'sq-app', squareLocationId: 'sq-loc' };
    const gateway = await loadGateway('square-web', config, modules);
    expect(gateway.processor).toBe('square-web');
    expect(fetched).toEqual(['provider-defaults', 'square']);
    expect(configs).toEqual([
      expect.objectContaining({ applicationId: 'sq-app', locationId: 'sq-loc' }),
    ]);
  });

  it('each processor gets its own gateway', async () => {
    for (const processor of ['adyen-web', 'square-web', 'global-payments-web'] as const) {
      const { modules } = recordingModules();
      expect((await loadGateway(processor, defaultConfig, modules)).processor).toBe(processor);
    }
  });

  it("the sandbox's real card form, through the app's own modules", async () => {
    const gateway = await loadGateway('sandbox', defaultConfig);
    expect(gateway.processor).toBe('sandbox');
  });

  describe("the app's words around a provider's fields", () => {
    afterEach(() => activateLocale('en-US'));

    it('each provider reads them at mount, in the language the guest reads then', async () => {
      for (const processor of ['adyen-web', 'square-web', 'global-payments-web'] as const) {
        const { modules, configs } = recordingModules();
        await loadGateway(processor, defaultConfig, modules);
        const texts = (configs[0] as { texts: () => ShellTexts }).texts;
        expect(texts().enterCard).toBe('Enter Credit Card');
        expect(texts().pay(1060)).toBe('Pay $10.60');
        await loadLocale('fr-FR');
        activateLocale('fr-FR');
        expect(texts()).toMatchObject({
          enterCard: 'Saisir une carte bancaire',
          postalCode: 'Code postal',
          walletLine: 'Pourboire',
        });
        expect(texts().pay(1060)).toBe('Payer 10,60\u00a0$US');
        activateLocale('en-US');
      }
    });
  });
});
