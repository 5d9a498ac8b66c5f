import type { FastifyInstance } from 'fastify';
import { asObject, optionalString, requireString } from '../../http/fields';
import { HttpError, notFound, validationFailed } from '../../http/http-error';
import type { SandboxContext } from '../../sandbox-context';
import { intentRoute } from './payment-schemas';

/** `{ deviceId, intent }` (QR, type 0) or `{ deviceId, scheduledPaymentIntentCode }` (pay later, type 1). */
export function readIntentRef(body: Readonly<Record<string, unknown>>): {
  type: 0 | 1;
  token: string;
} {
  const intent = optionalString(body, 'intent', 200);
  const scheduled = optionalString(body, 'scheduledPaymentIntentCode', 200);
  if ((intent === null) === (scheduled === null)) {
    throw validationFailed('intent', 'Send exactly one of intent or scheduledPaymentIntentCode');
  }
  return intent !== null ? { type: 0, token: intent } : { type: 1, token: scheduled ?? '' };
}

/** Throws 404 for an unknown intent and 409 for a paid one. */
export function requireOpenIntent(ctx: SandboxContext, ref: { type: 0 | 1; token: string }): void {
  if (!ctx.intents.find(ref.type, ref.token)) throw notFound(`Unknown intent ${ref.token}`);
  if (ctx.intents.isPaid(ref.type, ref.token)) {
    throw new HttpError(409, 'INTENT_ALREADY_PAID', 'This tip has already been paid');
  }
}

export function registerPaymentIntentRoute(app: FastifyInstance, ctx: SandboxContext): void {
  app.post('/api/tips/v1/payments/intent', intentRoute, async (request) => {
    const body = asObject(request.body, 'body');
    requireString(body, 'deviceId', 500);
    const ref = readIntentRef(body);
    requireOpenIntent(ctx, ref);
    return { data: ctx.intents.find(ref.type, ref.token) };
  });
}
