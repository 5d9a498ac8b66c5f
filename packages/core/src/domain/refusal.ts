import type { PaymentResponse } from './entities';
import type { MessageKey } from './messages';

/**
 * Adyen's refusal reason code for 'Not enough balance'. The services pass the provider's refusal on
 * in Adyen's words whatever the processor (docs/service-contract.md), so one code is enough here.
 */
export const INSUFFICIENT_FUNDS_CODE = '12';

/**
 * The text of a failed payment's alert: insufficient funds has its own words (another card is the
 * only fix, the card details were right); every other refusal keeps the plain 'Payment Failed' text.
 */
export function refusalText(response: PaymentResponse | null): MessageKey {
  const code = response?.processorResponse?.refusalReasonCode ?? null;
  return code === INSUFFICIENT_FUNDS_CODE
    ? 'payment.insufficientFunds.text'
    : 'payment.failed.text';
}
