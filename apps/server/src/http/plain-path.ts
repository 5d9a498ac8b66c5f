/** One slash, then a character that is not a slash, a backslash, a control or a space. */
const PLAIN_PATH = /^\/[^/\\\s\p{Cc}]/u;

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return '';
  }
}

/**
 * A path this server sends a browser to (a `Location`), parsed and rebuilt by the URL parser, or
 * null unless it starts with one `/` followed by a character that is not `/`, a backslash, a
 * control or a space, as written and once decoded: `/%09/evil.example` may be read as another
 * host by some browsers.
 */
export function plainPath(path: string): string | null {
  if (!PLAIN_PATH.test(path) || !PLAIN_PATH.test(decoded(path))) return null;
  let url: URL;
  try {
    url = new URL(path, 'http://localhost');
  } catch {
    return null;
  }
  if (url.origin !== 'http://localhost' || !PLAIN_PATH.test(decoded(url.pathname))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * A service's answer keeps its `Location` only as a plain path, rebuilt (an absolute URL a
 * service names is its own business and passes as it is); another is dropped.
 */
export function withPlainLocation<H extends Record<string, unknown>>(headers: H): H {
  const location = headers['location'];
  if (typeof location !== 'string' || /^[a-z][a-z0-9+.-]*:/i.test(location)) return headers;
  const { location: _dropped, ...rest } = headers;
  const path = plainPath(location);
  return (path === null ? rest : { ...rest, location: path }) as H;
}
