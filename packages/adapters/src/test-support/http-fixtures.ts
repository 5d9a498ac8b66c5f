import { HttpClient } from '../http/http-client';
import type { HttpClientConfig } from '../http/http-client';
import type { RetryPolicy } from '../http/retry-policy';

export const FINGERPRINT_HEADER = 'fp-test-header';

/** An HttpClient whose waits are recorded, not slept, and whose jitter is fixed. */
export function testClient(
  overrides: Partial<HttpClientConfig> & { policy?: Partial<RetryPolicy> } = {},
): { http: HttpClient; delays: number[] } {
  const delays: number[] = [];
  const http = new HttpClient({
    fingerprint: { current: () => ({ id: 'device-1', header: FINGERPRINT_HEADER }) },
    sleep: (ms) => {
      delays.push(ms);
      return Promise.resolve();
    },
    random: () => 0.5,
    ...overrides,
  });
  return { http, delays };
}

export function envelope(data: unknown): { data: unknown } {
  return { data };
}

export function failure(
  code: string,
  message: string,
): { error: { code: string; message: string } } {
  return { error: { code, message } };
}
