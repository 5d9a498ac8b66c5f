import { HttpError, notFound } from '../../http/http-error';
import type { SandboxApp } from '../../http/sandbox-app';
import type { SandboxContext } from '../../sandbox-context';
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

/** Throws 404 for an unknown intent and 409 for a paid one: the database knows, not a schema. */
export function requireOpenIntent(ctx: SandboxContext, ref: IntentRef): void {
  if (!ctx.intents.find(ref.type, ref.token)) throw notFound(`Unknown intent ${ref.token}`);
  if (ctx.intents.isPaid(ref.type, ref.token)) {
    throw new HttpError(409, 'INTENT_ALREADY_PAID', 'This tip has already been paid');
  }
}

export function registerPaymentIntentRoute(app: SandboxApp, ctx: SandboxContext): void {
  app.post('/api/tips/v1/payments/intent', intentRoute, async (request) => {
    const ref = intentRefOf(request.body);
    requireOpenIntent(ctx, ref);
    return { data: ctx.intents.find(ref.type, ref.token) };
  });
}
