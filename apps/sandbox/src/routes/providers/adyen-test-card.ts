import type { PaymentCommon } from '../tips/payment-request';

/**
 * The card behind an Adyen drop-in source in the sandbox. Adyen's test environment accepts
 * unencrypted card fields with a `test_` prefix (`encryptedCardNumber: 'test_4111111111111111'`);
 * the sandbox reads the demo cards the same way, so an Adyen payment can be refused or sent to
 * 3-D Secure like a sandbox card (docs/decisions/0005-payment-providers.md). A really encrypted
 * number (or a wallet) names no card: null, and the payment is captured.
 */
export function adyenTestCardNumber(source: PaymentCommon['source']): string | null {
  if (typeof source !== 'object') return null;
  const field = source['encryptedCardNumber'];
  if (typeof field !== 'string' || !field.startsWith('test_')) return null;
  const digits = field.slice('test_'.length).replace(/[\s-]/g, '');
  return /^\d{12,19}$/.test(digits) ? digits : null;
}
