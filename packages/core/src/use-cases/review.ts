import { message } from '../domain/messages';
import { isValidRating } from '../domain/validation';
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
  const tipUids = payment.getSnapshot().paid?.tipUids ?? [];
  review.set({ submitting: true });
  const result = await context.deps.tipsApi.submitReview(
    { tipUids, rating: state.rating, comment: state.note.trim() },
    context.deps.ids.next(),
  );
  review.set({ submitting: false });
  if (!result.ok) {
    showAlert(context, message('review.failed.title'), message('review.failed.text'));
    return;
  }
  move(context, { type: 'next' });
}
