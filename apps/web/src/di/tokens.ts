/** DI tokens: plain symbols, one per port or service the composition root wires. */
export const TOKENS = {
  config: Symbol.for('tipwell.config'),
  coreApi: Symbol.for('tipwell.coreApi'),
  tipsApi: Symbol.for('tipwell.tipsApi'),
  sessionStorage: Symbol.for('tipwell.sessionStorage'),
  localStorage: Symbol.for('tipwell.localStorage'),
  fingerprint: Symbol.for('tipwell.fingerprint'),
  clock: Symbol.for('tipwell.clock'),
  ids: Symbol.for('tipwell.ids'),
  /** A loader, so the provider's code is fetched only on the payment step. */
  gatewayLoader: Symbol.for('tipwell.gatewayLoader'),
  origin: Symbol.for('tipwell.origin'),
  tipping: Symbol.for('tipwell.tipping'),
} as const;
