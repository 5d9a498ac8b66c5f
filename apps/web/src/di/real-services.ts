import { deviceIdInCookies, randomIdGenerator, systemClock } from '@tipwell/core';
import {
  BrowserFingerprint,
  ConsoleLogger,
  createHttpAdapters,
  seededFetch,
  WebStorage,
  type SeededResponse,
} from '@tipwell/adapters';
import type { AppConfig } from '../config';
import { loadGateway } from './load-gateway';
import type { AppServices } from './app-services';

/**
 * The browser's adapters: HTTP services, web storage, the device fingerprint. `seed` holds the
 * answers the server got while rendering the landing: the first identical GETs are answered
 * from it.
 */
export function realServices(config: AppConfig, seed: readonly SeededResponse[] = []): AppServices {
  // The core's and the fingerprint's keys already start with 'tipwell.'.
  const sessionStorage = new WebStorage(() => window.sessionStorage, { clock: systemClock });
  const localStorage = new WebStorage(() => window.localStorage, { clock: systemClock });
  const fingerprint = new BrowserFingerprint({
    storage: localStorage,
    ipLookup: config.ipLookupUrl ? { url: config.ipLookupUrl } : null,
    clock: systemClock,
    // The id the web server opened this page's intent with, if it did (decision 0012).
    deviceId: () => deviceIdInCookies(document.cookie),
  });
  const { coreApi, tipsApi } = createHttpAdapters({
    coreBaseUrl: config.coreBaseUrl,
    tipsBaseUrl: config.tipsBaseUrl,
    fingerprint,
    clock: systemClock,
    ...(seed.length > 0 ? { fetch: seededFetch(seed) } : {}),
  });
  return {
    config,
    coreApi,
    tipsApi,
    sessionStorage,
    localStorage,
    fingerprint,
    clock: systemClock,
    ids: randomIdGenerator,
    logger: new ConsoleLogger(),
    // The provider's code loads on the payment step only.
    gatewayLoader: (processor) => loadGateway(processor, config),
    origin: window.location.origin,
  };
}
