import { errorFields } from '../../ports/logger';
import type { PaymentInside } from './inside';

/** Removes the widget (a new generation: a late answer of the old mount is dropped). */
export function unmountWidget(payment: PaymentInside): void {
  const mounted = payment.widget.clear();
  if (mounted) {
    try {
      mounted.unmount();
    } catch (error) {
      payment.deps.logger.warn('widget unmount failed', errorFields(error));
    }
  }
  payment.store.set({ widgetStatus: 'idle' });
}

/**
 * Once the press is captured, the shopper e-mail and the guest's room numbers and last names are not
 * needed any more (review and success use only the paid summary, the code and the steps): they are
 * dropped from the stores, so the persisted session record no longer holds them either.
 */
export function forgetPersonalData(payment: PaymentInside): void {
  const state = payment.store.getSnapshot();
  if (state.shopperEmail !== '' || state.emailError !== null) {
    payment.store.set({ shopperEmail: '', emailError: null });
  }
  payment.flow.forgetGuestDetails();
}
