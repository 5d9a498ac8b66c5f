import type { PaymentResponse } from '../domain/entities';
import type { CapturedPart } from '../state/payment-store';
import { locationUidOf, outcomeUnknown, type CoreContext } from './context';
import { overPaymentLimit, partsToPay, selectedLines } from './payment-lines';
import { handleResponse, paymentFailed, paymentTooLarge } from './payment-outcome';
import { requestFor, type Token } from './payment-request-for';

/**
 * Pays the selected tips with a token (also the drop-in's own submit). Users and pools together are
 * two payments (pools first), each with its own idempotency key; a part already captured by an
 * earlier press is never paid again.
 */
export async function payWithToken(
  context: CoreContext,
  token: Token,
): Promise<PaymentResponse | null> {
  const { payment, landing, tips } = context.stores;
  const key = payment.getSnapshot().idempotencyKey ?? context.deps.ids.next();
  payment.set({ ongoing: true, failed: false, idempotencyKey: key });
  const processor = landing.getSnapshot().processor;
  const tipState = tips.getSnapshot();
  const locationUid = locationUidOf(context);
  const lines = selectedLines(context);
  if (
    !processor ||
    locationUid === null ||
    lines.length !== tipState.tips.length ||
    lines.length === 0
  ) {
    paymentFailed(context, null);
    return null;
  }
  const parts = partsToPay(context, lines);
  // The drop-in's own submit comes here without pay(): the same limit holds.
  if (overPaymentLimit(parts)) {
    paymentTooLarge(context);
    return null;
  }
  for (const [index, part] of parts.entries()) {
    // Each part carries its own key in its return URL: the service finds the payment by it.
    const freshKey = index === 0 ? key : context.deps.ids.next();
    const fresh = requestFor(context, part, token, { processor, locationUid, key: freshKey });
    if (!fresh) {
      paymentFailed(context, null);
      return null;
    }
    const resumed = context.unanswered.resumableAs(part.kind, fresh);
    const request = resumed?.request ?? fresh;
    const partKey = resumed?.key ?? freshKey;
    const result = await context.deps.tipsApi.pay(request, partKey);
    context.unanswered.remember(
      !result.ok && outcomeUnknown(result.error)
        ? { kind: part.kind, request, key: partKey, token }
        : null,
    );
    if (!result.ok) {
      // The service's limit, should it be lower than the app's: the card is not to blame.
      if (result.error.serverCode === 'AMOUNT_OUT_OF_RANGE') paymentTooLarge(context);
      else paymentFailed(context, null);
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
      payment.set((state) => ({ captured: [...state.captured, done] }));
      continue;
    }
    handleResponse(context, response);
    return response;
  }
  paymentFailed(context, null);
  return null;
}
