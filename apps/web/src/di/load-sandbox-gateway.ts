import type { PaymentGateway } from '@tipwell/core';
import { SandboxCardGateway } from '@tipwell/adapters/sandbox-card';

/** Imported dynamically: the card form's code is fetched when the payment step mounts it. */
export function loadSandboxGateway(options: { readonly providerBaseUrl: string }): PaymentGateway {
  return new SandboxCardGateway({ providerBaseUrl: options.providerBaseUrl });
}
