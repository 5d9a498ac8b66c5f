import type { FastifyInstance } from 'fastify';
import { asObject, requireArray, requireInteger } from '../../http/fields';
import { HttpError, validationFailed } from '../../http/http-error';
import { runIdempotent } from '../../http/idempotency';
import type { SandboxContext } from '../../sandbox-context';
import { reviewRoute } from './payment-schemas';

const MAX_COMMENT_LENGTH = 2000;

/**
 * POST /web/v1/reviews `{ tipUids, rating 1..5, comment }` → `{ uid }`; the tips must be paid and
 * not reviewed yet (one review per tip: 409 TIP_ALREADY_REVIEWED), each named once.
 */
export function registerReviewRoute(app: FastifyInstance, ctx: SandboxContext): void {
  app.post('/api/tips/web/v1/reviews', reviewRoute, async (request, reply) =>
    runIdempotent(ctx, request, reply, 'reviews', (key) => {
      const body = asObject(request.body, 'body');
      const tipUids = requireArray(body, 'tipUids').map((uid, index) => {
        if (typeof uid !== 'string' || uid === '')
          throw validationFailed(`tipUids[${index}]`, 'tipUids must be strings');
        return uid;
      });
      const rating = requireInteger(body, 'rating', 1, 5);
      const comment = body['comment'] ?? '';
      if (typeof comment !== 'string')
        throw validationFailed('comment', 'comment must be a string');
      if (comment.length > MAX_COMMENT_LENGTH)
        throw validationFailed('comment', 'comment is too long');
      const statuses = ctx.payments.tipStatuses(tipUids);
      for (const uid of tipUids) {
        const status = statuses.get(uid);
        if (status === undefined)
          throw new HttpError(422, 'UNKNOWN_TIP', `Unknown tip ${uid}`, 'tipUids');
        if (status !== 'captured')
          throw new HttpError(422, 'TIP_NOT_PAID', `Tip ${uid} is not paid`, 'tipUids');
      }
      const reviewed = ctx.reviews.reviewedTips(tipUids);
      if (reviewed.length > 0) {
        throw new HttpError(
          409,
          'TIP_ALREADY_REVIEWED',
          `Tip ${reviewed.join(', ')} already has a review`,
          'tipUids',
        );
      }
      const uid = ctx.newId('rev');
      ctx.reviews.insert({ uid, tipUids, rating, comment, idempotencyKey: key }, ctx.now());
      return { status: 200, body: { data: { uid } } };
    }),
  );
}
