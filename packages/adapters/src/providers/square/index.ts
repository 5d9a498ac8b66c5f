// The `@tipwell/adapters/square` entry: the web app import()s it on the payment step only.
import type { PaymentGateway } from '@tipwell/core';
import { type SquareConfig, SquareCardGateway } from './square-card-gateway';

export type { SquareConfig } from './square-card-gateway';

/** The square-web gateway for this configuration (application id, location id, script URL). */
export function loadGateway(config: SquareConfig): PaymentGateway {
  return new SquareCardGateway(config);
}
