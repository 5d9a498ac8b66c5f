import { randomIdGenerator, systemClock } from '@tipwell/core';
import { FakeFingerprint, MemoryStorage } from '@tipwell/core/fakes';
import { createHttpAdapters, recordingFetch, type SeededResponse } from '@tipwell/adapters';
import { defaultConfig } from '../config';
import type { AppServices } from './app-services';

export type ServerFetch = (url: string, init: RequestInit) => Promise<Response>;

/**
 * The services a landing is rendered with on the server: the HTTP services at `origin` (one
 * attempt each: a slow service means the static shell, not a wait), every successful GET answer
 * kept in `answers` for the page to carry, nothing stored, a fixed device, and no payment.
 */
export function serverServices(
  origin: string,
  answers: SeededResponse[],
  fetch: ServerFetch = (url, init) => globalThis.fetch(url, init),
): AppServices {
  const fingerprint = new FakeFingerprint();
  const { coreApi, tipsApi } = createHttpAdapters({
    coreBaseUrl: defaultConfig.coreBaseUrl,
    tipsBaseUrl: defaultConfig.tipsBaseUrl,
    fingerprint,
    fetch: recordingFetch((url, init) => fetch(new URL(url, origin).href, init), answers),
    policy: { maxAttempts: 1 },
  });
  return {
    config: defaultConfig,
    coreApi,
    tipsApi,
    sessionStorage: new MemoryStorage(systemClock),
    localStorage: new MemoryStorage(systemClock),
    fingerprint,
    clock: systemClock,
    ids: randomIdGenerator,
    gatewayLoader: () => Promise.reject(new Error('No payment is made on the server')),
    origin,
  };
}
