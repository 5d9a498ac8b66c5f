import type { DetailsBody } from '@tipwell/core/vocabulary';
import { HttpError, notFound } from '../../http/http-error';
import { runIdempotent } from '../../http/idempotency';
import type { SandboxApp } from '../../http/sandbox-app';
import type { SandboxContext } from '../../sandbox-context';
import { type Keyed, detailsRoute } from './payment-schemas';
import { intentAlreadyPaid } from './payment-intent';
import { toWirePayment } from './process-payment';

/**
 * POST v3 /payments/web/details: after the 3-D Secure page, the redirectResult it handed out
 * settles the payment (captured or failed). A payment that is already settled is answered as is.
 * `reference` is the payment's reference or the idempotency key of the press that made it.
 * Left to the handler: which payment the reference names (the database), and whether the
 * redirectResult is the one the 3-D Secure page handed to that payment (its own record), and
 * whether its intent was paid by another payment meanwhile (409 INTENT_ALREADY_PAID).
 */
export function registerPaymentDetailsRoute(app: SandboxApp, ctx: SandboxContext): void {
  app.post<Keyed<DetailsBody>>(
    '/api/tips/v3/payments/web/details',
    detailsRoute,
    async (request, reply) =>
      runIdempotent(ctx, request, reply, 'payments/web/details', () => {
        const given = request.body.reference;
        const payment = ctx.payments.findByReferenceOrKey(given);
        if (!payment) throw notFound('Unknown payment');
        const reference = payment.reference;
        const intent = ctx.payments.intentOf(reference);
        const paidElsewhere = intent !== null && ctx.intents.isPaid(intent.type, intent.token);
        // Cancelled by a newer payment for its intent (or its intent paid meanwhile): the tip was
        // paid by that one, and this completion captures nothing.
        const open = payment.status === 'verifying' || payment.status === 'cancelled';
        if (open && paidElsewhere) throw intentAlreadyPaid();
        if (payment.status !== 'verifying') return { status: 200, body: toWirePayment(payment) };
        const { redirectResult } = request.body.details;
        if (payment.challengeResult === null || redirectResult !== payment.challengeResult) {
          throw new HttpError(
            422,
            'DETAILS_INVALID',
            'details.redirectResult does not match this payment',
            'details.redirectResult',
          );
        }
        if (payment.challengeOutcome === 'complete') {
          ctx.payments.settle(reference, 'captured', 'Authorised', null, ctx.now());
        } else {
          ctx.payments.settle(reference, 'failed', 'Refused', 'authentication_failed', ctx.now());
        }
        const settled = ctx.payments.find(reference);
        if (!settled) throw new Error(`Payment ${reference} vanished`);
        return { status: 200, body: toWirePayment(settled) };
      }),
  );
}
