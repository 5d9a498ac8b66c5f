import { wireSchemas } from '@tipwell/core';
import { AppError, err } from '@tipwell/core';
import type { IntentPayload, IntentRequest, Result } from '@tipwell/core';
import type { HttpClient } from '../http/http-client';
import { buildUrl } from '../http/url';

/**
 * POST v1 /payments/intent. A non-200 answer reads as not-found (docs/service-contract.md), except that a paid intent is its
 * own answer (409 INTENT_ALREADY_PAID → `intent_already_paid`). Network failures and timeouts stay
 * themselves. Not retried: the brief allows retries only for GETs, keyed requests and fee quotes.
 */
export async function exchangeIntent(
  http: HttpClient,
  baseUrl: string,
  request: IntentRequest,
): Promise<Result<IntentPayload>> {
  const body =
    request.type === 0
      ? { deviceId: request.deviceId, intent: request.intent }
      : {
          deviceId: request.deviceId,
          scheduledPaymentIntentCode: request.scheduledPaymentIntentCode,
        };
  const result = await http.send({
    method: 'POST',
    url: buildUrl(baseUrl, '/v1/payments/intent'),
    body,
    schema: wireSchemas.intentPayload,
  });
  if (result.ok || result.error.code !== 'http') return result;
  const { error } = result;
  return err(
    new AppError('not_found', error.message, {
      status: error.status,
      serverCode: error.serverCode,
      cause: error,
    }),
  );
}
