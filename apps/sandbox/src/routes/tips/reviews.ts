import type { ReviewBody } from '@tipwell/core/vocabulary';
import { HttpError } from '../../http/http-error';
import { runIdempotent } from '../../http/idempotency';
import type { SandboxApp } from '../../http/sandbox-app';
import type { SandboxContext } from '../../sandbox-context';
import { type Keyed, reviewRoute } from './payment-schemas';

/**
 * POST /web/v1/reviews `{ tipUids, rating 1..5, comment }` → `{ uid }`; the tips must be paid and
 * not reviewed yet (one review per tip: 409 TIP_ALREADY_REVIEWED), each named once. The schema
 * checks the shape (and that no tip is named twice); whether each tip exists, is paid and has no
 * review yet is the database's to say.
 */
export function registerReviewRoute(app: SandboxApp, ctx: SandboxContext): void {
  app.post<Keyed<ReviewBody>>('/api/tips/web/v1/reviews', reviewRoute, async (request, reply) =>
    runIdempotent(ctx, request, reply, 'reviews', (key) => {
      const { tipUids, rating } = request.body;
      const comment = request.body.comment ?? '';
      const statuses = ctx.payments.tipStatuses(tipUids);
      for (const uid of tipUids) {
        const status = statuses.get(uid);
        if (status === undefined) throw new HttpError(422, 'UNKNOWN_TIP', 'Unknown tip', 'tipUids');
        if (status !== 'captured')
          throw new HttpError(422, 'TIP_NOT_PAID', 'A tip named is not paid', 'tipUids');
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
