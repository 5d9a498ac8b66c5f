import { createTipping, type Tipping } from '@tipwell/core';
import type { AppServices } from './app-services';
import { lazyGateway } from './lazy-gateway';

/**
 * The payment unit's code: the widget's mount once the fees are in, and paying (decision 0028).
 * Fetched ahead of the payment step, as the card form's is: a browser that keeps a failed module
 * fetch for the page's life (Chromium 150 does; 156 fetches it again, whatwg/html#10327) left the
 * card form unloadable until a reload when the network was cut as the widget first mounted.
 */
export const loadPaymentWork = () => import('@tipwell/core/payment-work');

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
    paymentWork: loadPaymentWork,
    config: { origin: services.origin },
  });
  return tipping;
}
