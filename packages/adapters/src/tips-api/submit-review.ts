import * as v from 'valibot';
import type { Result, ReviewRequest, Schema } from '@tipwell/core';
import type { HttpClient } from '../http/http-client';
import { buildUrl } from '../http/url';

/** The answer is `{ uid }` of the stored review; the core needs only that it was stored. */
const reviewSchema: Schema<void> = v.pipe(
  v.object({ uid: v.string() }),
  v.transform((): void => undefined),
);

/** POST /web/v1/reviews (under the tips base), keyed by the guest's press of Submit. */
export function submitReview(
  http: HttpClient,
  baseUrl: string,
  request: ReviewRequest,
  idempotencyKey: string,
): Promise<Result<void>> {
  return http.send({
    method: 'POST',
    url: buildUrl(baseUrl, '/web/v1/reviews'),
    body: { tipUids: request.tipUids, rating: request.rating, comment: request.comment },
    schema: reviewSchema,
    idempotencyKey,
    // docs/decisions/0001: payment, details and review POSTs get the long per-attempt timeout.
    timeouts: 'payment',
  });
}
