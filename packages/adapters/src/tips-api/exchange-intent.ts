import { AppError, err } from '@tipwell/core';
import type { IntentPayload, IntentRequest, IntentTip, Proposal, Result } from '@tipwell/core';
import { userSchema } from '../core-api/entity-schemas';
import type { HttpClient } from '../http/http-client';
import { array, literal, money, nullable, number, object, string } from '../http/schema';
import type { Schema } from '../http/schema';
import { buildUrl } from '../http/url';

const proposalSchema: Schema<Proposal> = object({
  amount: money,
  percent: nullable(number),
  type: literal('percent', 'amount'),
});

const intentTipSchema: Schema<IntentTip> = object({
  userUid: string,
  user: userSchema,
  amount: money,
  proposals: object({ low: proposalSchema, medium: proposalSchema, high: proposalSchema }),
});

const intentSchema: Schema<IntentPayload> = object({
  locationUid: string,
  mode: literal('net', 'gross'),
  total: nullable(money),
  tips: array(intentTipSchema),
});

/**
 * POST v1 /payments/intent. The spec: "non-200 leads to not-found", except that a paid intent is its
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
    schema: intentSchema,
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
