import type { PaymentResponse } from '../domain/entities';
import { message } from '../domain/messages';
import { PAYMENT_MAX } from '../domain/payment-limit';
import { refusalText } from '../domain/refusal';
import { move, showAlert, unmountWidget, type CoreContext } from './context';
import { forgetPersonalData } from './forget-personal-data';
import { paidSummaryOf, tippedNames } from './paid-summary';
import { partialNames } from './payment-parts';
import { saveRedirectRecord } from './redirect-record';

/**
 * 'Payment Failed'. When another part of the same press was captured, the guest is told whose tips
 * went through and whose did not: 'Try again' pays only the latter.
 */
export function paymentFailed(context: CoreContext, response: PaymentResponse | null): void {
  const { payment, landing, tips } = context.stores;
  payment.set({ ongoing: false, failed: true, lastResponse: response });
  const captured = payment.getSnapshot().captured;
  if (captured.length === 0) {
    showAlert(context, message('payment.failed.title'), message(refusalText(response)));
    return;
  }
  const names = partialNames(landing.getSnapshot().payload, tips.getSnapshot(), captured);
  showAlert(context, message('payment.failed.title'), message('payment.partial.text', names));
}

/** 'Tip limit': the tips service carries at most $25,000 per payment; nothing was charged. */
export function paymentTooLarge(context: CoreContext): void {
  context.stores.payment.set({ ongoing: false });
  const amount = { tipCents: PAYMENT_MAX };
  showAlert(context, message('payment.limit.title'), message('payment.limit.text', { amount }));
}

/** Captured: personal data dropped, next screen. A provider action: back to the widget. Anything else: 'Payment Failed'. */
export function handleResponse(context: CoreContext, response: PaymentResponse): void {
  const { payment } = context.stores;
  const action = response.processorResponse?.action ?? null;
  if (response.status === 'captured') {
    payment.set({
      ongoing: false,
      failed: false,
      lastResponse: response,
      reference: response.reference,
      idempotencyKey: null,
      paid: paidSummaryOf(context, response, tippedNames(context)),
      captured: [],
    });
    unmountWidget(context);
    forgetPersonalData(context);
    move(context, { type: 'next' });
    return;
  }
  if (action && (response.status === 'verifying' || response.status === 'created')) {
    payment.set({ lastResponse: response, reference: response.reference });
    saveRedirectRecord(context, response.reference, tippedNames(context));
    context.widget.mounted?.handleAction(action);
    return;
  }
  payment.set({ idempotencyKey: null, reference: response.reference });
  paymentFailed(context, response);
}
