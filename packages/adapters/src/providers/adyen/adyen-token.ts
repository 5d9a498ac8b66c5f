import type { PaymentData } from '@adyen/adyen-web';
import { nameOnCardOrDefault, type TokenizeResult } from '@tipwell/core';

type Token = Extract<TokenizeResult, { status: 'ok' }>;

const WALLET_TYPES = new Set(['applepay', 'googlepay', 'paywithgoogle']);

function record(value: unknown): Readonly<Record<string, unknown>> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Readonly<Record<string, unknown>>)
    : undefined;
}

/**
 * The drop-in's state data as the core's token: `source` is the (encrypted) paymentMethod object,
 * an empty holder name becomes 'Cardholder', riskData and browserInfo ride along for the body.
 */
export function tokenFromState(data: PaymentData): Token {
  const paymentMethod = data.paymentMethod;
  const holderName = typeof paymentMethod.holderName === 'string' ? paymentMethod.holderName : '';
  const type = typeof paymentMethod.type === 'string' ? paymentMethod.type : '';
  return {
    status: 'ok',
    source: paymentMethod,
    nameOnCard: nameOnCardOrDefault(holderName),
    postalCode: data.billingAddress?.postalCode ?? null,
    wallet: WALLET_TYPES.has(type),
    riskData: record(data.riskData),
    browserInfo: record(data.browserInfo),
  };
}
