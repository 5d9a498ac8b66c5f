import type { PaymentResponse } from '../../domain/entities';
import { message } from '../../domain/messages';
import { PAYMENT_MAX } from '../../domain/payment-limit';
import { refusalText } from '../../domain/refusal';
import type { PaymentInside } from './inside';
import { partialNames } from './payment-parts';

// How a press of Pay fails. Loaded with the landing: a press whose code after the landing did not
// arrive fails here too (docs/decisions/0028).

/**
 * 'Payment Failed'. When another part of the same press was captured, the guest is told whose tips
 * went through and whose did not: 'Try again' pays only the latter.
 */
export function paymentFailed(payment: PaymentInside, response: PaymentResponse | null): void {
  const { store, alert } = payment;
  store.set({ ongoing: false, failed: true, lastResponse: response });
  const captured = store.getSnapshot().captured;
  if (captured.length === 0) {
    alert.show(message('payment.failed.title'), message(refusalText(response)));
    return;
  }
  const names = partialNames(
    payment.landing.getSnapshot().payload,
    payment.tips.getSnapshot(),
    captured,
  );
  alert.show(message('payment.failed.title'), message('payment.partial.text', names));
}

/** 'Tip limit': the tips service carries at most $25,000 per payment; nothing was charged. */
export function paymentTooLarge(payment: PaymentInside): void {
  payment.store.set({ ongoing: false });
  const amount = { tipCents: PAYMENT_MAX };
  payment.alert.show(message('payment.limit.title'), message('payment.limit.text', { amount }));
}
