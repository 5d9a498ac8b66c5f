import { describe, expect, it } from 'vitest';
import { currentStep } from '../../state/flow-store';
import { parsePath } from '../../flow/routes';
import { createTipping } from '../create-tipping';
import { atPayment } from '../test-support';

describe('review', () => {
  it('a failed submission shows Oops and stays on the review', async () => {
    const { core, tipsApi } = await atPayment();
    await core.payment.pay();
    await core.review.submit();
    expect(tipsApi.requestsOf('submitReview')).toEqual([]); // no rating yet
    core.review.setRating(7);
    expect(core.review.store.getSnapshot().rating).toBeNull();
    core.review.setRating(4);
    tipsApi.failNext('submitReview');
    await core.review.submit();
    expect(core.alert.store.getSnapshot()).toMatchObject({
      open: true,
      title: { key: 'review.failed.title' },
      text: { key: 'review.failed.text' },
      severity: 'error',
    });
    expect(core.review.store.getSnapshot().submitting).toBe(false);
    expect(currentStep(core.flow.store.getSnapshot())).toBe('review');
    await core.review.submit();
    const keys = tipsApi.calls.filter((c) => c.method === 'submitReview').map((c) => c.args[1]);
    expect(new Set(keys).size).toBe(2);
    expect(currentStep(core.flow.store.getSnapshot())).toBe('success');
  });

  it('a reload on the review still names the paid tips', async () => {
    const fakes = await atPayment();
    await fakes.core.payment.pay();
    const paid = fakes.core.payment.store.getSnapshot().paid;
    expect(paid?.tipUids.length).toBe(1);
    expect(paid?.total).toBe(1060);

    const reloaded = createTipping(fakes.deps);
    expect(await reloaded.entry.restore(parsePath('/U500/review'))).toBe(true);
    expect(currentStep(reloaded.flow.store.getSnapshot())).toBe('review');
    reloaded.review.setRating(3);
    await reloaded.review.submit();
    const [request] = fakes.tipsApi.requestsOf('submitReview');
    expect(request).toMatchObject({ tipUids: paid?.tipUids, rating: 3 });
    expect(currentStep(reloaded.flow.store.getSnapshot())).toBe('success');
  });
});
