// The `@tipwell/adapters/global-payments` entry: the web app import()s it on the payment step only.
import type { PaymentGateway } from '@tipwell/core';
import { type GlobalPaymentsConfig, GlobalPaymentsGateway } from './global-payments-gateway';

export { GlobalPaymentsGateway } from './global-payments-gateway';
export type { GlobalPaymentsConfig } from './global-payments-gateway';
export { PROVIDER_SHELL_CLASSES } from '../shared/card-shell';
export { ProviderScriptError } from '../shared/provider-script';
export type { ScriptLoader } from '../shared/script-loader';

/** The global-payments-web gateway for this configuration (public key, env, script URL). */
export function loadGateway(config: GlobalPaymentsConfig): PaymentGateway {
  return new GlobalPaymentsGateway(config);
}
