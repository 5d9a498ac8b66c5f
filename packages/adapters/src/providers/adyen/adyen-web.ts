// The real `@adyen/adyen-web` v6, named (tree-shaken) imports only: never '@adyen/adyen-web/auto'.
// Static on purpose: this module is reached only through the lazily imported adyen entry, so the
// drop-in lands in that one chunk (no second round trip when the payment step mounts).
import { AdyenCheckout, ApplePay, Card, Dropin, GooglePay } from '@adyen/adyen-web';
import type { AdyenModuleLoader } from './adyen-module';

export const adyenWeb: AdyenModuleLoader = () =>
  Promise.resolve({ AdyenCheckout, Dropin, Card, ApplePay, GooglePay });
