import type { PaymentResponse } from '../../domain/entities';
import type { PaymentInside } from './inside';
import { paidSummaryOf, tippedNames } from './paid-summary';
import { paymentFailed } from './payment-failed';
import { saveRedirectRecord } from './redirect-carried';
import { forgetPersonalData, unmountWidget } from './unmount';

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
