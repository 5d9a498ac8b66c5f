export { createHttpAdapters } from './create-http-adapters';
export { WebStorage } from './storage/web-storage';
export { BrowserFingerprint } from './fingerprint/browser-fingerprint';
// Provider configuration types only (erased at build): the gateways themselves live behind
// their own entries (@tipwell/adapters/adyen, /square, /global-payments), loaded on the payment step.
export type { AdyenEnvironment } from './providers/adyen/adyen-configuration';
export { isSeededResponses, recordingFetch, seededFetch } from './http/seeded-fetch';
export type { SeededResponse } from './http/seeded-fetch';
