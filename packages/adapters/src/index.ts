export { createHttpAdapters } from './create-http-adapters';
export { ConsoleLogger } from './logging/console-logger';
export { WebStorage } from './storage/web-storage';
export { BrowserFingerprint } from './fingerprint/browser-fingerprint';
// Provider configuration types only (erased at build): the gateways themselves live behind
// their own entries (@tipwell/adapters/adyen, /square, /global-payments), loaded on the payment step.
export type { AdyenConfig, AdyenEnvironment } from './providers/adyen/adyen-configuration';
export type { SquareConfig } from './providers/square/square-card-gateway';
export type { GlobalPaymentsConfig } from './providers/global-payments/global-payments-gateway';
export type { ShellTexts } from './providers/shared/shell-texts';
export { recordingFetch, seededFetch } from './http/seeded-fetch';
export type { SeededResponse } from './http/seeded-fetch';
