import { setNote, setRating, skipReview, submitReview } from './review';
import type { CoreContext } from './context';
import type { TippingActions } from './tipping-core.types';

/** The review unit. */
export function reviewActions(
  context: CoreContext,
): Pick<TippingActions, 'setRating' | 'setNote' | 'submitReview' | 'skipReview'> {
  return {
    setRating: (rating) => setRating(context, rating),
    setNote: (note) => setNote(context, note),
    submitReview: () => submitReview(context),
    skipReview: () => skipReview(context),
  };
}
