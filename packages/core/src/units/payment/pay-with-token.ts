import type { PaymentResponse } from '../../domain/entities';
import type { CapturedPart } from '../../state/payment-store';
import type { AppError } from '../../domain/errors';
import { message } from '../../domain/messages';
import { locationUidOf } from '../landing/tip-location';
import type { PaymentInside, Token } from './inside';
import { overPaymentLimit, partsToPay, selectedLines } from './payment-lines';
import { paymentFailed, paymentTooLarge } from './payment-failed';
import { handleResponse } from './payment-outcome';
import { requestFor } from './payment-request-for';
import { paymentSetsOff } from './sets-off';

/**
 * Pays the selected tips with a token (also the drop-in's own submit). Users and pools together are
 * two payments (pools first), each with its own idempotency key; a part already captured by an
 * earlier press is never paid again.
 */
export async function payWithToken(
  payment: PaymentInside,
  token: Token,
): Promise<PaymentResponse | null> {
  const { store, deps } = payment;
  const key = store.getSnapshot().idempotencyKey ?? deps.ids.next();
  paymentSetsOff(payment, key);
  const landing = payment.landing.getSnapshot();
  const processor = landing.processor;
  const tipState = payment.tips.getSnapshot();
  const locationUid = locationUidOf(landing, payment.flow.store.getSnapshot().selections);
  const lines = selectedLines(payment);
  if (
    !processor ||
    locationUid === null ||
    lines.length !== tipState.tips.length ||
    lines.length === 0
  ) {
    paymentFailed(payment, null);
    return null;
  }
  const parts = partsToPay(payment, lines);
  // The drop-in's own submit comes here without pay(): the same limit holds.
  if (overPaymentLimit(parts)) {
    paymentTooLarge(payment);
    return null;
  }
  for (const [index, part] of parts.entries()) {
    // Each part carries its own key in its return URL: the service finds the payment by it.
    const freshKey = index === 0 ? key : deps.ids.next();
    const fresh = requestFor(payment, part, token, { processor, locationUid, key: freshKey });
    if (!fresh) {
      paymentFailed(payment, null);
      return null;
    }
    const resumed = payment.unanswered.resumableAs(part.kind, fresh);
    const request = resumed?.request ?? fresh;
    const partKey = resumed?.key ?? freshKey;
    const result = await deps.tipsApi.pay(request, partKey);
    payment.unanswered.remember(
      !result.ok && outcomeUnknown(result.error)
        ? { kind: part.kind, request, key: partKey, token }
        : null,
    );
    if (!result.ok) {
      // The service's limit, should it be lower than the app's: the card is not to blame.
      if (result.error.serverCode === 'AMOUNT_OUT_OF_RANGE') paymentTooLarge(payment);
      else if (!refusedAsAsked(payment, result.error)) paymentFailed(payment, null);
      return null;
    }
    const response = result.value;
    if (response.status === 'captured' && index < parts.length - 1) {
      const done: CapturedPart = {
        kind: part.kind,
        reference: response.reference,
        tipUids: response.tips.map((tip) => tip.uid),
        total: response.amount,
      };
      store.set((state) => ({ captured: [...state.captured, done] }));
      continue;
    }
    handleResponse(payment, response);
    return response;
  }
  paymentFailed(payment, null);
  return null;
}

/**
 * The services' refusals of what was asked, not of the card (docs/service-contract.md): the tip
 * already paid by another payment, an amount or a recipient the rules do not allow. Each is said
 * in the guest's words; nothing was charged. False for any other failure.
 */
function refusedAsAsked(payment: PaymentInside, error: AppError): boolean {
  const text =
    error.code === 'intent_already_paid'
      ? message('intent.alreadyPaid')
      : error.serverCode === 'AMOUNT_MISMATCH'
        ? message('payment.amountMismatch.text')
        : error.serverCode === 'INTENT_MISMATCH'
          ? message('payment.intentMismatch.text')
          : null;
  if (text === null) return false;
  payment.store.set({ ongoing: false, failed: true, lastResponse: null });
  payment.alert.show(message('payment.failed.title'), text);
  return true;
}

/**
 * True when a failed request may still have been processed: nothing came back that the server
 * refused it (a 4xx other than 408/429 is a refusal; the request was not processed).
 */
function outcomeUnknown(error: AppError): boolean {
  if (error.code === 'network' || error.code === 'timeout' || error.code === 'malformed')
    return true;
  return (
    error.code === 'http' && (error.status >= 500 || error.status === 408 || error.status === 429)
  );
}
