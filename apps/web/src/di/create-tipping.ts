import { createTipping, type Tipping } from '@tipwell/core';
import type { AppServices } from './app-services';
import { lazyGateway } from './lazy-gateway';

/**
 * The tipping units over the app's services. Plain composition, no container: start-up/4-boot.ts builds them
 * before the views' code (React, the router, inversify) has arrived, so the code exchange starts
 * at once.
 */
export function createAppTipping(services: AppServices): Tipping {
  const tipping: Tipping = createTipping({
    coreApi: services.coreApi,
    tipsApi: services.tipsApi,
    gateway: lazyGateway(
      services.gatewayLoader,
      () => tipping.stores.landing.getSnapshot().processor ?? 'sandbox',
    ),
    tabStorage: services.sessionStorage,
    deviceStorage: services.localStorage,
    fingerprint: services.fingerprint,
    clock: services.clock,
    ids: services.ids,
    logger: services.logger,
    config: { origin: services.origin },
  });
  return tipping;
}
