import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../../sandbox-context';
import { challengePage, messagePage } from './three-ds-page';

type ChallengeRequest = FastifyRequest<{
  Params: { reference: string };
  Querystring: { returnUrl?: unknown };
  Body: { returnUrl?: unknown; outcome?: unknown } | undefined;
}>;

/**
 * Only a path on this origin is a valid returnUrl (an absolute URL must name this origin): the page
 * never sends a guest elsewhere. Returns the target path + query, or null.
 */
export function sameOriginPath(returnUrl: unknown, origin: string): string | null {
  if (typeof returnUrl !== 'string' || returnUrl === '' || returnUrl.includes('\\')) return null;
  if (!returnUrl.startsWith('/') && !returnUrl.startsWith(`${origin}/`)) return null;
  if (returnUrl.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(returnUrl, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return `${url.pathname}${url.search}`;
}

function html(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply
    .status(status)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(body);
}

/** GET shows the challenge; POST (a button) records the answer and sends the guest back. */
export function registerThreeDsRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  // Normalised (a default port dropped) so it compares with URL.origin.
  const origin = (request: FastifyRequest): string => {
    try {
      return new URL(`${request.protocol}://${request.host}`).origin;
    } catch {
      return 'null';
    }
  };

  const refusedReturn = messagePage('Refused', 'The return address must be on this site.');

  // A payment that never asked for verification has no challenge; an answered one keeps its answer.
  const refuse = (reference: string): { status: number; page: string } | null => {
    const payment = ctx.payments.find(reference);
    if (!payment)
      return { status: 404, page: messagePage('Not found', 'There is no such payment.') };
    if (payment.status !== 'verifying' && payment.challengeResult === null) {
      const page = messagePage(
        'Nothing to verify',
        'This payment is not waiting for verification.',
      );
      return { status: 409, page };
    }
    return null;
  };

  app.get('/sandbox-provider/3ds/:reference', async (request: ChallengeRequest, reply) => {
    const target = sameOriginPath(request.query.returnUrl, origin(request));
    if (target === null) return html(reply, 400, refusedReturn);
    const refusal = refuse(request.params.reference);
    if (refusal) return html(reply, refusal.status, refusal.page);
    return html(reply, 200, challengePage(request.params.reference, target));
  });

  app.post('/sandbox-provider/3ds/:reference', async (request: ChallengeRequest, reply) => {
    const body = request.body ?? {};
    const target = sameOriginPath(body.returnUrl, origin(request));
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
    const separator = target.includes('?') ? '&' : '?';
    return reply.redirect(`${target}${separator}redirectResult=${encodeURIComponent(result)}`, 303);
  });
}
