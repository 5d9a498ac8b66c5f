import { wireSchemas } from '@tipwell/core';
import type { DetailsRequest, PaymentResponse, Result } from '@tipwell/core';
import type { HttpClient } from '../http/http-client';
import { buildUrl } from '../http/url';

/**
 * POST v3 /payments/web/details: settles a payment after a provider step (3-D Secure). The contract
 * nests `paymentData` inside `details` (`{ reference, details: { …, paymentData } }`).
 */
export function paymentDetails(
  http: HttpClient,
  baseUrl: string,
  request: DetailsRequest,
  idempotencyKey: string,
): Promise<Result<PaymentResponse>> {
  const details =
    request.paymentData === undefined
      ? request.details
      : { ...request.details, paymentData: request.paymentData };
  return http.send({
    method: 'POST',
    url: buildUrl(baseUrl, '/v3/payments/web/details'),
    body: { reference: request.reference, details },
    schema: wireSchemas.payment,
    idempotencyKey,
    timeouts: 'payment',
  });
}
