import { describe, expect, it } from 'vitest';
import { createFakeDeps } from '../fakes';
import { routeFor } from '../flow/route-for';
import { pathFor } from '../flow/routes';
import { currentStep } from '../state/flow-store';
import { createTipping } from './create-tipping';
import { flush } from './test-support';

describe('P202 Front Desk', () => {
  it('tips the pool default, net at L200, paid as pool-web for Cardholder', async () => {
    const fakes = createFakeDeps();
    const tipping = createTipping(fakes.deps);
    await tipping.entry.openCode('P202');
    expect(currentStep(tipping.flow.store.getSnapshot())).toBe('proposed-tip-hospitality');
    tipping.tips.submitCustom(); // blank: the pool's default amount
    await flush();
    expect(tipping.tips.store.getSnapshot().totals).toEqual({ tips: 1000, fees: 60, total: 1060 });
    tipping.payment.setShopperEmail('guest@example.com');
    await tipping.payment.mountWidget('host');
    await tipping.payment.pay();
    expect(fakes.tipsApi.requestsOf('pay')[0]).toMatchObject({
      kind: 'pool-web',
      tips: [
        {
          poolUid: '202',
          amount: 1060,
          level: 'low',
          customerName: 'Cardholder',
          roomNumber: null,
        },
      ],
    });
    expect(currentStep(tipping.flow.store.getSnapshot())).toBe('success');
  });
});

describe('QR intent tab-42', () => {
  it('one tip screen per user, then a qr payment', async () => {
    const fakes = createFakeDeps();
    const tipping = createTipping(fakes.deps);
    const path = (): string =>
      pathFor(routeFor(tipping.landing.store.getSnapshot(), tipping.flow.store.getSnapshot()));
    await tipping.entry.openIntent({ type: 'qr', id: '100', intent: 'tab-42' });
    expect(fakes.tipsApi.requestsOf('exchangeIntent')).toEqual([
      { type: 0, deviceId: 'device-1', intent: 'tab-42' },
    ]);
    expect(path()).toBe('/qr/100/tab-42/proposed-tip-intent/0');
    tipping.tips.chooseLevel('medium');
    expect(path()).toBe('/qr/100/tab-42/proposed-tip-intent/1');
    tipping.payment.back();
    expect(tipping.tips.store.getSnapshot().tips).toEqual([]);
    tipping.tips.chooseLevel('medium');
    tipping.tips.chooseLevel('low');
    await flush();
    expect(path()).toBe('/qr/100/tab-42/payment');
    // L100 is optional transparency with the box checked: net. 7.20 → 7.72, 5.00 → 5.45.
    expect(tipping.tips.store.getSnapshot().totals.total).toBe(772 + 545);
    tipping.payment.setShopperEmail('guest@example.com');
    await tipping.payment.mountWidget('host');
    await tipping.payment.pay();
    expect(fakes.tipsApi.requestsOf('pay')[0]).toMatchObject({
      kind: 'qr',
      intent: 'tab-42',
      deviceId: 'device-1',
      tips: [
        { userUid: '501', amount: 772 },
        { userUid: '502', amount: 545 },
      ],
    });
    expect(path()).toBe('/qr/100/tab-42/success');
  });

  it('tab-43 has its total: straight to payment, Total $26.05', async () => {
    const tipping = createTipping(createFakeDeps().deps);
    await tipping.entry.openIntent({ type: 'qr', id: '100', intent: 'tab-43' });
    expect(currentStep(tipping.flow.store.getSnapshot())).toBe('payment');
    expect(tipping.tips.store.getSnapshot().totals.total).toBe(2605);
  });

  it('unknown or paid intents are not-found', async () => {
    const fakes = createFakeDeps();
    fakes.tipsApi.paidIntents.add('tab-42');
    const tipping = createTipping(fakes.deps);
    await tipping.entry.openIntent({ type: 'qr', id: '100', intent: 'nope' });
    expect(tipping.landing.store.getSnapshot().status).toBe('not-found');
    await tipping.entry.openIntent({ type: 'qr', id: '100', intent: 'tab-42' });
    expect(currentStep(tipping.flow.store.getSnapshot())).toBe('intent-paid');
    expect(
      pathFor(routeFor(tipping.landing.store.getSnapshot(), tipping.flow.store.getSnapshot())),
    ).toBe('/qr/100/tab-42');
  });
});
