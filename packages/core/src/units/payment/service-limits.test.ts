import { describe, expect, it } from 'vitest';
import { AppError } from '../../domain/errors';
import { createFakeDeps, largestCustomTips } from '../../fakes';
import { currentStep } from '../../state/flow-store';
import { createTipping } from '../create-tipping';
import { atPayment } from '../test-support';
import type { Tipping } from '../tipping.types';

/** L100: a custom $10,000 tip to each of `users`, at the payment screen with the widget mounted. */
async function largestTips(users: readonly string[], fakes = createFakeDeps()) {
  const core = createTipping(fakes.deps);
  await largestCustomTips(core, 'L100', users);
  core.payment.setShopperEmail('guest@example.com');
  await core.payment.mountWidget({ element: 'host' });
  return { ...fakes, core };
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
  it('three $10,000 tips are over the $25,000 a payment carries: Tip limit, nothing charged', async () => {
    const { core, tipsApi, gateway } = await largestTips(['501', '502', '503']);
    expect(step(core)).toBe('payment');
    expect(core.tips.store.getSnapshot().totals.total).toBe(3 * 1_030_030);
    await core.payment.pay();
    expect(core.alert.store.getSnapshot()).toMatchObject(limitAlert);
    expect(tipsApi.requestsOf('pay')).toEqual([]);
    expect(gateway.tokenizeCalls).toBe(0);
    expect(core.payment.store.getSnapshot()).toMatchObject({ ongoing: false, failed: false });
    expect(step(core)).toBe('payment');
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
