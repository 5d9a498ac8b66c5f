import { describe, expect, it } from 'vitest';
import { currentStep } from '../state/flow-store';
import { atPayment } from './test-support';

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
});
