import type { IntentBody } from '@tipwell/core/vocabulary';
import { HttpError, notFound } from '../../http/http-error';
import type { SandboxApp } from '../../http/sandbox-app';
import type { WireIntent } from '../../db/intents-repository';
import type { SandboxContext } from '../../sandbox-context';
import type { TipDraft } from './payment-request';
import { intentRoute } from './payment-schemas';

export interface IntentRef {
  readonly type: 0 | 1;
  readonly token: string;
}

/**
 * `{ intent }` (QR, type 0) or `{ scheduledPaymentIntentCode }` (pay later, type 1): the route's
 * schema lets exactly one of them through (its `oneOf` does not reach the type, hence the `?? ''`).
 */
export function intentRefOf(body: {
  readonly intent?: string;
  readonly scheduledPaymentIntentCode?: string;
}): IntentRef {
  return body.intent !== undefined
    ? { type: 0, token: body.intent }
    : { type: 1, token: body.scheduledPaymentIntentCode ?? '' };
}

export function intentAlreadyPaid(): HttpError {
  return new HttpError(409, 'INTENT_ALREADY_PAID', 'This tip has already been paid');
}

/** Throws 404 for an unknown intent and 409 for a paid one: the database knows, not a schema. */
export function requireOpenIntent(ctx: SandboxContext, ref: IntentRef): WireIntent {
  const intent = ctx.intents.find(ref.type, ref.token);
  if (!intent) throw notFound('Unknown intent');
  if (ctx.intents.isPaid(ref.type, ref.token)) throw intentAlreadyPaid();
  return intent;
}

/**
 * A payment for an intent names only the intent's location and the recipients it proposes, each
 * once: else 422 INTENT_MISMATCH (a $0.01 tip to someone else would otherwise settle the intent).
 */
export function requireIntentLines(intent: WireIntent, tips: readonly TipDraft[]): void {
  const seen = new Set<string>();
  tips.forEach((tip, index) => {
    const proposed = intent.tips.some((line) => line.userUid === tip.userUid);
    const once = tip.userUid !== null && !seen.has(tip.userUid);
    if (tip.locationUid !== intent.locationUid || !proposed || !once) {
      const at = `tips[${index}].userUid`;
      throw new HttpError(
        422,
        'INTENT_MISMATCH',
        `${at} must name a recipient of this intent, once, at its location`,
        at,
      );
    }
    seen.add(tip.userUid ?? '');
  });
}

export function registerPaymentIntentRoute(app: SandboxApp, ctx: SandboxContext): void {
  app.post<{ Body: IntentBody }>('/api/tips/v1/payments/intent', intentRoute, async (request) => {
    const ref = intentRefOf(request.body);
    requireOpenIntent(ctx, ref);
    return { data: ctx.intents.find(ref.type, ref.token) };
  });
}
