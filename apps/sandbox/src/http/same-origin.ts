import type { FastifyRequest } from 'fastify';

/** This server's origin as the request names it, normalised (a default port dropped). */
export function requestOrigin(request: FastifyRequest): string {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return 'null';
  }
}

/**
 * Only a path on this origin is a valid returnUrl (an absolute URL must name this origin): a guest
 * is never sent elsewhere. Returns the target path + query, or null.
 */
export function sameOriginPath(returnUrl: string | undefined, origin: string): string | null {
  if (returnUrl === undefined || returnUrl === '' || returnUrl.includes('\\')) return null;
  if (!returnUrl.startsWith('/') && !returnUrl.startsWith(`${origin}/`)) return null;
  if (returnUrl.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(returnUrl, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return `${url.pathname}${url.search}`;
}
