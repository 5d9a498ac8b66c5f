/**
 * The `@tipwell/core/vocabulary` entry: what the apps' edges share with the core, each fact written
 * once (decision 0037). The closed lists of the domain, the journey event's schema and its limits,
 * the browser's configuration, and the tips service's request bodies with their limits. The web server imports nothing else of the core (ESLint,
 * eslint.config.js); its routes validate with JSON Schema generated from these valibot schemas.
 */
export { PROCESSORS, TRANSPARENCIES } from './domain/vocabulary';
export { DEVICE_COOKIE, deviceIdInCookies } from './domain/device-cookie';
export {
  MAX_EVENTS_PER_COLLECTOR_BATCH,
  MAX_EVENTS_PER_REQUEST,
  journeyBatchSchema,
  looksPersonal,
  type JourneyBatch,
  type JourneyEvent,
} from './insights/journey-event-schema';
export {
  BROWSER_CONFIG_KEYS,
  readBrowserConfig,
  type BrowserConfig,
  type BrowserConfigWrite,
} from './schemas/browser-config-schema';
export {
  REQUEST_LIMITS,
  detailsBodySchema,
  feeBodySchema,
  hasOneIntent,
  intentBodySchema,
  isDistinct,
  isJsonObject,
  poolPaymentBodySchema,
  qrPaymentBodySchema,
  reviewBodySchema,
  webPaymentBodySchema,
  type DetailsBody,
  type FeeBody,
  type IntentBody,
  type PaymentCommonBody,
  type PoolLineBody,
  type PoolPaymentBody,
  type QrPaymentBody,
  type ReviewBody,
  type UserLineBody,
  type WebPaymentBody,
} from './schemas/request-body-schemas';
export { PAYMENT_MAX, PAYMENT_MAX_TIPS } from './domain/payment-limit';
