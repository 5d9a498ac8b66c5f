import type { PaymentResponse } from '../domain/entities';
import type { PaidSummary } from '../state/payment-store';
import { message } from '../domain/messages';
import { toMinorUnits } from '../domain/money';
import { buildPaymentRequest, type PaymentTip } from '../domain/payment-request';
import { validateShopperEmail } from '../domain/validation';
import type { TokenizeResult } from '../ports/payment-gateway';
import { locationUidOf, move, showAlert, unmountWidget, type CoreContext } from './context';
import { saveRedirectRecord } from './redirect-record';
import { returnUrlFor } from './return-url';

type Token = Extract<TokenizeResult, { status: 'ok' }>;

export function setShopperEmail(context: CoreContext, email: string): void {
  context.stores.payment.set({ shopperEmail: email, emailError: null });
}

function paymentFailed(context: CoreContext, response: PaymentResponse | null): void {
  context.stores.payment.set({ ongoing: false, failed: true, lastResponse: response });
  showAlert(context, message('payment.failed.title'), message('payment.failed.text'));
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

/** Pays the selected tips with a token (also the drop-in's own submit). */
export async function payWithToken(
  context: CoreContext,
  token: Token,
): Promise<PaymentResponse | null> {
  const { payment, landing, tips, flow } = context.stores;
  const key = payment.getSnapshot().idempotencyKey ?? context.deps.ids.next();
  payment.set({ ongoing: true, failed: false, idempotencyKey: key });
  const data = landing.getSnapshot();
  const tipState = tips.getSnapshot();
  const locationUid = locationUidOf(context);
  const lines: PaymentTip[] = [];
  tipState.tips.forEach((tip, index) => {
    const fee = tipState.fees[index];
    if (fee)
      lines.push({ kind: tip.recipient.kind, uid: tip.recipient.uid, level: tip.level, fee });
  });
  if (
    !data.processor ||
    locationUid === null ||
    lines.length !== tipState.tips.length ||
    lines.length === 0
  ) {
    paymentFailed(context, null);
    return null;
  }
  let request;
  try {
    const params = data.intentParams;
    request = buildPaymentRequest({
      processor: data.processor,
      locationUid,
      tips: lines,
      guest: flow.getSnapshot().selections,
      intent: params
        ? {
            type: params.type,
            token: params.intent,
            deviceId: context.deps.fingerprint.current().id,
          }
        : null,
      token,
      shopperEmail: payment.getSnapshot().shopperEmail.trim(),
      returnUrl: returnUrlFor(context),
      deviceTime: new Date(context.deps.clock.now()).toISOString(),
    });
  } catch (error) {
    console.error('payment request', error);
    paymentFailed(context, null);
    return null;
  }
  const result = await context.deps.tipsApi.pay(request, key);
  if (!result.ok) {
    paymentFailed(context, null);
    return null;
  }
  handleResponse(context, result.value);
  return result.value;
}

/** Captured: next screen. A provider action: back to the widget. Anything else: 'Payment Failed'. */
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
      paid: paidSummaryOf(context, response),
    });
    unmountWidget(context);
    move(context, { type: 'next' });
    return;
  }
  if (action && (response.status === 'verifying' || response.status === 'created')) {
    payment.set({ lastResponse: response, reference: response.reference });
    saveRedirectRecord(context, response.reference);
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

/** The summary a captured response leaves: its reference, its tips, and the total charged. */
export function paidSummaryOf(context: CoreContext, response: PaymentResponse): PaidSummary {
  return {
    reference: response.reference,
    tipUids: response.tips.map((tip) => tip.uid),
    total: context.stores.tips.getSnapshot().totals.total,
  };
}

export function widgetAmount(context: CoreContext): number {
  return toMinorUnits(context.stores.tips.getSnapshot().totals.total);
}
