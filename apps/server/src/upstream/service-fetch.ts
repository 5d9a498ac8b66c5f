import type { ServerConfig } from '../config';
import type { ServiceFetch } from '../static/landing-renderer';

/** How this server names itself to the services (its own requests, not a guest's). */
export const SERVER_USER_AGENT = 'Tipwell-Server/1';

/** The upstream address of a browser path on this server (`/api/core/v3/…`), or null. */
export function upstreamUrl(
  config: Pick<ServerConfig, 'coreServiceUrl' | 'tipsServiceUrl'>,
  path: string,
): string | null {
  for (const [prefix, base] of [
    ['/api/core/', config.coreServiceUrl],
    ['/api/tips/', config.tipsServiceUrl],
  ] as const) {
    if (path.startsWith(prefix))
      return `${base.href.replace(/\/$/, '')}/${path.slice(prefix.length)}`;
  }
  return null;
}

/**
 * The renderer's way to the services: the same paths the browser calls (on any origin: only the
 * path and query count), sent straight to the
 * configured upstreams, each call cut off after `timeoutMs`.
 */
export function serviceFetch(
  config: Pick<ServerConfig, 'coreServiceUrl' | 'tipsServiceUrl'>,
  timeoutMs: number,
): ServiceFetch {
  return (url, init) => {
    const { pathname, search } = new URL(url, 'http://localhost');
    const target = upstreamUrl(config, pathname + search);
    if (target === null) return Promise.reject(new Error('Not a service path'));
    const headers = new Headers(init.headers);
    headers.set('User-Agent', SERVER_USER_AGENT);
    const deadline = AbortSignal.timeout(timeoutMs);
    const signal = init.signal ? AbortSignal.any([init.signal, deadline]) : deadline;
    return fetch(target, { ...init, headers, signal });
  };
}
