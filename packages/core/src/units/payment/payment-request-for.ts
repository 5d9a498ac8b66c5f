import type { Processor } from '../../domain/entities';
import { buildPaymentRequest } from '../../domain/payment-request';
import type { PaymentRequest } from '../../domain/payment-request.types';
import { errorFields } from '../../ports/logger';
import type { PaymentInside, Token } from './inside';
import type { PaymentPart } from './payment-parts';
import { returnUrlFor } from './redirect-carried';

export function requestFor(
  payment: PaymentInside,
  part: PaymentPart,
  token: Token,
  where: { readonly processor: Processor; readonly locationUid: string; readonly key: string },
): PaymentRequest | null {
  const params = payment.landing.getSnapshot().intentParams;
  try {
    return buildPaymentRequest({
      processor: where.processor,
      locationUid: where.locationUid,
      tips: part.tips,
      guest: payment.flow.store.getSnapshot().selections,
      intent: params
        ? {
            type: params.type,
            token: params.intent,
            deviceId: payment.deps.fingerprint.current().id,
          }
        : null,
      token,
      shopperEmail: payment.store.getSnapshot().shopperEmail.trim(),
      returnUrl: returnUrlFor(payment, where.key),
      deviceTime: new Date(payment.deps.clock.now()).toISOString(),
    });
  } catch (error) {
    payment.deps.logger.error('payment request', errorFields(error));
    return null;
  }
}
