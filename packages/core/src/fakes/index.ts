export { FakeCoreApi } from './fake-core-api';
export { FakeTipsApi } from './fake-tips-api';
export { FakePaymentGateway } from './fake-payment-gateway';
export { MemoryStorage } from '../state/memory-storage';
export { FakeFingerprint } from './fake-fingerprint';
export { FakeClock } from './fake-clock';
export { RecordingLogger } from './recording-logger';
export { SequentialIdGenerator } from './sequential-id-generator';
export {
  LUMEN,
  HARBOR_VIEW,
  LUMEN_SETTINGS,
  HARBOR_SETTINGS,
  STATION_SETTINGS,
  FRONT_DESK,
  HOUSEKEEPING,
  BELL_STAFF,
  CONCIERGE,
  SUITES_SETTINGS,
  DEMO_PAYLOADS,
} from './demo-slice';
export { DEMO_INTENTS } from './demo-intents';
export { createFakeDeps } from './create-fake-deps';
export type { FakeDeps } from './create-fake-deps';
export { largestCustomTips } from './largest-tips';
