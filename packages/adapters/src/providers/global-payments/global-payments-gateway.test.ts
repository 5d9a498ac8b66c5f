// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getByLabelText, getByRole, queryByRole } from '@testing-library/dom';
import type { MountedWidget, TokenizeResult, WidgetSession, WidgetStatus } from '@tipwell/core';
import type { LoadedScript, ScriptLoader } from '../shared/script-loader';
import { FakeGlobalPayments } from './fake-global-payments';
import type { ShellTexts } from '../shared/shell-texts';
import { GlobalPaymentsGateway, gpLanguage } from './global-payments-gateway';

const SCRIPT = 'https://js.globalpay.com/4.1.9/globalpayments.js';

interface Harness {
  readonly gp: FakeGlobalPayments;
  readonly host: HTMLElement;
  readonly statuses: WidgetStatus[];
  readonly submitted: TokenizeResult[];
  readonly tokenErrors: string[];
  readonly removed: string[];
  readonly widget: MountedWidget;
}

async function mountGp(locale = 'en-US', texts?: () => ShellTexts): Promise<Harness> {
  const gp = new FakeGlobalPayments();
  const removed: string[] = [];
  const loader: ScriptLoader = (src): Promise<LoadedScript> => {
    (globalThis as { GlobalPayments?: FakeGlobalPayments }).GlobalPayments = gp;
    return Promise.resolve({ remove: () => removed.push(src) });
  };
  const host = document.createElement('div');
  document.body.append(host);
  const statuses: WidgetStatus[] = [];
  const submitted: TokenizeResult[] = [];
  const tokenErrors: string[] = [];
  const session: WidgetSession = {
    amount: 1060,
    currency: 'USD',
    countryCode: 'US',
    locale,
    paymentMethods: null,
    onStatus: (status) => statuses.push(status),
    submit: (token) => {
      submitted.push(token);
      return Promise.resolve(null);
    },
    submitDetails: () => Promise.resolve(null),
    onTokenError: (message) => tokenErrors.push(message),
  };
  const gateway = new GlobalPaymentsGateway(
    { publicApiKey: 'pkapi_cert_x', env: 'sandbox', scriptUrl: SCRIPT, texts },
    loader,
  );
  const widget = await gateway.mount(host, session);
  return { gp, host, statuses, submitted, tokenErrors, removed, widget };
}

function complete({ gp, host }: Harness, postalCode = '94105'): void {
  queryByRole(host, 'button', { name: 'Enter Credit Card' })?.click();
  gp.form.emit('card-number-test', { valid: true });
  gp.form.emit('card-expiration-test', { valid: true });
  gp.form.emit('card-cvv-test', { valid: true });
  const input = getByLabelText(host, 'Postal code') as HTMLInputElement;
  input.value = postalCode;
  input.dispatchEvent(new Event('input'));
}

afterEach(() => {
  document.body.innerHTML = '';
  delete (globalThis as { GlobalPayments?: unknown }).GlobalPayments;
  vi.restoreAllMocks();
});

/** Spanish words as the web app's catalog would hand them over. */
const SPANISH: ShellTexts = {
  enterCard: 'Ingresar tarjeta de crédito',
  applePay: 'Pagar con ApplePay',
  googlePay: 'Google Pay',
  nameOnCard: 'Nombre en la tarjeta',
  postalCode: 'Código postal',
  walletLine: 'Propina',
  walletTotal: 'Total',
  pay: (total) => `Pagar ${(total / 100).toFixed(2).replace('.', ',')} US$`,
};

describe('gpLanguage', () => {
  it.each([
    ['es-US', 'es'],
    ['fr-CH', 'fr'],
    ['de-DE', 'de'],
    ['pt-BR', 'pt'],
    ['zh-Hans', 'zh'],
    ['ja-JP', 'ja'],
    ['en-US', 'en'],
    // Languages its library does not translate into get its default.
    ['ko-KR', 'en'],
    ['ar', 'en'],
    ['', 'en'],
  ])('names %s as %s', (locale, language) => {
    expect(gpLanguage(locale)).toBe(language);
  });
});

