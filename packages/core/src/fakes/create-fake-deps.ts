import type { TippingDeps } from '../units/tipping.types';
import { FakeClock } from './fake-clock';
import { FakeCoreApi } from './fake-core-api';
import { FakeFingerprint } from './fake-fingerprint';
import { FakePaymentGateway } from './fake-payment-gateway';
import { FakePaymentWork } from './fake-payment-work';
import { FakeTipsApi } from './fake-tips-api';
import { RecordingLogger } from './recording-logger';
import { MemoryStorage } from '../state/memory-storage';
import { SequentialIdGenerator } from './sequential-id-generator';

export interface FakeDeps {
  readonly deps: TippingDeps;
  readonly coreApi: FakeCoreApi;
  readonly tipsApi: FakeTipsApi;
  readonly gateway: FakePaymentGateway;
  readonly tabStorage: MemoryStorage;
  readonly deviceStorage: MemoryStorage;
  readonly clock: FakeClock;
  readonly ids: SequentialIdGenerator;
  readonly logger: RecordingLogger;
  readonly paymentWork: FakePaymentWork;
}

/** Every port faked, for tests and stories: `createTipping(createFakeDeps().deps)`. */
export function createFakeDeps(overrides: Partial<Omit<FakeDeps, 'deps'>> = {}): FakeDeps {
  const clock = overrides.clock ?? new FakeClock();
  const parts = {
    coreApi: overrides.coreApi ?? new FakeCoreApi(),
    tipsApi: overrides.tipsApi ?? new FakeTipsApi(),
    gateway: overrides.gateway ?? new FakePaymentGateway(),
    tabStorage: overrides.tabStorage ?? new MemoryStorage(clock),
    deviceStorage: overrides.deviceStorage ?? new MemoryStorage(clock),
    clock,
    ids: overrides.ids ?? new SequentialIdGenerator(),
    logger: overrides.logger ?? new RecordingLogger(),
    paymentWork: overrides.paymentWork ?? new FakePaymentWork(),
  };
  return {
    ...parts,
    deps: {
      ...parts,
      paymentWork: parts.paymentWork.load,
      fingerprint: new FakeFingerprint(),
      config: { origin: 'https://tip.example.test' },
    },
  };
}
