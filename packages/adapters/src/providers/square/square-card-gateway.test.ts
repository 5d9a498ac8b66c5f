// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getByRole, queryByRole } from '@testing-library/dom';
import type { MountedWidget, TokenizeResult, WidgetSession, WidgetStatus } from '@tipwell/core';
import { PROVIDER_SCRIPT_ATTRIBUTE } from '../shared/script-loader';
import type { ShellTexts } from '../shared/shell-texts';
import { FakeSquare } from './fake-square';
import { SquareCardGateway } from './square-card-gateway';

const SCRIPT = 'https://sandbox.web.squarecdn.com/v1/square.js';

interface Harness {
  readonly square: FakeSquare;
  readonly host: HTMLElement;
  readonly statuses: WidgetStatus[];
  readonly submitted: TokenizeResult[];
  readonly tokenErrors: string[];
  readonly widget: MountedWidget;
}

function providerScript(): HTMLScriptElement | null {
  return document.head.querySelector(`script[${PROVIDER_SCRIPT_ATTRIBUTE}]`);
}

/** Mounts with the real DOM script loader; the fake SDK "arrives" when the script fires load. */
async function mountSquare(
  applePay = false,
  locale = 'en-US',
  texts?: () => ShellTexts,
): Promise<Harness> {
  const square = new FakeSquare();
  square.applePayAvailable = applePay;
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
  const gateway = new SquareCardGateway({
    applicationId: 'sandbox-sq0idb-app',
    locationId: 'LOC1',
    scriptUrl: SCRIPT,
    texts,
  });
  const mounting = gateway.mount(host, session);
  const script = providerScript();
  expect(script?.src).toBe(SCRIPT);
  (globalThis as { Square?: FakeSquare }).Square = square;
  script?.dispatchEvent(new Event('load'));
  const widget = await mounting;
  return { square, host, statuses, submitted, tokenErrors, widget };
}

async function revealAndComplete({ square, host }: Harness): Promise<void> {
  getByRole(host, 'button', { name: 'Enter Credit Card' }).click();
  await vi.waitFor(() => expect(square.card.target).not.toBeNull());
  square.card.emit('focusClassRemoved', 'cardNumber', true);
  square.card.emit('focusClassRemoved', 'expirationDate', true);
  square.card.emit('focusClassRemoved', 'cvv', true);
  square.card.emit('postalCodeChanged', 'postalCode', false, false);
}

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  delete (globalThis as { Square?: unknown }).Square;
});

