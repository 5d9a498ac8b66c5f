import { systemClock } from '@tipwell/core';
import type { Clock } from '@tipwell/core';
import { globalFetch } from '../http/attempt-fetch';
import type { FetchLike } from '../http/attempt-fetch';

export interface IpLookupConfig {
  /** Answers `{ data: { ip } }` (the sandbox's GET /api/ip) or a bare `{ ip }` (ipify-style). */
  readonly url: string;
  /** Short on purpose: the IP is a nice-to-have, never worth a guest's wait. */
  readonly timeoutMs?: number;
  readonly fetch?: FetchLike;
}

const IP_TEXT = /^[0-9A-Fa-f:.]{2,45}$/;

function pickIp(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const holder =
    'data' in body && typeof body.data === 'object' && body.data !== null ? body.data : body;
  const ip = 'ip' in holder ? holder.ip : undefined;
  return typeof ip === 'string' && IP_TEXT.test(ip) ? ip : null;
}

/**
 * One GET with its own timeout; the IP, or null on any failure (never throws). No fingerprint header:
 * the lookup feeds the fingerprint, and a custom header would make a third-party service preflight.
 */
export async function lookupIp(
  config: IpLookupConfig,
  clock: Clock = systemClock,
): Promise<string | null> {
  const controller = new AbortController();
  const cancel = clock.setTimeout(() => controller.abort(), config.timeoutMs ?? 2_000);
  try {
    const fetchImpl = config.fetch ?? globalFetch;
    const response = await fetchImpl(config.url, {
      method: 'GET',
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    });
    if (!response.ok) return null;
    return pickIp(await response.json());
  } catch {
    return null;
  } finally {
    cancel();
  }
}
