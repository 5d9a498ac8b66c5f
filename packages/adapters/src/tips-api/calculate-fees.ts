import { toWireMoney, wireSchemas } from '@tipwell/core';
import type { FeeRequest, FeeResponse, Result } from '@tipwell/core';
import type { HttpClient } from '../http/http-client';
import { buildUrl } from '../http/url';
import { guardBody } from './guard-body';

/** POST v1 /proposals/calculate-fees: a pure computation, so retried like a GET although it is a POST. */
export function calculateFees(
  http: HttpClient,
  baseUrl: string,
  request: FeeRequest,
): Promise<Result<FeeResponse>> {
  return guardBody(
    () => ({
      processor: request.processor,
      amount: toWireMoney(request.amount),
      mode: request.mode,
      tipCount: request.tipCount,
      locationUid: request.locationUid,
    }),
    (body) =>
      http.send({
        method: 'POST',
        url: buildUrl(baseUrl, '/v1/proposals/calculate-fees'),
        body,
        schema: wireSchemas.fee,
        idempotent: true,
      }),
  );
}
