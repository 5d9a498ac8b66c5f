import type { Processor } from '../domain/entities';
import { buildPaymentRequest } from '../domain/payment-request';
import type { PaymentRequest } from '../domain/payment-request.types';
import { errorFields } from '../ports/logger';
import type { TokenizeResult } from '../ports/payment-gateway';
import type { CoreContext } from './context';
import type { PaymentPart } from './payment-parts';
import { returnUrlFor } from './return-url';

export type Token = Extract<TokenizeResult, { status: 'ok' }>;

export function requestFor(
  context: CoreContext,
  part: PaymentPart,
  token: Token,
  where: { readonly processor: Processor; readonly locationUid: string; readonly key: string },
): PaymentRequest | null {
  const params = context.stores.landing.getSnapshot().intentParams;
  try {
    return buildPaymentRequest({
      processor: where.processor,
      locationUid: where.locationUid,
      tips: part.tips,
      guest: context.stores.flow.getSnapshot().selections,
      intent: params
        ? {
            type: params.type,
            token: params.intent,
            deviceId: context.deps.fingerprint.current().id,
          }
        : null,
      token,
      shopperEmail: context.stores.payment.getSnapshot().shopperEmail.trim(),
      returnUrl: returnUrlFor(context, where.key),
      deviceTime: new Date(context.deps.clock.now()).toISOString(),
    });
  } catch (error) {
    context.deps.logger.error('payment request', errorFields(error));
    return null;
  }
}
