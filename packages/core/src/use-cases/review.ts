import { noteRequired } from '../domain/hospitality';
import { message } from '../domain/messages';
import { isValidRating } from '../domain/validation';
import { reviewRequired } from '../flow/review-required';
import { currentStep } from '../state/flow-store';
import { move, showAlert, type CoreContext } from './context';

export function setRating(context: CoreContext, rating: number): void {
  if (isValidRating(rating)) context.stores.review.set({ rating });
}

export function setNote(context: CoreContext, note: string): void {
  context.stores.review.set({ note });
}

/** Submit (enabled once rated): one idempotency key per press; failure → 'Oops'. */
export async function submitReview(context: CoreContext): Promise<void> {
  const { review, payment } = context.stores;
  const state = review.getSnapshot();
  if (state.submitting || state.rating === null) return;
  const { landing, flow } = context.stores;
  const pools = flow.getSnapshot().selections.pools;
  // A pool that requires a note (Concierge): the rating alone is not enough.
  if (noteRequired(landing.getSnapshot().payload, pools) && state.note.trim() === '') return;
  const tipUids = payment.getSnapshot().paid?.tipUids ?? [];
  review.set({ submitting: true });
  const result = await context.deps.tipsApi.submitReview(
    { tipUids, rating: state.rating, comment: state.note.trim() },
    context.deps.ids.next(),
  );
  review.set({ submitting: false });
  // One review per tip: a 409 means an earlier press was stored (its answer got lost), so the
  // guest's review is in and the flow goes on as after a success.
  const alreadyReviewed = !result.ok && result.error.serverCode === 'TIP_ALREADY_REVIEWED';
  if (!result.ok && !alreadyReviewed) {
    showAlert(context, message('review.failed.title'), message('review.failed.text'));
    return;
  }
  move(context, { type: 'next' });
}

/** 'Skip': straight to the thank-you screen, unless a selected pool requires the review. */
export function skipReview(context: CoreContext): void {
  const { landing, flow } = context.stores;
  const state = flow.getSnapshot();
  if (currentStep(state) !== 'review') return;
  if (reviewRequired(landing.getSnapshot().payload, state.selections)) return;
  if (noteRequired(landing.getSnapshot().payload, state.selections.pools)) return;
  move(context, { type: 'next' });
}
