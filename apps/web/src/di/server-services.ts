import {
  MemoryStorage,
  randomIdGenerator,
  silentLogger,
  systemClock,
  type Fingerprint,
  type Logger,
} from '@tipwell/core';
import { createHttpAdapters, recordingFetch, type SeededResponse } from '@tipwell/adapters';
import { defaultConfig, type AppConfig } from '../config';
import type { AppServices } from './app-services';

export type ServerFetch = (url: string, init: RequestInit) => Promise<Response>;

/**
 * The server's fingerprint: the renderer's calls are not a guest's browser's, and the services see
 * them as one steady client (the guest's own fingerprint goes with the browser's calls). Its id is
 * the guest's device id where the server opens an intent for the guest (decision 0012).
 */
const serverDevice = (deviceId: string | undefined): Fingerprint => {
  const fingerprint = { id: deviceId ?? 'tipwell-server', header: 'tipwell-server-renderer' };
  return { current: () => fingerprint };
};

/**
 * The services a landing is rendered with on the server: the real HTTP adapters over `fetch` (the
 * server sends them to the configured services; one attempt each: a slow service means the static
 * shell, not a wait), every successful answer kept in `answers` for the page to carry, nothing
 * kept between requests, and no payment. `config`: the browser's, so the markup matches the page's.
 */
export function serverServices(
  origin: string,
  answers: SeededResponse[],
  fetch: ServerFetch = (url, init) => globalThis.fetch(url, init),
  config: Partial<AppConfig> = {},
  logger: Logger = silentLogger,
  deviceId?: string,
): AppServices {
  const fingerprint = serverDevice(deviceId);
  const { coreApi, tipsApi } = createHttpAdapters({
    coreBaseUrl: defaultConfig.coreBaseUrl,
    tipsBaseUrl: defaultConfig.tipsBaseUrl,
    fingerprint,
    fetch: recordingFetch((url, init) => fetch(new URL(url, origin).href, init), answers),
    policy: { maxAttempts: 1 },
  });
  return {
    config: { ...defaultConfig, ...config },
    coreApi,
    tipsApi,
    sessionStorage: new MemoryStorage(systemClock),
    localStorage: new MemoryStorage(systemClock),
    fingerprint,
    clock: systemClock,
    ids: randomIdGenerator,
    logger,
    gatewayLoader: () => Promise.reject(new Error('No payment is made on the server')),
    origin,
  };
}
