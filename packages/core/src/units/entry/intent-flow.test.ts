import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createFakeDeps } from '../../fakes';
import { routeFor } from '../../flow/route-for';
import { pathFor } from '../../flow/routes';
import { currentStep } from '../../state/flow-store';
import { createTipping } from '../create-tipping';
import { flush } from '../test-support';

type Move = 'card' | 'custom' | 'back';

describe('intent sub-steps', () => {
  it('the address, sub-step and tips stay in step through any cards, custom tips and backs', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom<Move>('card', 'custom', 'back'), { maxLength: 8 }),
        async (moves) => {
          const tipping = createTipping(createFakeDeps().deps);
          await tipping.entry.openIntent({ type: 'qr', id: '100', intent: 'tab-42' });
          for (const move of moves) {
            const step = currentStep(tipping.flow.store.getSnapshot());
            if (move === 'back') {
              tipping.payment.back();
            } else if (step === 'proposed-tip-intent' && move === 'card') {
              tipping.tips.chooseLevel('high');
            } else if (step === 'proposed-tip-intent') {
              tipping.tips.setCustom('9');
              tipping.tips.submitCustom();
            }
            const flow = tipping.flow.store.getSnapshot();
            const { tips, customTip } = tipping.tips.store.getSnapshot();
            const path = pathFor(routeFor(tipping.landing.store.getSnapshot(), flow));
            if (currentStep(flow) === 'proposed-tip-intent') {
              // One tip per user already passed; the selection of the open sub-step is empty.
              expect(tips).toHaveLength(flow.subStep);
              expect(customTip.text).toBe('');
              expect(path).toBe(`/qr/100/tab-42/proposed-tip-intent/${flow.subStep}`);
            } else {
              expect(currentStep(flow)).toBe('payment');
              expect(tips.map((tip) => tip.recipient.uid)).toEqual(['501', '502']);
              expect(path).toBe('/qr/100/tab-42/payment');
            }
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('a custom tip of $100 or more waits for confirmation', async () => {
    const tipping = createTipping(createFakeDeps().deps);
    await tipping.entry.openIntent({ type: 'qr', id: '100', intent: 'tab-42' });
    tipping.tips.setCustom('150');
    tipping.tips.submitCustom();
    expect(tipping.tips.store.getSnapshot().customTip.confirming).toBe(true);
    expect(tipping.flow.store.getSnapshot().subStep).toBe(0);
    tipping.tips.confirmCustom();
    expect(tipping.tips.store.getSnapshot().tips).toMatchObject([
      { amount: 15000, level: 'custom' },
    ]);
    expect(tipping.flow.store.getSnapshot().subStep).toBe(1);
  });
});

describe('pay-later sched-7', () => {
  it('exchanges the code, tips gross at L200 and pays the pay-later variant', async () => {
    const fakes = createFakeDeps();
    const tipping = createTipping(fakes.deps);
    await tipping.entry.openIntent({ type: 'pl', id: '200', intent: 'sched 7' });
    expect(fakes.tipsApi.requestsOf('exchangeIntent')).toEqual([
      { type: 1, deviceId: 'device-1', scheduledPaymentIntentCode: 'sched 7' },
    ]);
    expect(tipping.landing.store.getSnapshot().status).toBe('not-found');

    await tipping.entry.openIntent({ type: 'pl', id: '200', intent: 'sched-7' });
    expect(
      pathFor(routeFor(tipping.landing.store.getSnapshot(), tipping.flow.store.getSnapshot())),
    ).toBe('/pl/200/sched-7/proposed-tip-intent/0');
    tipping.tips.chooseLevel('medium');
    await flush();
    expect(currentStep(tipping.flow.store.getSnapshot())).toBe('payment');
    expect(tipping.tips.store.getSnapshot().totals).toMatchObject({ tips: 1000 });
    tipping.payment.setShopperEmail('guest@example.com');
    await tipping.payment.mountWidget('host');
    await tipping.payment.pay();
    const request = fakes.tipsApi.requestsOf('pay')[0];
    expect(request).toMatchObject({
      kind: 'pay-later',
      scheduledPaymentIntentCode: 'sched-7',
      deviceId: 'device-1',
    });
    expect(request).toHaveProperty('postalCode');
    expect(
      pathFor(routeFor(tipping.landing.store.getSnapshot(), tipping.flow.store.getSnapshot())),
    ).toBe('/pl/200/sched-7/success');
  });
});

describe("an intent's location", () => {
  const methods = (calls: readonly { readonly method: string }[]): string[] =>
    calls.map((call) => call.method);

  it("is fetched while the intent is exchanged, once, when the address names the intent's location", async () => {
    const fakes = createFakeDeps();
    const tipping = createTipping(fakes.deps);
    fakes.tipsApi.hang('exchangeIntent');
    const opening = tipping.entry.openIntent({ type: 'qr', id: '100', intent: 'tab-42' });
    expect(methods(fakes.coreApi.calls)).toEqual(
      expect.arrayContaining(['getLocation', 'getTipSettings', 'getSystemSettings']),
    );
    fakes.tipsApi.release();
    await opening;
    expect(tipping.landing.store.getSnapshot().location?.uid).toBe('100');
    expect(methods(fakes.coreApi.calls).filter((m) => m === 'getLocation')).toHaveLength(1);
  });

  it('comes from the intent when the address names another location, and a refused intent shows no location alert', async () => {
    const fakes = createFakeDeps();
    const tipping = createTipping(fakes.deps);
    await tipping.entry.openIntent({ type: 'qr', id: '999', intent: 'tab-42' });
    expect(tipping.landing.store.getSnapshot().location?.uid).toBe('100');
    expect(tipping.alert.store.getSnapshot().open).toBe(false);

    const refused = createFakeDeps();
    const core = createTipping(refused.deps);
    await core.entry.openIntent({ type: 'qr', id: '999', intent: 'nope' });
    expect(core.landing.store.getSnapshot().status).toBe('not-found');
    expect(core.alert.store.getSnapshot().open).toBe(false);
  });

  it("shows the address's location while the exchange runs, and keeps it on a paid or unknown intent", async () => {
    const fakes = createFakeDeps();
    const tipping = createTipping(fakes.deps);
    fakes.tipsApi.hang('exchangeIntent');
    const opening = tipping.entry.openIntent({ type: 'qr', id: '100', intent: 'tab-42' });
    await flush();
    const loading = tipping.landing.store.getSnapshot();
    expect(loading.status).toBe('loading');
    expect(loading.location?.uid).toBe('100');
    expect(loading.theme.primaryColor.toLowerCase()).toBe('#6c4ab6');
    fakes.tipsApi.release();
    await opening;

    fakes.tipsApi.paidIntents.add('tab-42');
    await tipping.entry.openIntent({ type: 'qr', id: '100', intent: 'tab-42' });
    expect(currentStep(tipping.flow.store.getSnapshot())).toBe('intent-paid');
    expect(tipping.landing.store.getSnapshot().location?.uid).toBe('100');
    await tipping.entry.openIntent({ type: 'qr', id: '100', intent: 'nope' });
    expect(tipping.landing.store.getSnapshot()).toMatchObject({
      status: 'not-found',
      location: { uid: '100' },
    });
    // An address naming no location it can show: the header stays the product's.
    await tipping.entry.openIntent({ type: 'qr', id: '999', intent: 'nope' });
    expect(tipping.landing.store.getSnapshot()).toMatchObject({
      status: 'not-found',
      location: null,
    });
  });
});
