import type { PaymentResponse, Processor } from '../domain/entities';
import type { PaymentRequest } from '../domain/payment-request.types';
import type { CapturedPart, PaidSummary } from '../state/payment-store';
import { message } from '../domain/messages';
import { refusalText } from '../domain/refusal';
import { toMinorUnits } from '../domain/money';
import { PAYMENT_MAX, exceedsPaymentLimit } from '../domain/payment-limit';
import { buildPaymentRequest, type PaymentTip } from '../domain/payment-request';
import { validateShopperEmail } from '../domain/validation';
import type { TokenizeResult } from '../ports/payment-gateway';
import {
  locationUidOf,
  move,
  outcomeUnknown,
  showAlert,
  unmountWidget,
  type CoreContext,
} from './context';
import {
  amountDue,
  isCapturedTip,
  partialNames,
  paymentParts,
  recipientNames,
  type PaymentPart,
} from './payment-parts';
import { forgetPersonalData } from './forget-personal-data';
import { saveRedirectRecord } from './redirect-record';
import { returnUrlFor } from './return-url';

type Token = Extract<TokenizeResult, { status: 'ok' }>;

export function setShopperEmail(context: CoreContext, email: string): void {
  context.stores.payment.set({ shopperEmail: email, emailError: null });
}

/**
 * 'Payment Failed'. When another part of the same press was captured, the guest is told whose tips
 * went through and whose did not: 'Try again' pays only the latter.
 */
