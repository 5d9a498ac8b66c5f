import type { Cents, PaymentMethods, Result } from '@tipwell/core';
import type { HttpClient } from '../http/http-client';
import { array, map, object, record } from '../http/schema';
import type { Schema } from '../http/schema';
import { buildUrl } from '../http/url';

/** The provider's `{ paymentMethods: [...] }`, handed to its widget as is. */
const paymentMethodsSchema: Schema<PaymentMethods> = (input, path) => {
  const shape = object({ paymentMethods: array(record) })(input, path);
  if (!shape.ok) return shape;
  return map(record, (raw) => ({ raw, count: shape.value.paymentMethods.length }))(input, path);
};

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
