import { noteRequired } from '../../domain/hospitality';
import { message } from '../../domain/messages';
import { isValidRating } from '../../domain/validation';
import { reviewRequired } from '../../flow/review-required';
import type { IdGenerator } from '../../ports/id-generator';
import type { TipsApi } from '../../ports/tips-api';
import { currentStep } from '../../state/flow-store';
import type { LandingState } from '../../state/landing-store';
import type { PaymentState } from '../../state/payment-store';
import { INITIAL_REVIEW, type ReviewState } from '../../state/review-store';
import { createBusy, type BusyState } from '../../state/busy';
import { createStore, type Store } from '../../state/store';
import type { Transaction } from '../../state/transaction';
import type { AlertUnit } from '../alert/alert-unit';
import type { FlowUnit } from '../flow/flow-unit';
import type { ReviewActions } from '../unit-actions';

/** The review unit: the rating and note after a captured payment. It reads what was paid. */
export interface ReviewUnit {
  readonly store: Store<ReviewState>;
  /** Submit on its way, told as it begins. */
  readonly busy: Store<BusyState>;
  readonly actions: ReviewActions;
  reset(): void;
}

export function createReviewUnit(input: {
  readonly transaction: Transaction;
  readonly tipsApi: TipsApi;
  readonly ids: IdGenerator;
  readonly landing: Store<LandingState>;
  readonly payment: Store<PaymentState>;
  readonly flow: Pick<FlowUnit, 'store' | 'move'>;
  readonly alert: Pick<AlertUnit, 'show'>;
}): ReviewUnit {
  const { landing, flow } = input;
  const store = createStore(INITIAL_REVIEW, input.transaction);
  const busy = createBusy();
  const action = input.transaction.action;
  const actions: ReviewActions = {
    setRating: action((rating: number) => {
      if (isValidRating(rating)) store.set({ rating });
    }),
    setNote: action((note: string) => store.set({ note })),
    // Submit (enabled once rated): one idempotency key per press; failure → 'Oops'.
    submit: busy.around(
      action(async () => {
        const state = store.getSnapshot();
        if (state.submitting || state.rating === null) return;
        const pools = flow.store.getSnapshot().selections.pools;
        // A pool that requires a note (Concierge): the rating alone is not enough.
        if (noteRequired(landing.getSnapshot().payload, pools) && state.note.trim() === '') return;
        const tipUids = input.payment.getSnapshot().paid?.tipUids ?? [];
        store.set({ submitting: true });
        const result = await input.tipsApi.submitReview(
          { tipUids, rating: state.rating, comment: state.note.trim() },
          input.ids.next(),
        );
        store.set({ submitting: false });
        // One review per tip: a 409 means an earlier press was stored (its answer got lost), so the
        // guest's review is in and the flow goes on as after a success.
        const alreadyReviewed = !result.ok && result.error.serverCode === 'TIP_ALREADY_REVIEWED';
        if (!result.ok && !alreadyReviewed) {
          input.alert.show(message('review.failed.title'), message('review.failed.text'));
          return;
        }
        store.set({ sent: true });
        flow.move({ type: 'next' });
      }),
    ),
    // 'Skip': straight to the thank-you screen, unless a selected pool requires the review.
    skip: action(() => {
      const state = flow.store.getSnapshot();
      if (currentStep(state) !== 'review') return;
      const payload = landing.getSnapshot().payload;
      if (reviewRequired(payload, state.selections)) return;
      if (noteRequired(payload, state.selections.pools)) return;
      flow.move({ type: 'next' });
    }),
  };
  return { store, busy: busy.store, actions, reset: () => store.reset() };
}
