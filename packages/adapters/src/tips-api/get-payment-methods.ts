import * as v from 'valibot';
import { jsonObject } from '@tipwell/core';
import type { Cents, PaymentMethods, Result, Schema } from '@tipwell/core';
import type { HttpClient } from '../http/http-client';
import { buildUrl } from '../http/url';

const methods = v.array(jsonObject);

/** The provider's `{ paymentMethods: [...] }`, handed to its widget as is (unknown fields kept). */
const paymentMethodsSchema: Schema<PaymentMethods> = v.pipe(
  jsonObject,
  v.check((raw) => v.is(methods, raw.paymentMethods), 'Invalid paymentMethods: Expected an array'),
  v.transform((raw) => ({ raw, count: (raw.paymentMethods as unknown[]).length })),
);

/** GET v3 /payments/web/payment-methods?amount={cents}. */
export function getPaymentMethods(
  http: HttpClient,
  baseUrl: string,
  amount: Cents,
): Promise<Result<PaymentMethods>> {
  return http.send({
    method: 'GET',
    url: buildUrl(baseUrl, '/v3/payments/web/payment-methods', {}, { amount: String(amount) }),
    schema: paymentMethodsSchema,
  });
}
