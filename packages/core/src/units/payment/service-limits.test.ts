import { describe, expect, it } from 'vitest';
import { AppError } from '../../domain/errors';
import { createFakeDeps, largestCustomTips } from '../../fakes';
import { currentStep } from '../../state/flow-store';
import { createTipping } from '../create-tipping';
import { atPayment, flush } from '../test-support';
import { feeBoxOf } from '../tips/fee-box';
import type { Tipping } from '../tipping.types';

/** L100: a custom $10,000 tip to each of `users`, at the payment screen with the widget mounted. */
async function largestTips(users: readonly string[], fakes = createFakeDeps()) {
  const core = createTipping(fakes.deps);
  await largestCustomTips(core, 'L100', users);
  core.payment.setShopperEmail('guest@example.com');
  await core.payment.mountWidget({ element: 'host' });
  return { ...fakes, core };
}

/** Resolves once `done` holds (the fakes answer on a later task). */
async function until(done: () => boolean): Promise<void> {
  for (let turn = 0; turn < 100 && !done(); turn += 1) await flush();
  expect(done()).toBe(true);
}

function step(core: Tipping): string {
  return currentStep(core.flow.store.getSnapshot());
}

const limitAlert = {
  open: true,
  title: { key: 'payment.limit.title' },
  text: { key: 'payment.limit.text', params: { amount: { tipCents: 2_500_000 } } },
};

describe('the tips service limits', () => {
  it('a third $10,000 tip is refused where it is typed, the $25,000 limit named; nothing is asked or charged', async () => {
    const { core, tipsApi, gateway } = await largestTips(['501', '502']);
    const feesAsked = tipsApi.requestsOf('calculateFees').length;
    core.payment.addAnother();
    core.flow.selectUser('503');
    core.tips.setCustom('10000');
    core.tips.submitCustom();
    expect(core.tips.store.getSnapshot().customTip).toMatchObject({
      confirming: false,
      error: limitAlert.text,
    });
    expect(core.tips.store.getSnapshot().tips).toHaveLength(2);
    expect(step(core)).not.toBe('payment');
    // A tip that fits is taken: $4,000 keeps the payment under $25,000 with its fee.
    core.tips.setCustom('4000');
    core.tips.submitCustom();
    core.tips.confirmCustom();
    expect(core.tips.store.getSnapshot().tips).toHaveLength(3);
    expect(tipsApi.requestsOf('calculateFees').length).toBe(feesAsked + 1);
    expect(gateway.tokenizeCalls).toBe(0);
  });

  it('a tip whose payment the fee box could take over $25,000 is refused where it is typed; ticked later, the box keeps the payment payable', async () => {
    const { core, tipsApi } = await largestTips(['501', '502']);
    const box = feeBoxOf(core.landing.store.getSnapshot(), core.tips.store.getSnapshot().tips);
    expect(box.shown).toBe(true);
    core.tips.setFeeOnMe(false);
    await until(() => !core.tips.store.getSnapshot().refreshing);
    expect(core.tips.store.getSnapshot().totals.total).toBe(2_000_000);
    core.payment.addAnother();
    core.flow.selectUser('503');
    // $24,800 without the fee on top, $25,574.60 with it: refused, the limit named.
    core.tips.setCustom('4800');
    core.tips.submitCustom();
    expect(core.tips.store.getSnapshot().customTip.error).toEqual(limitAlert.text);
    expect(core.tips.store.getSnapshot().tips).toHaveLength(2);
    core.tips.setCustom('4200');
    core.tips.submitCustom();
    core.tips.confirmCustom();
    expect(core.tips.store.getSnapshot().tips).toHaveLength(3);
    await until(() => core.tips.store.getSnapshot().fees.every(Boolean));
    core.tips.setFeeOnMe(true);
    await until(() => !core.tips.store.getSnapshot().refreshing);
    expect(core.tips.store.getSnapshot().totals.total).toBeLessThanOrEqual(2_500_000);
    await core.payment.mountWidget({ element: 'host' });
    await core.payment.pay();
    expect(tipsApi.requestsOf('pay')).toHaveLength(1);
    expect(core.alert.store.getSnapshot().open).toBe(false);
  });

  it('two $10,000 tips are one payment within the limit', async () => {
    const { core, tipsApi } = await largestTips(['501', '502']);
    await core.payment.pay();
    expect(tipsApi.requestsOf('pay')).toHaveLength(1);
    expect(step(core)).not.toBe('payment');
  });

  it('a service that refuses the amount shows Tip limit, not a card failure', async () => {
    const { core, tipsApi } = await atPayment();
    tipsApi.failNext(
      'pay',
      new AppError('http', 'Amount out of range', {
        status: 422,
        serverCode: 'AMOUNT_OUT_OF_RANGE',
      }),
    );
    await core.payment.pay();
    expect(core.alert.store.getSnapshot()).toMatchObject(limitAlert);
    expect(core.payment.store.getSnapshot()).toMatchObject({ ongoing: false, failed: false });
  });

  it('a review the service already has (an earlier press whose answer was lost) goes on to thanks', async () => {
    const { core, tipsApi } = await atPayment();
    await core.payment.pay();
    const tipUids = core.payment.store.getSnapshot().paid?.tipUids ?? [];
    expect(step(core)).toBe('review');
    await tipsApi.submitReview({ tipUids, rating: 5, comment: '' }, 'earlier-press');
    core.review.setRating(5);
    await core.review.submit();
    expect(core.alert.store.getSnapshot().open).toBe(false);
    expect(step(core)).toBe('success');
  });
});

describe('the most tips one payment carries (decision 0041)', () => {
  it('a 51st tip is refused where it is chosen, the count named; nothing is asked', async () => {
    const fakes = createFakeDeps();
    const l100 = fakes.coreApi.payloads['L100']!;
    const users = Array.from({ length: 51 }, (_, index) => ({
      ...l100.users[0]!,
      uid: `9${String(index).padStart(3, '0')}`,
    }));
    fakes.coreApi.payloads['L100'] = { ...l100, users };
    const core = createTipping(fakes.deps);
    await core.entry.openCode('L100');
    for (const [index, user] of users.entries()) {
      if (index > 0) core.payment.addAnother();
      core.flow.selectUser(user.uid);
      core.tips.chooseLevel('low');
    }
    const { tips, customTip } = core.tips.store.getSnapshot();
    expect(tips).toHaveLength(50);
    expect(customTip.error).toEqual({
      key: 'payment.limit.count',
      params: { count: { count: 50 } },
    });
    expect(step(core)).toBe('proposed-tip-beauty');
    await Promise.resolve();
    expect(fakes.tipsApi.requestsOf('calculateFees')).toHaveLength(50);
  });
});