function paymentFailed(context: CoreContext, response: PaymentResponse | null): void {
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
function paymentTooLarge(context: CoreContext): void {
  context.stores.payment.set({ ongoing: false });
  const amount = { tipCents: PAYMENT_MAX };
  showAlert(context, message('payment.limit.title'), message('payment.limit.text', { amount }));
}

/** The selected tips as payment lines; shorter than the selection while a fee is missing. */
function selectedLines(context: CoreContext): PaymentTip[] {
  const tipState = context.stores.tips.getSnapshot();
  const lines: PaymentTip[] = [];
  tipState.tips.forEach((tip, index) => {
    const fee = tipState.fees[index];
    if (fee)
      lines.push({ kind: tip.recipient.kind, uid: tip.recipient.uid, level: tip.level, fee });
  });
  return lines;
}

/** The parts of this press still to pay (a part captured by an earlier press is done). */
function partsToPay(context: CoreContext, lines: readonly PaymentTip[]): PaymentPart[] {
  const captured = context.stores.payment.getSnapshot().captured;
  return paymentParts(lines).filter((part) => !isCapturedTip(part, captured));
}

function overPaymentLimit(parts: readonly PaymentPart[]): boolean {
  return exceedsPaymentLimit(parts.map((part) => part.tips.map((tip) => tip.fee.total)));
}

function noToken(context: CoreContext): void {
  context.stores.payment.set({ ongoing: false });
  showAlert(context, message('payment.noToken'), null);
}

/** The Pay button: validates the e-mail, asks the widget for a token, then pays with a new key. */
export async function pay(context: CoreContext): Promise<void> {
  const { payment } = context.stores;
  const state = payment.getSnapshot();
  if (state.ongoing) return;
  const emailError = validateShopperEmail(state.shopperEmail);
  if (emailError) {
    payment.set({ emailError });
    return;
  }
  // Before the card is asked for: a payment the service would refuse is not attempted.
  if (overPaymentLimit(partsToPay(context, selectedLines(context)))) {
    paymentTooLarge(context);
    return;
  }
  const unanswered = context.unanswered.payment;
  if (unanswered) {
    // The last press got no answer: send the same request again (same body, same key).
    payment.set({ ongoing: true, failed: false, idempotencyKey: unanswered.key });
    await payWithToken(context, unanswered.token);
    return;
  }
  const widget = context.widget.mounted;
  if (!widget) return noToken(context);
  payment.set({ ongoing: true, failed: false, idempotencyKey: context.deps.ids.next() });
  let token: TokenizeResult;
  try {
    token = await widget.tokenize();
  } catch (error) {
    console.error('tokenize failed', error);
    return noToken(context);
  }
  if (token.status === 'cancel' || token.status === 'invalid') {
    payment.set({ ongoing: false });
    return;
  }
  if (token.status === 'error') return noToken(context);
  await payWithToken(context, token);
}

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
    const resumed = resumable(context, part, fresh);
    const request = resumed?.request ?? fresh;
    const partKey = resumed?.key ?? freshKey;
    const result = await context.deps.tipsApi.pay(request, partKey);
    context.unanswered.payment =
      !result.ok && outcomeUnknown(result.error)
        ? { kind: part.kind, request, key: partKey, token }
        : null;
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

/** The unanswered request of this part, if the tips it pays are still the same. */
function resumable(
  context: CoreContext,
  part: PaymentPart,
  fresh: PaymentRequest,
): { readonly request: PaymentRequest; readonly key: string } | null {
  const unanswered = context.unanswered.payment;
  if (!unanswered || unanswered.kind !== part.kind) return null;
  const same = JSON.stringify(unanswered.request.tips) === JSON.stringify(fresh.tips);
  return same ? unanswered : null;
}

function requestFor(
  context: CoreContext,
  part: PaymentPart,
  token: Token,
  where: { readonly processor: Processor; readonly locationUid: string; readonly key: string },
): PaymentRequest | null {
  const params = context.stores.landing.getSnapshot().intentParams;
  try {
    return buildPaymentRequest({
      processor: where.processor,
      locationUid: where.locationUid,
      tips: part.tips,
      guest: context.stores.flow.getSnapshot().selections,
      intent: params
        ? {
            type: params.type,
            token: params.intent,
            deviceId: context.deps.fingerprint.current().id,
          }
        : null,
      token,
      shopperEmail: context.stores.payment.getSnapshot().shopperEmail.trim(),
      returnUrl: returnUrlFor(context, where.key),
      deviceTime: new Date(context.deps.clock.now()).toISOString(),
    });
  } catch (error) {
    console.error('payment request', error);
    return null;
  }
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

/** Additional details from the widget (3-D Secure): a new key per submission. */
export async function submitDetails(
  context: CoreContext,
  details: Readonly<Record<string, unknown>>,
): Promise<PaymentResponse | null> {
  const reference = context.stores.payment.getSnapshot().reference;
  if (reference === null) return null;
  const result = await context.deps.tipsApi.paymentDetails(
    { reference, details },
    context.deps.ids.next(),
  );
  if (!result.ok) {
    context.stores.payment.set({ ongoing: false });
    context.stores.flow.set({ steps: ['error-external'], index: 0, subStep: 0 });
    return null;
  }
  if (result.value.status === 'failed') {
    context.stores.payment.set({ ongoing: false, lastResponse: result.value });
    context.stores.flow.set({ steps: ['error-external'], index: 0, subStep: 0 });
    return result.value;
  }
  handleResponse(context, result.value);
  return result.value;
}

/**
 * The summary a captured response leaves: the references and tips of every part of the press (an
 * earlier captured part first), and the total the service answered as captured. The tips on screen
 * are not asked: after a redirect return they are not even loaded.
 */
export function paidSummaryOf(
  context: CoreContext,
  response: PaymentResponse,
  recipients: readonly string[],
): PaidSummary {
  const captured = context.stores.payment.getSnapshot().captured;
  const references = [...captured.map((part) => part.reference), response.reference];
  return {
    reference: references[0] ?? response.reference,
    references,
    tipUids: [...captured.flatMap((part) => part.tipUids), ...response.tips.map((tip) => tip.uid)],
    total: captured.reduce((sum, part) => sum + part.total, response.amount),
    recipients,
  };
}

/** The names of the recipients of the selected tips, as the payment rows show them. */
export function tippedNames(context: CoreContext): string[] {
  return recipientNames(context.stores.landing.getSnapshot(), context.stores.tips.getSnapshot());
}

/** What the widget charges: the total still due (a captured part is not charged again). */
export function widgetAmount(context: CoreContext): number {
  const { tips, payment } = context.stores;
  return toMinorUnits(amountDue(tips.getSnapshot(), payment.getSnapshot().captured));
}
