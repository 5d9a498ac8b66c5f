import type { MountedWidget, PaymentGateway, Storage, Tipping } from '@tipwell/core';
import {
  FakeClock,
  FakeCoreApi,
  FakeFingerprint,
  FakePaymentGateway,
  FakeTipsApi,
  MemoryStorage,
  RecordingLogger,
  SequentialIdGenerator,
} from '@tipwell/core/fakes';
import { defaultConfig, type AppConfig } from '../config';
import type { AppServices } from './app-services';
import type { AppContainer } from './container-context';
import { createContainer } from './create-container';
import { TOKENS } from './tokens';

/** The fakes behind one test or story; keep a handle to steer them (fail, hang, refuse a card). */
export interface FakeWorld {
  readonly coreApi: FakeCoreApi;
  readonly tipsApi: FakeTipsApi;
  readonly gateway: FakePaymentGateway;
  /** Share it between two containers to simulate a reload. */
  readonly sessionStorage: Storage;
  readonly localStorage: Storage;
  readonly clock: FakeClock;
  /** What the core logged. */
  readonly logger: RecordingLogger;
}

export function createFakeWorld(overrides: Partial<FakeWorld> = {}): FakeWorld {
  const clock = overrides.clock ?? new FakeClock();
  return {
    coreApi: overrides.coreApi ?? new FakeCoreApi(),
    tipsApi: overrides.tipsApi ?? new FakeTipsApi(),
    gateway: overrides.gateway ?? new FakePaymentGateway(),
    sessionStorage: overrides.sessionStorage ?? new MemoryStorage(clock),
    localStorage: overrides.localStorage ?? new MemoryStorage(clock),
    clock,
    logger: overrides.logger ?? new RecordingLogger(),
  };
}

/** Draws a stand-in card form into the host, so stories show where the provider's form goes. */
function withPlaceholderForm(gateway: FakePaymentGateway): PaymentGateway {
  return {
    processor: gateway.processor,
    async mount(host, session): Promise<MountedWidget> {
      const widget = await gateway.mount(host, session);
      if (host instanceof HTMLElement) {
        const box = host.ownerDocument.createElement('div');
        box.className = 'fake-card-form';
        box.textContent = 'Card number 4111 1111 1111 1111 · 12/30 · 123 · 62701';
        host.replaceChildren(box);
      }
      return {
        ...widget,
        unmount: () => {
          if (host instanceof HTMLElement) host.replaceChildren();
          widget.unmount();
        },
      };
    },
  };
}

export function fakeServices(world: FakeWorld, config: Partial<AppConfig> = {}): AppServices {
  return {
    config: { ...defaultConfig, ...config },
    coreApi: world.coreApi,
    tipsApi: world.tipsApi,
    sessionStorage: world.sessionStorage,
    localStorage: world.localStorage,
    fingerprint: new FakeFingerprint(),
    clock: world.clock,
    ids: new SequentialIdGenerator('key-'),
    logger: world.logger,
    gatewayLoader: () => Promise.resolve(withPlaceholderForm(world.gateway)),
    origin: 'http://localhost',
  };
}

/** A fresh container on fakes, for one test or story. */
export function createFakeContainer(
  world: FakeWorld = createFakeWorld(),
  config: Partial<AppConfig> = {},
): AppContainer {
  return createContainer(fakeServices(world, config));
}

/** The core of a fake container, for stories and tests that drive it into a state first. */
export function tippingOf(container: AppContainer): Tipping {
  return container.get<Tipping>(TOKENS.tipping);
}
