import { wireSchemas } from '@tipwell/core';
import { toWireMoney } from '@tipwell/core';
import type { PaymentRequest, PaymentResponse, Result } from '@tipwell/core';
import type { HttpClient } from '../http/http-client';
import { buildUrl } from '../http/url';
import { guardBody } from './guard-body';

/**
 * The processor endpoint of a payment. QR and pay-later payments share `/payments/qr`; the contract lists
 * a v3 variant for Adyen (its drop-in's extra fields), so an `adyen-web` processor goes to v3 and every
 * other processor (sandbox, Square, Global Payments) to v1. User and pool payments have one version.
 */
export function paymentPath(request: PaymentRequest): string {
  switch (request.kind) {
    case 'web':
      return '/v1/payments/web';
    case 'pool-web':
      return '/v1/payments/pool-web';
    case 'qr':
    case 'pay-later':
      return request.processor === 'adyen-web' ? '/v3/payments/qr' : '/v1/payments/qr';
  }
}

/** The wire body: the request without its `kind`, tip amounts as decimal strings. */
function paymentBody(request: PaymentRequest): Record<string, unknown> {
  const { kind: _kind, tips, ...common } = request;
  const wireTips = tips.map((tip) => ({ ...tip, amount: toWireMoney(tip.amount) }));
  return { ...common, tips: wireTips };
}

/** POST a payment with the key of the guest's press; every retry reuses it, so it charges at most once. */
export function pay(
  http: HttpClient,
  baseUrl: string,
  request: PaymentRequest,
  idempotencyKey: string,
): Promise<Result<PaymentResponse>> {
  return guardBody(
    () => paymentBody(request),
    (body) =>
      http.send({
        method: 'POST',
        url: buildUrl(baseUrl, paymentPath(request)),
        body,
        schema: wireSchemas.payment,
        idempotencyKey,
        timeouts: 'payment',
      }),
  );
}
