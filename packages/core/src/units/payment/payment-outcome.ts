import type { PaymentResponse } from '../../domain/entities';
import { message } from '../../domain/messages';
import { PAYMENT_MAX } from '../../domain/payment-limit';
import { refusalText } from '../../domain/refusal';
import type { PaymentInside } from './inside';
import { paidSummaryOf, tippedNames } from './paid-summary';
import { partialNames } from './payment-parts';
import { saveRedirectRecord } from './redirect-record';
import { forgetPersonalData, unmountWidget } from './unmount';

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

/** Captured: personal data dropped, next screen. A provider action: back to the widget. Anything else: 'Payment Failed'. */
export function handleResponse(payment: PaymentInside, response: PaymentResponse): void {
  const { store } = payment;
  const action = response.processorResponse?.action ?? null;
  if (response.status === 'captured') {
    store.set({
      ongoing: false,
      failed: false,
      lastResponse: response,
      reference: response.reference,
      idempotencyKey: null,
      paid: paidSummaryOf(store.getSnapshot().captured, response, tippedNames(payment)),
      captured: [],
    });
    unmountWidget(payment);
    forgetPersonalData(payment);
    payment.flow.move({ type: 'next' });
    return;
  }
  if (action && (response.status === 'verifying' || response.status === 'created')) {
    store.set({ lastResponse: response, reference: response.reference });
    saveRedirectRecord(payment, response.reference, tippedNames(payment));
    payment.widget.mounted?.handleAction(action);
    return;
  }
  store.set({ idempotencyKey: null, reference: response.reference });
  paymentFailed(payment, response);
}
