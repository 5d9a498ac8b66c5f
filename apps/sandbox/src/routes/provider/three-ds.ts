import type { FastifyReply } from 'fastify';
import { idParams, object } from '../../http/request-schemas';
import type { SandboxApp } from '../../http/sandbox-app';
import { requestOrigin, sameOriginPath, withQueryParameter } from '../../http/same-origin';
import type { SandboxContext } from '../../sandbox-context';
import {
  THREE_DS_RETURN_SCRIPT,
  THREE_DS_RETURN_SCRIPT_PATH,
  answeredPage,
  challengePage,
  messagePage,
} from './three-ds-page';

function html(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply
    .status(status)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(body);
}

/**
 * GET shows the challenge; POST (a button) records the answer and sends the guest back (a 303, or
 * for the page's script, which asks for JSON, `{ returnTo }` to replace the page with). The
 * schemas bound the fields; the handlers refuse, as HTML pages for the browser, a return address
 * off this request's origin, a payment the database does not know or has settled, and an outcome
 * other than the page's two buttons (a schema failure would answer JSON, not a page).
 */
export function registerThreeDsRoutes(app: SandboxApp, ctx: SandboxContext): void {
  const returnUrl = { type: 'string', maxLength: 4000 } as const;
  const params = idParams('reference');
  const refusedReturn = messagePage('Refused', 'The return address must be on this site.');

  // A payment that never asked for verification has no challenge; an answered one keeps its answer.
  const refuse = (reference: string): { status: number; page: string } | null => {
    const payment = ctx.payments.find(reference);
    if (!payment)
      return { status: 404, page: messagePage('Not found', 'There is no such payment.') };
    const intent = ctx.payments.intentOf(reference);
    if (payment.status === 'cancelled' && intent && ctx.intents.isPaid(intent.type, intent.token)) {
      const page = messagePage('Already paid', 'This tip has already been paid.');
      return { status: 409, page };
    }
    if (payment.status !== 'verifying' && payment.challengeResult === null) {
      const page = messagePage(
        'Nothing to verify',
        'This payment is not waiting for verification.',
      );
      return { status: 409, page };
    }
    return null;
  };

  app.get(THREE_DS_RETURN_SCRIPT_PATH, async (_request, reply) =>
    reply
      .header('Cache-Control', 'no-store')
      .type('text/javascript; charset=utf-8')
      .send(THREE_DS_RETURN_SCRIPT),
  );

  const querystring = object({ returnUrl }, []);
  app.get(
    '/sandbox-provider/3ds/:reference',
    { schema: { params, querystring } },
    async (request, reply) => {
      const target = sameOriginPath(request.query.returnUrl, requestOrigin(request));
      if (target === null) return html(reply, 400, refusedReturn);
      const refusal = refuse(request.params.reference);
      if (refusal) return html(reply, refusal.status, refusal.page);
      // Back from the return reopens this page: an answered challenge offers no second press.
      const answered = ctx.payments.find(request.params.reference)?.challengeResult ?? null;
      if (answered !== null)
        return html(
          reply,
          200,
          answeredPage(withQueryParameter(target, 'redirectResult', answered)),
        );
      return html(reply, 200, challengePage(request.params.reference, target));
    },
  );

  const form = object({ returnUrl, outcome: { type: 'string', maxLength: 20 } } as const, []);
  app.post(
    '/sandbox-provider/3ds/:reference',
    { schema: { params, body: form } },
    async (request, reply) => {
      const { body } = request;
      const target = sameOriginPath(body.returnUrl, requestOrigin(request));
      if (target === null) return html(reply, 400, refusedReturn);
      const outcome =
        body.outcome === 'complete' ? 'complete' : body.outcome === 'fail' ? 'fail' : null;
      if (outcome === null)
        return html(reply, 400, messagePage('Refused', 'Choose Complete or Fail.'));
      const { reference } = request.params;
      const refusal = refuse(reference);
      if (refusal) return html(reply, refusal.status, refusal.page);
      ctx.payments.recordChallenge(reference, ctx.newId('rr'), outcome, ctx.now());
      const result = ctx.payments.find(reference)?.challengeResult ?? '';
      const returnTo = withQueryParameter(target, 'redirectResult', result);
      if (request.headers.accept === 'application/json')
        return reply.header('Cache-Control', 'no-store').send({ returnTo });
      return reply.redirect(returnTo, 303);
    },
  );
}
