import type { PaymentGateway, Processor } from '@tipwell/core';
import type {
  AdyenConfig,
  AdyenEnvironment,
  GlobalPaymentsConfig,
  SquareConfig,
} from '@tipwell/adapters';
import type { AppConfig } from '../config';
import { currentShellTexts } from './shell-texts';

/** A provider's entry: builds its gateway from its configuration. */
interface ProviderModule<Config> {
  loadGateway(config: Config): PaymentGateway;
}

export interface GatewayModules {
  sandbox(): Promise<{
    loadSandboxGateway(options: { readonly providerBaseUrl: string }): PaymentGateway;
  }>;
  providerDefaults(): Promise<{ withProviderDefaults(config: AppConfig): AppConfig }>;
  adyen(): Promise<ProviderModule<AdyenConfig>>;
  square(): Promise<ProviderModule<SquareConfig>>;
  globalPayments(): Promise<ProviderModule<GlobalPaymentsConfig>>;
}

/**
 * Where each gateway's code comes from: one dynamic import each, so the bundler splits every
 * provider into its own chunk. Tests pass their own (what was fetched, with stand-in gateways).
 */
const gatewayModules: GatewayModules = {
  sandbox: () => import('./load-sandbox-gateway'),
  providerDefaults: () => import('./provider-defaults'),
  adyen: () => import('@tipwell/adapters/adyen'),
  square: () => import('@tipwell/adapters/square'),
  globalPayments: () => import('@tipwell/adapters/global-payments'),
};

/**
 * Fetches the sandbox card form's code ahead of the payment step (called when the browser is idle
 * after the landing). The real providers' code is never fetched up front: their SDKs and scripts
 * stay on the payment step, and only the configured one's.
 */
export async function prefetchGateway(
  processor: Processor | null,
  modules: GatewayModules = gatewayModules,
): Promise<void> {
  if (processor === null || processor === 'sandbox') await modules.sandbox();
}

/**
 * The gateway of a processor. Each provider is its own dynamic import, so its code is fetched on the
 * payment step only, and only the configured provider's.
 */
export async function loadGateway(
  processor: Processor,
  configured: AppConfig,
  modules: GatewayModules = gatewayModules,
): Promise<PaymentGateway> {
  if (processor === 'sandbox') {
    const { loadSandboxGateway } = await modules.sandbox();
    return loadSandboxGateway({ providerBaseUrl: configured.providerBaseUrl });
  }
  // Empty provider keys take their test-environment defaults (loaded with the provider only).
  const { withProviderDefaults } = await modules.providerDefaults();
  const config = withProviderDefaults(configured);
  switch (processor) {
    case 'adyen-web': {
      const { loadGateway: adyen } = await modules.adyen();
      return adyen({
        clientKey: config.adyenClientKey,
        environment: config.adyenEnvironment as AdyenEnvironment,
        texts: currentShellTexts,
      });
    }
    case 'square-web': {
      const { loadGateway: square } = await modules.square();
      return square({
        applicationId: config.squareApplicationId,
        locationId: config.squareLocationId,
        scriptUrl: config.squareScriptUrl,
        texts: currentShellTexts,
      });
    }
    case 'global-payments-web': {
      const { loadGateway: globalPayments } = await modules.globalPayments();
      return globalPayments({
        publicApiKey: config.globalPaymentsPublicApiKey,
        env: config.globalPaymentsEnv === 'production' ? 'production' : 'sandbox',
        scriptUrl: config.globalPaymentsScriptUrl,
        texts: currentShellTexts,
      });
    }
  }
}
