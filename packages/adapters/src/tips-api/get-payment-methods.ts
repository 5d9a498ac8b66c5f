import * as v from 'valibot';
import type { Cents, PaymentMethods, Result, Schema } from '@tipwell/core';
import type { HttpClient } from '../http/http-client';
import { buildUrl } from '../http/url';

const providerObject = v.record(v.string(), v.unknown());

/** The provider's `{ paymentMethods: [...] }`, handed to its widget as is (unknown fields kept). */
const paymentMethodsSchema: Schema<PaymentMethods> = v.pipe(
  v.looseObject({ paymentMethods: v.array(providerObject) }),
  v.transform((raw) => ({ raw, count: raw.paymentMethods.length })),
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
