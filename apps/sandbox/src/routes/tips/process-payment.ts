import { toWireMoney } from '@tipwell/core';
import type { StoredPayment, PaymentKind } from '../../db/payments-repository';
import { HttpError } from '../../http/http-error';
import type { Outcome } from '../../http/idempotency';
import { type CardOutcome, cardOutcome } from '../../processor/card-outcome';
import type { SandboxContext } from '../../sandbox-context';
import type { PaymentCommon, TipDraft } from './payment-request';

export interface PaymentDraft {
  readonly kind: PaymentKind;
  readonly common: PaymentCommon;
  readonly tips: readonly TipDraft[];
  readonly deviceId: string | null;
  readonly intent: { readonly type: 0 | 1; readonly token: string } | null;
  readonly postalCode: string | null;
}

/** The contract's Payment. */
export interface WirePayment {
  status: string;
  reference: string;
  amount: string;
  tips: { uid: string }[];
  processorResponse: {
    resultCode: string | null;
    refusalReason: string | null;
    refusalReasonCode: string | null;
    action: Record<string, unknown> | null;
    order: null;
    donationToken: null;
  } | null;
}

export function threeDsUrl(reference: string, returnUrl: string | null): string {
  return `/sandbox-provider/3ds/${encodeURIComponent(reference)}?returnUrl=${encodeURIComponent(returnUrl ?? '/external')}`;
}

/**
 * A failed payment's refusal in Adyen's words (refusalReason, refusalReasonCode): the app tells
 * insufficient funds apart from a plain refusal by the code.
 */
const REFUSALS: Readonly<Record<string, { reason: string; code: string }>> = {
  refused: { reason: 'Refused', code: '2' },
  insufficient_funds: { reason: 'Not enough balance', code: '12' },
  authentication_failed: { reason: '3D Not Authenticated', code: '11' },
};

export function toWirePayment(payment: StoredPayment): { data: WirePayment } {
  const action =
    payment.status === 'verifying'
      ? { type: 'redirect', method: 'GET', url: threeDsUrl(payment.reference, payment.returnUrl) }
      : null;
  const refusal = payment.status === 'failed' ? REFUSALS[payment.failureReason ?? 'refused'] : null;
  return {
    data: {
      status: payment.status,
      reference: payment.reference,
      amount: toWireMoney(payment.totalCents),
      tips: payment.tipUids.map((uid) => ({ uid })),
      processorResponse: {
        resultCode: payment.resultCode,
        refusalReason: refusal?.reason ?? null,
        refusalReasonCode: refusal?.code ?? null,
        action,
        order: null,
        donationToken: null,
      },
    },
  };
}

/** The card behind the source: a sandbox token names one; other providers' sources are captured. */
function resolveCard(
  ctx: SandboxContext,
  common: PaymentCommon,
): { last4: string | null; brand: string | null; outcome: CardOutcome } {
  if (common.processor !== 'sandbox')
    return { last4: null, brand: null, outcome: cardOutcome(null) };
  const card = typeof common.source === 'string' ? ctx.vault.card(common.source) : null;
  if (!card)
    throw new HttpError(
      422,
      'SOURCE_INVALID',
      'Unknown card token: tokenise the card again',
      'source',
    );
  return { last4: card.last4, brand: card.brand, outcome: cardOutcome(card.number) };
}

/** Decides and stores one payment with its tips. Runs inside the idempotency transaction. */
export function processPayment(ctx: SandboxContext, draft: PaymentDraft, key: string): Outcome {
  const card = resolveCard(ctx, draft.common);
  const reference = ctx.newId('pay');
  const { outcome } = card;
  if (draft.intent) ctx.payments.cancelVerifying(draft.intent.type, draft.intent.token, ctx.now());
  ctx.payments.insert(
    {
      reference,
      kind: draft.kind,
      processor: draft.common.processor,
      status: outcome.status,
      totalCents: draft.tips.reduce((sum, tip) => sum + tip.amountCents, 0),
      idempotencyKey: key,
      last4: card.last4,
      brand: card.brand,
      failureReason: outcome.status === 'failed' ? outcome.reason : null,
      shopperEmail: draft.common.shopperEmail,
      nameOnCard: draft.common.nameOnCard,
      deviceId: draft.deviceId,
      intentType: draft.intent?.type ?? null,
      intentToken: draft.intent?.token ?? null,
      postalCode: draft.postalCode,
      returnUrl: draft.common.returnUrl,
      resultCode: outcome.resultCode,
      tips: draft.tips.map((tip) => ({ ...tip, uid: ctx.newId('tip') })),
    },
    ctx.now(),
  );
  const stored = ctx.payments.find(reference);
  if (!stored) throw new Error(`Payment ${reference} vanished`);
  return { status: 200, body: toWirePayment(stored) };
}
