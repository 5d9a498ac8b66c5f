export { HttpClient } from './http/http-client';
export type { HttpClientConfig, HttpRequest } from './http/http-client';
export type { FetchLike } from './http/attempt-fetch';
export { defaultRetryPolicy } from './http/retry-policy';
export type { RetryPolicy, Timeouts } from './http/retry-policy';
export { HttpCoreApi } from './core-api/http-core-api';
export type { HttpApiConfig } from './core-api/http-core-api';
export { HttpTipsApi } from './tips-api/http-tips-api';
export { paymentPath } from './tips-api/pay';
export { createHttpAdapters } from './create-http-adapters';
export type { HttpAdapters, HttpAdaptersConfig } from './create-http-adapters';
export { ConsoleLogger } from './logging/console-logger';
export { WebStorage } from './storage/web-storage';
export type { WebStorageOptions, WebStorageSource } from './storage/web-storage';
export {
  BrowserFingerprint,
  FINGERPRINT_REFRESH_MS,
  FINGERPRINT_STORAGE_KEY,
} from './fingerprint/browser-fingerprint';
export type { BrowserFingerprintOptions, TimezoneInfo } from './fingerprint/browser-fingerprint';
export type { IpLookupConfig } from './fingerprint/ip-lookup';
export type { NavigatorLike } from './fingerprint/user-agent';
// Provider configuration types only (erased at build): the gateways themselves live behind
// their own entries (@tipwell/adapters/adyen, /square, /global-payments), loaded on the payment step.
export type { AdyenConfig, AdyenEnvironment } from './providers/adyen/adyen-configuration';
export type { SquareConfig } from './providers/square/square-card-gateway';
export type { GlobalPaymentsConfig } from './providers/global-payments/global-payments-gateway';
export { isSeededResponses, recordingFetch, seededFetch } from './http/seeded-fetch';
export type { SeededResponse } from './http/seeded-fetch';
