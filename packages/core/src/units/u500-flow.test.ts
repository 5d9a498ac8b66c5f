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
    const path = (): string =>
      pathFor(routeFor(core.landing.store.getSnapshot(), core.flow.store.getSnapshot()));

    expect(core.landing.store.getSnapshot()).toMatchObject({
      status: 'ready',
      code: 'U500',
      prefix: 'U',
      processor: 'sandbox',
    });
    expect(core.landing.store.getSnapshot().theme.primaryColor).toBe('#6C4AB6');
    expect(path()).toBe('/U500/payment');
    expect(core.tips.store.getSnapshot().totals).toEqual({ tips: 1000, fees: 60, total: 1060 });
    expect(tipsApi.requestsOf('calculateFees')).toEqual([
      { processor: 'sandbox', amount: 1000, mode: 'net', tipCount: 1, locationUid: '100' },
    ]);
    expect(gateway.mounts).toBe(1);
    expect(gateway.session?.amount).toBe(1060);
    expect(core.payment.store.getSnapshot().widgetStatus).toBe('ready');

    await core.payment.pay();
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
    expect(core.payment.store.getSnapshot()).toMatchObject({
      ongoing: false,
      failed: false,
      reference: 'ref-1',
    });

    core.review.setRating(5);
    core.review.setNote(' Lovely ');
    await core.review.submit();
    expect(tipsApi.requestsOf('submitReview')).toEqual([
      { tipUids: ['tip-1-1'], rating: 5, comment: 'Lovely' },
    ]);
    expect(currentStep(core.flow.store.getSnapshot())).toBe('success');

    expect(core.entry.tipAgain()).toBe('/U500');
    expect(core.tips.store.getSnapshot().tips).toEqual([]);
    expect(tabStorage.read(CREDENTIALS_KEY)).toBeNull();
  });

  it('the fee-on-me box recalculates every fee with the refreshing flag', async () => {
    const { core, tipsApi } = await atPayment();
    core.tips.setFeeOnMe(false);
    // The box commits at once, with the fees on their way; they commit when they settle.
    expect(core.tips.store.getSnapshot()).toMatchObject({ feeOnMe: false, refreshing: true });
    await flush();
    expect(core.tips.store.getSnapshot()).toMatchObject({
      refreshing: false,
      feeOnMe: false,
      totals: { tips: 940, fees: 60, total: 1000 },
    });
    expect(tipsApi.requestsOf('calculateFees').at(-1)).toMatchObject({ mode: 'gross' });
  });

  it('a custom tip of $100 or more asks first', async () => {
    const fakes = createFakeDeps();
    const tipping = createTipping(fakes.deps);
    await tipping.entry.openCode('U500');
    tipping.tips.setCustom('15a');
    // Kept as typed, with what the field expects; no amount is taken.
    expect(tipping.tips.store.getSnapshot().customTip).toMatchObject({
      text: '15a',
      amount: null,
      error: { key: 'customTip.format', params: { example: '1,234.50' } },
    });
    tipping.tips.setCustom('150');
    tipping.tips.submitCustom();
    expect(tipping.tips.store.getSnapshot().customTip.confirming).toBe(true);
    expect(tipping.tips.store.getSnapshot().tips).toHaveLength(0);
    tipping.tips.cancelCustom();
    tipping.tips.setCustom('0.5');
    tipping.tips.submitCustom();
    expect(tipping.tips.store.getSnapshot().customTip.error).toEqual({
      key: 'customTip.min',
      params: { amount: { tipCents: 100 } },
    });
    tipping.tips.setCustom('150');
    tipping.tips.submitCustom();
    tipping.tips.confirmCustom();
    await flush();
    expect(tipping.tips.store.getSnapshot().tips).toEqual([
      { recipient: { kind: 'user', uid: '500' }, level: 'custom', amount: 15000 },
    ]);
    expect(currentStep(tipping.flow.store.getSnapshot())).toBe('payment');
  });

  it('a custom tip is read in the guest’s writing; a text that is not one amount is never taken', async () => {
    const fakes = createFakeDeps();
    const tipping = createTipping(fakes.deps);
    await tipping.entry.openCode('U500');
    // '12,50' in en-US is a group cut short: Next says what the field expects, adds nothing.
    tipping.tips.setCustom('12,50', 'en-US');
    expect(tipping.tips.store.getSnapshot().customTip).toMatchObject({ amount: null, error: null });
    tipping.tips.submitCustom();
    expect(tipping.tips.store.getSnapshot().customTip.error).toEqual({
      key: 'customTip.format',
      params: { example: '1,234.50' },
    });
    expect(tipping.tips.store.getSnapshot().tips).toHaveLength(0);
    // The same text in de-DE is $12.50.
    tipping.tips.setCustom('12,50', 'de-DE');
    tipping.tips.submitCustom();
    await flush();
    expect(tipping.tips.store.getSnapshot().tips).toEqual([
      { recipient: { kind: 'user', uid: '500' }, level: 'custom', amount: 1250 },
    ]);
  });

  it('back from payment removes the last tip and the widget', async () => {
    const { core, gateway } = await atPayment();
    core.payment.back();
    expect(currentStep(core.flow.store.getSnapshot())).toBe('proposed-tip-beauty');
    expect(core.tips.store.getSnapshot()).toMatchObject({
      tips: [],
      fees: [],
      totals: { total: 0 },
    });
    expect(gateway.unmounts).toBe(1);
  });

  it('adding a tip notifies the tips store once; a no-op keeps the snapshot', async () => {
    const tipping = createTipping(createFakeDeps().deps);
    await tipping.entry.openCode('U500');
    let notified = 0;
    tipping.tips.store.subscribe(() => (notified += 1));
    const before = tipping.tips.store.getSnapshot();
    tipping.tips.setFeeOnMe(true); // already true: nothing changes
    tipping.payment.removeTip(3); // no such tip
    expect(tipping.tips.store.getSnapshot()).toBe(before);
    tipping.tips.chooseLevel('high');
    expect(notified).toBe(1);
    await flush();
    expect(notified).toBe(2); // the fee answer: fees and totals together
    expect(tipping.tips.store.getSnapshot().totals).toEqual({ tips: 2000, fees: 90, total: 2090 });
  });
});
