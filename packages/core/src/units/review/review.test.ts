import { describe, expect, it } from 'vitest';
import { currentStep } from '../../state/flow-store';
import { parsePath } from '../../flow/routes';
import { createTipping } from '../create-tipping';
import { atPayment } from '../test-support';

describe('review', () => {
  it('a failed submission shows Oops and stays on the review', async () => {
    const { core, tipsApi } = await atPayment();
    await core.actions.pay();
    await core.actions.submitReview();
    expect(tipsApi.requestsOf('submitReview')).toEqual([]); // no rating yet
    core.actions.setRating(7);
    expect(core.stores.review.getSnapshot().rating).toBeNull();
    core.actions.setRating(4);
    tipsApi.failNext('submitReview');
    await core.actions.submitReview();
    expect(core.stores.alert.getSnapshot()).toMatchObject({
      open: true,
      title: { key: 'review.failed.title' },
      text: { key: 'review.failed.text' },
      severity: 'error',
    });
    expect(core.stores.review.getSnapshot().submitting).toBe(false);
    expect(currentStep(core.stores.flow.getSnapshot())).toBe('review');
    await core.actions.submitReview();
    const keys = tipsApi.calls.filter((c) => c.method === 'submitReview').map((c) => c.args[1]);
    expect(new Set(keys).size).toBe(2);
    expect(currentStep(core.stores.flow.getSnapshot())).toBe('success');
  });

  it('a reload on the review still names the paid tips', async () => {
    const fakes = await atPayment();
    await fakes.core.actions.pay();
    const paid = fakes.core.stores.payment.getSnapshot().paid;
    expect(paid?.tipUids.length).toBe(1);
    expect(paid?.total).toBe(1060);

    const reloaded = createTipping(fakes.deps);
    expect(await reloaded.actions.restore(parsePath('/U500/review'))).toBe(true);
    expect(currentStep(reloaded.stores.flow.getSnapshot())).toBe('review');
    reloaded.actions.setRating(3);
    await reloaded.actions.submitReview();
    const [request] = fakes.tipsApi.requestsOf('submitReview');
    expect(request).toMatchObject({ tipUids: paid?.tipUids, rating: 3 });
    expect(currentStep(reloaded.stores.flow.getSnapshot())).toBe('success');
  });
});
