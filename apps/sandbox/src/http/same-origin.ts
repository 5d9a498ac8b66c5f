import type { FastifyRequest } from 'fastify';

/** This server's origin as the request names it, normalised (a default port dropped). */
export function requestOrigin(request: FastifyRequest): string {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return 'null';
  }
}

/** One slash, then a character that is not a slash, a backslash, a control or a space. */
const PLAIN_PATH = /^\/[^/\\\s\p{Cc}]/u;

/** The text with its percent-escapes decoded, or null when they do not decode. */
function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * Only a plain path on this origin is a valid returnUrl (an absolute URL must name this origin): a
 * guest is never sent elsewhere. The URL parser reads it and rebuilds it; what it names must
 * start with one `/` followed by a character that is not `/`, a backslash, a control or a space,
 * as sent and once decoded (`/%09/evil.example` and `/%2F/evil.example` are refused: a browser
 * may read them as another host). Returns the rebuilt path + query, or null.
 */
export function sameOriginPath(returnUrl: string | undefined, origin: string): string | null {
  if (returnUrl === undefined || returnUrl === '' || returnUrl.includes('\\')) return null;
  const path = returnUrl.startsWith(`${origin}/`) ? returnUrl.slice(origin.length) : returnUrl;
  if (!PLAIN_PATH.test(path) || !PLAIN_PATH.test(decoded(path) ?? '')) return null;
  let url: URL;
  try {
    url = new URL(path, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const rebuilt = `${url.pathname}${url.search}`;
  return PLAIN_PATH.test(decoded(url.pathname) ?? '') ? rebuilt : null;
}

/** `path` (a plain path from sameOriginPath) with one more query parameter, rebuilt by the parser. */
export function withQueryParameter(path: string, name: string, value: string): string {
  const url = new URL(path, 'http://localhost');
  url.searchParams.append(name, value);
  return `${url.pathname}${url.search}`;
}
