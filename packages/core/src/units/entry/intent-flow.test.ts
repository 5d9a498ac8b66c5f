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
          const { stores, actions } = createTipping(createFakeDeps().deps);
          await actions.openIntent({ type: 'qr', id: '100', intent: 'tab-42' });
          for (const move of moves) {
            const step = currentStep(stores.flow.getSnapshot());
            if (move === 'back') {
              actions.back();
            } else if (step === 'proposed-tip-intent' && move === 'card') {
              actions.chooseTipLevel('high');
            } else if (step === 'proposed-tip-intent') {
              actions.setCustomTip('9');
              actions.submitCustomTip();
            }
            const flow = stores.flow.getSnapshot();
            const { tips, customTip } = stores.tips.getSnapshot();
            const path = pathFor(routeFor(stores.landing.getSnapshot(), flow));
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
    const { stores, actions } = createTipping(createFakeDeps().deps);
    await actions.openIntent({ type: 'qr', id: '100', intent: 'tab-42' });
    actions.setCustomTip('150');
    actions.submitCustomTip();
    expect(stores.tips.getSnapshot().customTip.confirming).toBe(true);
    expect(stores.flow.getSnapshot().subStep).toBe(0);
    actions.confirmCustomTip();
    expect(stores.tips.getSnapshot().tips).toMatchObject([{ amount: 15000, level: 'custom' }]);
    expect(stores.flow.getSnapshot().subStep).toBe(1);
  });
});

describe('pay-later sched-7', () => {
  it('exchanges the code, tips gross at L200 and pays the pay-later variant', async () => {
    const fakes = createFakeDeps();
    const { stores, actions } = createTipping(fakes.deps);
    await actions.openIntent({ type: 'pl', id: '200', intent: 'sched 7' });
    expect(fakes.tipsApi.requestsOf('exchangeIntent')).toEqual([
      { type: 1, deviceId: 'device-1', scheduledPaymentIntentCode: 'sched 7' },
    ]);
    expect(stores.landing.getSnapshot().status).toBe('not-found');

    await actions.openIntent({ type: 'pl', id: '200', intent: 'sched-7' });
    expect(pathFor(routeFor(stores.landing.getSnapshot(), stores.flow.getSnapshot()))).toBe(
      '/pl/200/sched-7/proposed-tip-intent/0',
    );
    actions.chooseTipLevel('medium');
    await flush();
    expect(currentStep(stores.flow.getSnapshot())).toBe('payment');
    expect(stores.tips.getSnapshot().totals).toMatchObject({ tips: 1000 });
    actions.setShopperEmail('guest@example.com');
    await actions.mountWidget('host');
    await actions.pay();
    const request = fakes.tipsApi.requestsOf('pay')[0];
    expect(request).toMatchObject({
      kind: 'pay-later',
      scheduledPaymentIntentCode: 'sched-7',
      deviceId: 'device-1',
    });
    expect(request).toHaveProperty('postalCode');
    expect(pathFor(routeFor(stores.landing.getSnapshot(), stores.flow.getSnapshot()))).toBe(
      '/pl/200/sched-7/success',
    );
  });
});

describe("an intent's location", () => {
  const methods = (calls: readonly { readonly method: string }[]): string[] =>
    calls.map((call) => call.method);

  it("is fetched while the intent is exchanged, once, when the address names the intent's location", async () => {
    const fakes = createFakeDeps();
    const { stores, actions } = createTipping(fakes.deps);
    fakes.tipsApi.hang('exchangeIntent');
    const opening = actions.openIntent({ type: 'qr', id: '100', intent: 'tab-42' });
    expect(methods(fakes.coreApi.calls)).toEqual(
      expect.arrayContaining(['getLocation', 'getTipSettings', 'getSystemSettings']),
    );
    fakes.tipsApi.release();
    await opening;
    expect(stores.landing.getSnapshot().location?.uid).toBe('100');
    expect(methods(fakes.coreApi.calls).filter((m) => m === 'getLocation')).toHaveLength(1);
  });

  it('comes from the intent when the address names another location, and a refused intent shows no location alert', async () => {
    const fakes = createFakeDeps();
    const { stores, actions } = createTipping(fakes.deps);
    await actions.openIntent({ type: 'qr', id: '999', intent: 'tab-42' });
    expect(stores.landing.getSnapshot().location?.uid).toBe('100');
    expect(stores.alert.getSnapshot().open).toBe(false);

    const refused = createFakeDeps();
    const core = createTipping(refused.deps);
    await core.actions.openIntent({ type: 'qr', id: '999', intent: 'nope' });
    expect(core.stores.landing.getSnapshot().status).toBe('not-found');
    expect(core.stores.alert.getSnapshot().open).toBe(false);
  });

  it("shows the address's location while the exchange runs, and keeps it on a paid or unknown intent", async () => {
    const fakes = createFakeDeps();
    const { stores, actions } = createTipping(fakes.deps);
    fakes.tipsApi.hang('exchangeIntent');
    const opening = actions.openIntent({ type: 'qr', id: '100', intent: 'tab-42' });
    await flush();
    const loading = stores.landing.getSnapshot();
    expect(loading.status).toBe('loading');
    expect(loading.location?.uid).toBe('100');
    expect(loading.theme.primaryColor.toLowerCase()).toBe('#6c4ab6');
    fakes.tipsApi.release();
    await opening;

    fakes.tipsApi.paidIntents.add('tab-42');
    await actions.openIntent({ type: 'qr', id: '100', intent: 'tab-42' });
    expect(currentStep(stores.flow.getSnapshot())).toBe('intent-paid');
    expect(stores.landing.getSnapshot().location?.uid).toBe('100');
    await actions.openIntent({ type: 'qr', id: '100', intent: 'nope' });
    expect(stores.landing.getSnapshot()).toMatchObject({
      status: 'not-found',
      location: { uid: '100' },
    });
    // An address naming no location it can show: the header stays the product's.
    await actions.openIntent({ type: 'qr', id: '999', intent: 'nope' });
    expect(stores.landing.getSnapshot()).toMatchObject({ status: 'not-found', location: null });
  });

  it('previews that state without exchanging: loading, under the location, no alert', async () => {
    const fakes = createFakeDeps();
    const { stores, actions } = createTipping(fakes.deps);
    await actions.previewIntent({ type: 'pl', id: '200', intent: 'sched-7' });
    expect(fakes.tipsApi.calls.map((call) => call.method)).not.toContain('exchangeIntent');
    expect(stores.landing.getSnapshot()).toMatchObject({
      status: 'loading',
      intentParams: { type: 'pl', id: '200', intent: 'sched-7' },
      location: { uid: '200' },
    });
    await actions.previewIntent({ type: 'qr', id: '999', intent: 'tab-42' });
    expect(stores.landing.getSnapshot()).toMatchObject({ status: 'loading', location: null });
    expect(stores.alert.getSnapshot().open).toBe(false);
  });
});