describe('GlobalPaymentsGateway', () => {
  it("speaks the guest's language: the library's own, and the app's words around its fields", async () => {
    const { gp, host } = await mountGp('es-US', () => SPANISH);
    expect(gp.configured[0]).toMatchObject({ language: 'es' });
    expect(getByRole(host, 'button', { name: 'Ingresar tarjeta de crédito' })).toBeTruthy();
    expect(getByLabelText(host, 'Código postal')).toBeTruthy();
    expect(gp.form.fields['card-holder-name']?.placeholder).toBe('Nombre en la tarjeta');
    expect(gp.form.fields.submit?.value).toBe('Pagar 10,60 US$');
    expect(gp.requests[0]?.data.displayItems).toEqual([
      { label: 'Propina', amount: { value: '10.60', currency: 'USD' } },
    ]);
  });

  it("configures the key and draws the iframe fields with a 'Pay {total}' submit", async () => {
    const { gp, host } = await mountGp();
    expect(gp.configured).toEqual([
      { publicApiKey: 'pkapi_cert_x', env: 'sandbox', language: 'en' },
    ]);
    const fields = gp.form.fields;
    expect(Object.keys(fields).sort()).toEqual(
      ['card-cvv', 'card-expiration', 'card-holder-name', 'card-number', 'submit'].sort(),
    );
    expect(fields.submit?.value).toBe('Pay $10.60');
    for (const field of Object.values(fields))
      expect(host.querySelector(field.target)).not.toBeNull();
    expect(gp.requests[0]?.data).toEqual({
      total: { label: 'Total', amount: { value: '10.60', currency: 'USD' } },
      displayItems: [{ label: 'Tip', amount: { value: '10.60', currency: 'USD' } }],
    });
  });

  it("tells whether its card fields were opened: not until 'Enter Credit Card'", async () => {
    const harness = await mountGp();
    expect(harness.widget.cardTouched?.()).toBe(false);
    complete(harness);
    expect(harness.widget.cardTouched?.()).toBe(true);
  });

  it('is ready only with valid number, expiry and cvv and a postal code', async () => {
    const harness = await mountGp();
    complete(harness, '');
    expect(harness.statuses).not.toContain('ready');
    complete(harness);
    expect(harness.statuses.at(-1)).toBe('ready');
    harness.gp.form.emit('card-cvv-test', { valid: false });
    expect(harness.statuses.at(-1)).toBe('custom');
  });

  it('a token pays through the session with the holder name (or Cardholder)', async () => {
    const harness = await mountGp();
    complete(harness);
    harness.gp.form.emit('token-success', {
      paymentReference: 'supt_abc',
      details: { cardholderName: 'Alex Doe' },
    });
    harness.gp.form.emit('token-success', { paymentReference: 'supt_def', details: {} });
    expect(harness.submitted).toEqual([
      {
        status: 'ok',
        source: 'supt_abc',
        nameOnCard: 'Alex Doe',
        postalCode: '94105',
        wallet: false,
      },
      {
        status: 'ok',
        source: 'supt_def',
        nameOnCard: 'Cardholder',
        postalCode: '94105',
        wallet: false,
      },
    ]);
  });

  it('an empty postal code holds the token back and marks the field', async () => {
    const harness = await mountGp();
    complete(harness, '');
    harness.gp.form.emit('token-success', { paymentReference: 'supt_abc' });
    expect(harness.submitted).toEqual([]);
    expect(getByLabelText(harness.host, 'Postal code').getAttribute('aria-invalid')).toBe('true');
  });

  it("a token error says 'no token' through the session", async () => {
    const harness = await mountGp();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    harness.gp.form.emit('token-error', { error: { code: 'invalid_card', message: 'Bad card' } });
    expect(harness.tokenErrors).toEqual(['Bad card']);
    expect(harness.submitted).toEqual([]);
  });

  it('the wallet sheet pays with the payer name; its error says no token', async () => {
    const harness = await mountGp();
    const request = harness.gp.requests[0];
    expect(harness.host.querySelector(request?.selector ?? '#none')?.textContent).toBe(
      'Google Pay',
    );
    request?.emitter.emit('token-success', { paymentReference: 'w_1', payerName: 'Alex Doe' });
    await vi.waitFor(() => expect(harness.submitted).toHaveLength(1));
    expect(harness.submitted[0]).toEqual({
      status: 'ok',
      source: 'w_1',
      nameOnCard: 'Alex Doe',
      postalCode: null,
      wallet: true,
    });
    request?.emitter.emit('token-error', { error: { message: 'Sheet failed' } });
    expect(harness.tokenErrors).toEqual(['Sheet failed']);
    expect(harness.gp.completions).toEqual(['success', 'fail']);
  });

  it("labels the wallet 'Pay with ApplePay' where Apple Pay can pay", async () => {
    (globalThis as { ApplePaySession?: unknown }).ApplePaySession = { canMakePayments: () => true };
    try {
      const { host } = await mountGp();
      expect(getByRole(host, 'button', { name: 'Pay with ApplePay' })).toBeTruthy();
    } finally {
      delete (globalThis as { ApplePaySession?: unknown }).ApplePaySession;
    }
  });

  it('the app button has nothing to press: silent', async () => {
    const { widget } = await mountGp();
    await expect(widget.tokenize()).resolves.toEqual({ status: 'invalid' });
  });

  it('unmount disposes the form, removes the widget and the script, once', async () => {
    const harness = await mountGp();
    harness.widget.unmount();
    harness.widget.unmount();
    expect(harness.gp.form.disposed).toBe(1);
    expect(harness.removed).toEqual([SCRIPT]);
    expect(harness.host.childElementCount).toBe(0);
  });

  it('a script without the GlobalPayments global fails the mount and is removed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const removed: string[] = [];
    const gateway = new GlobalPaymentsGateway(
      { publicApiKey: 'k', env: 'sandbox', scriptUrl: SCRIPT },
      () => Promise.resolve({ remove: () => removed.push('x') }),
    );
    const session = { onStatus: vi.fn() } as unknown as WidgetSession;
    await expect(gateway.mount(document.body, session)).rejects.toThrow('no provider global');
    expect(removed).toEqual(['x']);
  });
});
