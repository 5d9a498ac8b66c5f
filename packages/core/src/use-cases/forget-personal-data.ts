import type { CoreContext } from './context';

/**
 * Once the press is captured, the shopper e-mail and the guest's room numbers and last names are not
 * needed any more (review and success use only the paid summary, the code and the steps): they are
 * dropped from the stores, so the persisted session record no longer holds them either.
 */
export function forgetPersonalData(context: CoreContext): void {
  const { payment, flow } = context.stores;
  const state = payment.getSnapshot();
  if (state.shopperEmail !== '' || state.emailError !== null) {
    payment.set({ shopperEmail: '', emailError: null });
  }
  const { selections } = flow.getSnapshot();
  if (selections.roomNumbers.length > 0 || selections.lastNames.length > 0) {
    flow.set({ selections: { ...selections, roomNumbers: [], lastNames: [] } });
  }
}
