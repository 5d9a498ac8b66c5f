// The tip-again URL a redirect return carries back (redirect-carried.ts puts it in the return URL
// and the device's record) is followed only when it stays on the app's origin.

/** One slash, then anything but a slash or a backslash. */
const SINGLE_SLASH_PATH = /^\/[^/\\]/;

/**
 * A tip-again URL is followed only when it stays on the app's origin; returns its path or null.
 * It is read as the browser would read it (WHATWG URL parsing against the origin: tabs and
 * newlines dropped, backslashes as slashes, absolute URLs to this origin), so what passes is what
 * the browser goes to. A path that starts with two slashes (or a slash and a backslash) would name
 * another host when followed, and the bare origin names no code: both are refused (null), as is
 * anything that does not parse.
 */
export function sameOriginPath(url: string | null, origin: string): string | null {
  if (url === null) return null;
  let home: URL;
  let target: URL;
  try {
    home = new URL(origin);
    target = new URL(url, `${home.origin}/`);
  } catch {
    return null;
  }
  if (home.origin === 'null' || target.origin !== home.origin) return null;
  const path = `${target.pathname}${target.search}${target.hash}`;
  return SINGLE_SLASH_PATH.test(path) ? path : null;
}
