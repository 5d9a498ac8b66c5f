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
      () => tipping.landing.store.getSnapshot().processor ?? 'sandbox',
    ),
    tabStorage: services.sessionStorage,
    deviceStorage: services.localStorage,
    fingerprint: services.fingerprint,
    clock: services.clock,
    ids: services.ids,
    logger: services.logger,
    // The payment unit's code after the landing: its own chunk, asked for as the widget mounts.
    paymentWork: () => import('@tipwell/core/payment-work'),
    config: { origin: services.origin },
  });
  return tipping;
}
