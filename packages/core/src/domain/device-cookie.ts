/**
 * The guest's device id travels in one first-party cookie (decision 0012): the web server mints it
 * on a page load that has none, so it can open a QR or pay-later intent for that device and render
 * its landing; the browser reads the same cookie, so its own calls carry the same id.
 */
export const DEVICE_COOKIE = 'tipwell_device';

/** The device id's form: a UUID as minted (`crypto.randomUUID`), or a shorter random id. */
const DEVICE_ID = /^[A-Za-z0-9-]{16,64}$/;

/**
 * The device id in a cookie string (a request's `Cookie` header, or the page's cookies, which the
 * browser's adapter reads); null when absent or malformed.
 */
export function deviceIdInCookies(cookies: string | undefined): string | null {
  for (const pair of (cookies ?? '').split(';')) {
    const [name, value] = pair.trim().split('=', 2);
    if (name === DEVICE_COOKIE && value !== undefined && DEVICE_ID.test(value)) return value;
  }
  return null;
}