describe('SquareCardGateway', () => {
  it("speaks the guest's language (payments.setLocale) and the app's words around the form", async () => {
    const { square, host } = await mountSquare(true, 'fr-FR', () => ({
      enterCard: 'Saisir une carte bancaire',
      applePay: 'Payer avec ApplePay',
      googlePay: 'Google Pay',
      nameOnCard: 'Nom sur la carte',
      postalCode: 'Code postal',
      walletLine: 'Pourboire',
      walletTotal: 'Total',
      pay: () => 'Payer',
    }));
    expect(square.locales).toEqual(['fr-FR']);
    expect(getByRole(host, 'button', { name: 'Saisir une carte bancaire' })).toBeTruthy();
    expect(getByRole(host, 'button', { name: 'Payer avec ApplePay' })).toBeTruthy();
    expect(square.requests[0]).toMatchObject({
      total: { amount: '10.60', label: 'Total' },
      lineItems: [{ amount: '10.60', label: 'Pourboire' }],
    });
  });

  it('loads the script, initialises payments and builds the wallet sheet request', async () => {
    const { square, statuses } = await mountSquare();
    expect(square.calls).toEqual([{ applicationId: 'sandbox-sq0idb-app', locationId: 'LOC1' }]);
    expect(square.requests).toEqual([
      {
        countryCode: 'US',
        currencyCode: 'USD',
        total: { amount: '10.60', label: 'Total' },
        lineItems: [{ amount: '10.60', label: 'Tip' }],
        requestBillingContact: true,
      },
    ]);
    expect(statuses).toEqual(['loading', 'custom']);
  });

  it("'Enter Credit Card' reveals and attaches the card form", async () => {
    const harness = await mountSquare();
    const form = harness.host.querySelector<HTMLElement>('.provider-widget__card');
    expect(form?.hidden).toBe(true);
    expect(harness.square.card.target).toBeNull();
    // Nothing can have been typed yet: a remount would lose nothing (decision 0042).
    expect(harness.widget.cardTouched?.()).toBe(false);
    getByRole(harness.host, 'button', { name: 'Enter Credit Card' }).click();
    expect(form?.hidden).toBe(false);
    expect(harness.widget.cardTouched?.()).toBe(true);
    await vi.waitFor(() => expect(harness.square.card.target).toBe(form));
  });

  it("shows 'Pay with ApplePay' only where Apple Pay is available; Google Pay always", async () => {
    const without = await mountSquare(false);
    expect(queryByRole(without.host, 'button', { name: 'Pay with ApplePay' })).toBeNull();
    expect(without.square.googlePay.target).toBeInstanceOf(HTMLElement);
    without.widget.unmount();
    const withApple = await mountSquare(true);
    expect(getByRole(withApple.host, 'button', { name: 'Pay with ApplePay' })).toBeTruthy();
  });

  it('is ready only when number, cvv and expiry are valid and the postal code is not empty', async () => {
    const harness = await mountSquare();
    await revealAndComplete(harness);
    expect(harness.statuses.at(-1)).toBe('ready');
    harness.square.card.emit('errorClassAdded', 'cvv', false);
    expect(harness.statuses.at(-1)).toBe('custom');
    harness.square.card.emit('errorClassRemoved', 'cvv', true);
    harness.square.card.emit('postalCodeChanged', 'postalCode', false, true);
    expect(harness.statuses.at(-1)).toBe('custom');
    await expect(harness.widget.tokenize()).resolves.toEqual({ status: 'invalid' });
    expect(harness.square.card.tokenizeCalls).toBe(0);
  });

  it('maps card tokenisation: OK, Cancel, Invalid, Error and a throw', async () => {
    const harness = await mountSquare();
    await revealAndComplete(harness);
    const { card } = harness.square;
    await expect(harness.widget.tokenize()).resolves.toEqual({
      status: 'ok',
      source: 'cnon:card',
      nameOnCard: 'Cardholder',
      postalCode: null,
      wallet: false,
    });
    card.next = { status: 'Cancel' };
    await expect(harness.widget.tokenize()).resolves.toEqual({ status: 'cancel' });
    card.next = { status: 'Invalid' };
    await expect(harness.widget.tokenize()).resolves.toEqual({ status: 'invalid' });
    card.next = { status: 'Error', errors: [{ message: 'Card declined' }] };
    await expect(harness.widget.tokenize()).resolves.toEqual({
      status: 'error',
      message: 'Card declined',
    });
    card.next = 'throw';
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(harness.widget.tokenize()).resolves.toMatchObject({ status: 'error' });
  });

  it("a wallet token pays with the payer's given plus family name; cancel is silent; errors say no token", async () => {
    const harness = await mountSquare(true);
    getByRole(harness.host, 'button', { name: 'Pay with ApplePay' }).click();
    await vi.waitFor(() => expect(harness.submitted).toHaveLength(1));
    expect(harness.submitted[0]).toEqual({
      status: 'ok',
      source: 'cnon:wallet',
      nameOnCard: 'Alex Doe',
      postalCode: '94105',
      wallet: true,
    });
    harness.square.applePay.next = { status: 'Cancel' };
    getByRole(harness.host, 'button', { name: 'Pay with ApplePay' }).click();
    harness.square.googlePay.next = 'throw';
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    (harness.square.googlePay.target as HTMLElement).click();
    await vi.waitFor(() => expect(harness.tokenErrors).toEqual(['TokenizationError']));
    expect(harness.submitted).toHaveLength(1);
  });

  it('removes its script, form and wallets on unmount, once', async () => {
    const harness = await mountSquare(true);
    await revealAndComplete(harness);
    expect(providerScript()).not.toBeNull();
    harness.widget.unmount();
    harness.widget.unmount();
    expect(providerScript()).toBeNull();
    expect(harness.host.childElementCount).toBe(0);
    expect(
      [harness.square.card, harness.square.applePay, harness.square.googlePay].map(
        (m) => m.destroyed,
      ),
    ).toEqual([true, true, true]);
  });

  it('a script that fails to load is logged, removed and fails the mount', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const gateway = new SquareCardGateway({
      applicationId: 'a',
      locationId: 'l',
      scriptUrl: SCRIPT,
    });
    const session = { onStatus: vi.fn() } as unknown as WidgetSession;
    const mounting = gateway.mount(document.body, session);
    providerScript()?.dispatchEvent(new Event('error'));
    await expect(mounting).rejects.toThrow('Could not load');
    expect(providerScript()).toBeNull();
    expect(error).toHaveBeenCalled();
  });
});
