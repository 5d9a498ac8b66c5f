// The `@tipwell/adapters/global-payments` entry: the web app import()s it on the payment step only.
import type { PaymentGateway } from '@tipwell/core';
import { type GlobalPaymentsConfig, GlobalPaymentsGateway } from './global-payments-gateway';

export type { GlobalPaymentsConfig } from './global-payments-gateway';

/** The global-payments-web gateway for this configuration (public key, env, script URL). */
export function loadGateway(config: GlobalPaymentsConfig): PaymentGateway {
  return new GlobalPaymentsGateway(config);
}
