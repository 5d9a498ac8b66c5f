// The `@tipwell/adapters/adyen` entry: the web app import()s it on the payment step
// only, so neither the drop-in nor its styles reach the landing screens.
import '@adyen/adyen-web/styles/adyen.css';
import type { PaymentGateway } from '@tipwell/core';
import type { AdyenConfig } from './adyen-configuration';
import { AdyenDropinGateway } from './adyen-dropin-gateway';
import { adyenWeb } from './adyen-web';

export type { AdyenConfig } from './adyen-configuration';

/** The adyen-web gateway for this configuration (client key + environment). */
export function loadGateway(config: AdyenConfig): PaymentGateway {
  return new AdyenDropinGateway(config, adyenWeb);
}
