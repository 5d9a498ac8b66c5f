import { describe, expect, it } from 'vitest';
import { createFakeDeps } from '../fakes';
import { routeFor } from '../flow/route-for';
import { pathFor } from '../flow/routes';
import { currentStep } from '../state/flow-store';
import { CREDENTIALS_KEY } from '../state/persistence';
import { createTipping } from './create-tipping';
import { atPayment, flush } from './test-support';

describe('U500: from the code to success', () => {
  it('opens Maya, tips $10, pays, reviews and thanks', async () => {
    const { core, tipsApi, gateway, tabStorage } = await atPayment();
    const { stores, actions } = core;
    const path = (): string =>
      pathFor(routeFor(stores.landing.getSnapshot(), stores.flow.getSnapshot()));

    expect(stores.landing.getSnapshot()).toMatchObject({
      status: 'ready',
      code: 'U500',
      prefix: 'U',
      processor: 'sandbox',
    });
    expect(stores.landing.getSnapshot().theme.primaryColor).toBe('#6C4AB6');
    expect(path()).toBe('/U500/payment');
    expect(stores.tips.getSnapshot().totals).toEqual({ tips: 1000, fees: 60, total: 1060 });
    expect(tipsApi.requestsOf('calculateFees')).toEqual([
      { processor: 'sandbox', amount: 1000, mode: 'net', tipCount: 1, locationUid: '100' },
    ]);
    expect(gateway.mounts).toBe(1);
    expect(gateway.session?.amount).toBe(1060);
    expect(stores.payment.getSnapshot().widgetStatus).toBe('ready');

    await actions.pay();
    const [request, key] = tipsApi.calls.find((c) => c.method === 'pay')!.args as [
      Record<string, unknown>,
      string,
    ];
    expect(key).toBe('id-1');
    expect(request).toMatchObject({
      kind: 'web',
      processor: 'sandbox',
      source: 'tok_fake_4111',
      nameOnCard: 'Alex Guest',
      shopperEmail: 'guest@example.com',
      tips: [{ userUid: '500', locationUid: '100', amount: 1060, level: 'medium' }],
    });
    expect(String(request.returnUrl)).toMatch(
      /^https:\/\/tip\.example\.test\/external\?redirectData=/,
    );
    expect(path()).toBe('/U500/review');
    expect(gateway.unmounts).toBe(1);
    expect(stores.payment.getSnapshot()).toMatchObject({
      ongoing: false,
      failed: false,
      reference: 'ref-1',
    });

    actions.setRating(5);
    actions.setNote(' Lovely ');
    await actions.submitReview();
    expect(tipsApi.requestsOf('submitReview')).toEqual([
      { tipUids: ['tip-1-1'], rating: 5, comment: 'Lovely' },
    ]);
    expect(currentStep(stores.flow.getSnapshot())).toBe('success');

    expect(actions.tipAgain()).toBe('/U500');
    expect(stores.tips.getSnapshot().tips).toEqual([]);
    expect(tabStorage.read(CREDENTIALS_KEY)).toBeNull();
  });

  it('the fee-on-me box recalculates every fee with the refreshing flag', async () => {
    const { core, tipsApi } = await atPayment();
    const done = core.actions.setFeeOnMe(false);
    expect(core.stores.tips.getSnapshot().refreshing).toBe(true);
    await done;
    expect(core.stores.tips.getSnapshot()).toMatchObject({
      refreshing: false,
      feeOnMe: false,
      totals: { tips: 940, fees: 60, total: 1000 },
    });
    expect(tipsApi.requestsOf('calculateFees').at(-1)).toMatchObject({ mode: 'gross' });
  });

  it('a custom tip of $100 or more asks first', async () => {
    const fakes = createFakeDeps();
    const { stores, actions } = createTipping(fakes.deps);
    await actions.openCode('U500');
    actions.setCustomTip('15a');
    // Kept as typed, with what the field expects; no amount is taken.
    expect(stores.tips.getSnapshot().customTip).toMatchObject({
      text: '15a',
      amount: null,
      error: { key: 'customTip.format', params: { example: '1,234.50' } },
    });
    actions.setCustomTip('150');
    actions.submitCustomTip();
    expect(stores.tips.getSnapshot().customTip.confirming).toBe(true);
    expect(stores.tips.getSnapshot().tips).toHaveLength(0);
    actions.cancelCustomTip();
    actions.setCustomTip('0.5');
    actions.submitCustomTip();
    expect(stores.tips.getSnapshot().customTip.error).toEqual({
      key: 'customTip.min',
      params: { amount: { tipCents: 100 } },
    });
    actions.setCustomTip('150');
    actions.submitCustomTip();
    actions.confirmCustomTip();
    await flush();
    expect(stores.tips.getSnapshot().tips).toEqual([
      { recipient: { kind: 'user', uid: '500' }, level: 'custom', amount: 15000 },
    ]);
    expect(currentStep(stores.flow.getSnapshot())).toBe('payment');
  });

  it('a custom tip is read in the guest’s writing; a text that is not one amount is never taken', async () => {
    const fakes = createFakeDeps();
    const { stores, actions } = createTipping(fakes.deps);
    await actions.openCode('U500');
    // '12,50' in en-US is a group cut short: Next says what the field expects, adds nothing.
    actions.setCustomTip('12,50', 'en-US');
    expect(stores.tips.getSnapshot().customTip).toMatchObject({ amount: null, error: null });
    actions.submitCustomTip();
    expect(stores.tips.getSnapshot().customTip.error).toEqual({
      key: 'customTip.format',
      params: { example: '1,234.50' },
    });
    expect(stores.tips.getSnapshot().tips).toHaveLength(0);
    // The same text in de-DE is $12.50.
    actions.setCustomTip('12,50', 'de-DE');
    actions.submitCustomTip();
    await flush();
    expect(stores.tips.getSnapshot().tips).toEqual([
      { recipient: { kind: 'user', uid: '500' }, level: 'custom', amount: 1250 },
    ]);
  });

  it('back from payment removes the last tip and the widget', async () => {
    const { core, gateway } = await atPayment();
    core.actions.back();
    expect(currentStep(core.stores.flow.getSnapshot())).toBe('proposed-tip-beauty');
    expect(core.stores.tips.getSnapshot()).toMatchObject({
      tips: [],
      fees: [],
      totals: { total: 0 },
    });
    expect(gateway.unmounts).toBe(1);
  });

  it('adding a tip notifies the tips store once; a no-op keeps the snapshot', async () => {
    const { stores, actions } = createTipping(createFakeDeps().deps);
    await actions.openCode('U500');
    let notified = 0;
    stores.tips.subscribe(() => (notified += 1));
    const before = stores.tips.getSnapshot();
    void actions.setFeeOnMe(true); // already true: nothing changes
    actions.removeTip(3); // no such tip
    expect(stores.tips.getSnapshot()).toBe(before);
    actions.chooseTipLevel('high');
    expect(notified).toBe(1);
    await flush();
    expect(notified).toBe(2); // the fee answer: fees and totals together
    expect(stores.tips.getSnapshot().totals).toEqual({ tips: 2000, fees: 90, total: 2090 });
  });
});
