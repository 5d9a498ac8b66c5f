import { createTippingCore, type TippingCore } from '@tipwell/core';
import type { AppServices } from './app-services';
import { lazyGateway } from './lazy-gateway';

/**
 * The core over the app's services. Plain composition, no container: main.ts builds it before
 * the views' code (React, the router, inversify) has arrived, so the code exchange starts at once.
 */
export function createCore(services: AppServices): TippingCore {
  const core: TippingCore = createTippingCore({
    coreApi: services.coreApi,
    tipsApi: services.tipsApi,
    gateway: lazyGateway(
      services.gatewayLoader,
      () => core.stores.landing.getSnapshot().processor ?? 'sandbox',
    ),
    tabStorage: services.sessionStorage,
    deviceStorage: services.localStorage,
    fingerprint: services.fingerprint,
    clock: services.clock,
    ids: services.ids,
    logger: services.logger,
    config: { origin: services.origin },
  });
  return core;
}
