// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WidgetSession } from '@tipwell/core';
import { AdyenDropinGateway } from './adyen-dropin-gateway';
import {
  ACTION_3DS,
  ACTION_REDIRECT,
  answer,
  card,
  mountDropin,
  recorded,
} from './adyen-test-harness';
afterEach(() => {
  document.body.innerHTML = '';
});

describe('AdyenDropinGateway', () => {
  it('creates the checkout and a drop-in of Card, Apple Pay and Google Pay from the session', async () => {
    const { adyen, statuses } = await mountDropin();
    const core = adyen.checkouts[0];
    expect(core).toMatchObject({
      clientKey: 'test_CLIENTKEY',
      environment: 'test',
      amount: { value: 1060, currency: 'USD' },
      countryCode: 'US',
      locale: 'en-US',
      paymentMethodsResponse: recorded,
    });
    const config = adyen.last.config;
    expect(config.paymentMethodComponents).toEqual([
      adyen.module.Card,
      adyen.module.ApplePay,
      adyen.module.GooglePay,
    ]);
    expect(config.showStoredPaymentMethods).toBe(false);
    expect(config.paymentMethodsConfiguration?.card).toMatchObject({
      hasHolderName: true,
      holderNameRequired: true,
      enableStoreDetails: false,
      challengeWindowSize: '05',
    });
    expect(config.paymentMethodsConfiguration?.applepay).toMatchObject({
      amount: { value: 1060, currency: 'USD' },
      lineItems: [{ label: 'Tip', amount: '10.60', type: 'final' }],
      totalPriceLabel: 'Total',
    });
    expect(config.paymentMethodsConfiguration?.googlepay?.transactionInfo).toMatchObject({
      totalPrice: '10.60',
      currencyCode: 'USD',
      countryCode: 'US',
      displayItems: [{ label: 'Tip', type: 'LINE_ITEM', price: '10.60' }],
    });
    expect(adyen.last.host).toBeInstanceOf(HTMLElement);
    expect(statuses).toEqual(['loading', 'ready']);
  });

  it('tells whether a card field took the focus (the holder name or a secured field)', async () => {
    const { adyen, widget } = await mountDropin();
    expect(widget.cardTouched?.()).toBe(false);
    const onFocus = adyen.last.config.paymentMethodsConfiguration?.card?.onFocus;
    onFocus?.({ fieldType: 'encryptedCardNumber', focus: true } as never);
    expect(widget.cardTouched?.()).toBe(true);
  });

  it('submits the state data as the token: paymentMethod source, holder name, risk and browser data', async () => {
    const harness = await mountDropin();
    harness.next = answer('Authorised');
    await harness.adyen.last.pay(card);
    expect(harness.tokens).toEqual([
      {
        status: 'ok',
        source: card.paymentMethod,
        nameOnCard: 'Alex Doe',
        postalCode: null,
        wallet: false,
        riskData: card.riskData,
        browserInfo: card.browserInfo,
      },
    ]);
    expect(harness.statuses.at(-1)).toBe('success');
  });

  it("an empty holder name becomes 'Cardholder'; a wallet is marked as one", async () => {
    const harness = await mountDropin();
    harness.next = answer('Authorised');
    await harness.adyen.last.pay({ paymentMethod: { type: 'scheme', holderName: '  ' } });
    await harness.adyen.last.pay({ paymentMethod: { type: 'googlepay', googlePayToken: 'g' } });
    expect(harness.tokens.map((token) => [token.nameOnCard, token.wallet])).toEqual([
      ['Cardholder', false],
      ['Cardholder', true],
    ]);
  });

  it.each(['Authorised', 'Pending', 'Received'])('%s completes the payment', async (code) => {
    const harness = await mountDropin();
    harness.next = answer(code);
    await harness.adyen.last.pay(card);
    expect(harness.adyen.last.statuses.at(-1)).toBe('success');
    expect(harness.statuses.at(-1)).toBe('success');
  });

  it.each(['Refused', 'Cancelled', 'Error', 'SomethingNew', null])(
    '%s is a failure',
    async (code) => {
      const harness = await mountDropin();
      harness.next = answer(code);
      await harness.adyen.last.pay(card);
      expect(harness.adyen.last.statuses.at(-1)).toBe('error');
      expect(harness.statuses.at(-1)).toBe('error');
      expect(harness.adyen.last.actions).toEqual([]);
    },
  );

  it.each([
    ['RedirectShopper', ACTION_REDIRECT, 'redirect'],
    ['IdentifyShopper', { ...ACTION_3DS, subtype: 'fingerprint' }, 'custom'],
    ['ChallengeShopper', ACTION_3DS, 'custom'],
  ] as const)('%s hands its action to the drop-in once', async (code, action, status) => {
    const harness = await mountDropin();
    harness.next = answer(code, action);
    await harness.adyen.last.pay(card);
    expect(harness.adyen.last.actions).toEqual([{ action, props: undefined }]);
    expect(harness.statuses.at(-1)).toBe(status);
  });

  it('an action code without an action is a failure', async () => {
    const harness = await mountDropin();
    harness.next = answer('ChallengeShopper');
    await harness.adyen.last.pay(card);
    expect(harness.statuses.at(-1)).toBe('error');
  });

  it('returns to ready when the core refuses the submission (invalid e-mail)', async () => {
    const harness = await mountDropin();
    harness.next = null;
    await harness.adyen.last.pay(card);
    expect(harness.tokens).toHaveLength(1);
    expect(harness.adyen.last.statuses.slice(-2)).toEqual(['error', 'ready']);
    expect(harness.statuses.at(-1)).toBe('ready');
    // the next failure is a real one again
    harness.next = answer('Refused');
    await harness.adyen.last.pay(card);
    expect(harness.statuses.at(-1)).toBe('error');
  });

  it('posts additional details and maps their result; none without a result code', async () => {
    const harness = await mountDropin();
    harness.next = answer('Authorised');
    await harness.adyen.last.details({ threeDSResult: 'abc' });
    expect(harness.details).toEqual([{ threeDSResult: 'abc' }]);
    expect(harness.statuses.at(-1)).toBe('success');
    harness.next = answer(null);
    await harness.adyen.last.details({ redirectResult: 'r' });
    expect(harness.statuses.at(-1)).toBe('error');
  });

  it('an action outside a submission goes straight to the drop-in with the challenge window', async () => {
    const { adyen, widget } = await mountDropin();
    widget.handleAction(ACTION_3DS);
    expect(adyen.last.actions).toEqual([
      { action: ACTION_3DS, props: { challengeWindowSize: '05' } },
    ]);
  });

  it('unmounts exactly once however often it is asked, and ignores late answers', async () => {
    const harness = await mountDropin();
    harness.widget.unmount();
    harness.widget.unmount();
    expect(harness.adyen.last.unmounts).toBe(1);
    harness.widget.handleAction(ACTION_3DS);
    expect(harness.adyen.last.actions).toEqual([]);
  });

  it('remounts with fresh payment methods: a new checkout and drop-in each time', async () => {
    const first = await mountDropin();
    first.widget.unmount();
    const fresh = { paymentMethods: [{ type: 'scheme', name: 'Cards', brands: ['visa'] }] };
    const second = await mountDropin(fresh);
    expect(second.adyen.checkouts[0]?.paymentMethodsResponse).toEqual(fresh);
    expect(first.adyen.last.unmounts).toBe(1);
    expect(second.adyen.last.unmounts).toBe(0);
  });

  it("an app Pay button presses the drop-in's own and stays silent", async () => {
    const { adyen, widget } = await mountDropin();
    await expect(widget.tokenize()).resolves.toEqual({ status: 'cancel' });
    expect(adyen.last.submits).toBe(1);
  });

  it('refuses to mount without payment methods or without an element', async () => {
    const gateway = new AdyenDropinGateway({ clientKey: 'k', environment: 'test' }, vi.fn());
    const session = { paymentMethods: null, onStatus: vi.fn() } as unknown as WidgetSession;
    await expect(gateway.mount(document.createElement('div'), session)).rejects.toThrow();
    await expect(gateway.mount('nope', session)).rejects.toThrow(TypeError);
  });
});
