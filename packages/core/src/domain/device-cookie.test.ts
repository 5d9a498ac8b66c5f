import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEVICE_COOKIE, deviceIdInCookies } from './device-cookie';

describe('deviceIdInCookies', () => {
  it('reads a minted id among other cookies', () => {
    const id = '0b6f4c1e-8a55-4e53-9c1f-2a9d1f0c7e11';
    expect(deviceIdInCookies(`tipwell_locale=de-DE; ${DEVICE_COOKIE}=${id}; other=1`)).toBe(id);
  });

  it('says null when the cookie is absent, empty or malformed', () => {
    expect(deviceIdInCookies(undefined)).toBeNull();
    expect(deviceIdInCookies('')).toBeNull();
    expect(deviceIdInCookies(`${DEVICE_COOKIE}=`)).toBeNull();
    expect(deviceIdInCookies(`${DEVICE_COOKIE}=short`)).toBeNull();
    expect(deviceIdInCookies(`${DEVICE_COOKIE}=<script>alert(1)</script>aaaaaaaa`)).toBeNull();
    expect(deviceIdInCookies(`x${DEVICE_COOKIE}=0b6f4c1e-8a55-4e53-9c1f-2a9d1f0c7e11`)).toBeNull();
  });

  it('answers only an id of its own form, whatever the header holds', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const id = deviceIdInCookies(`${DEVICE_COOKIE}=${text}`);
        expect(id === null || /^[A-Za-z0-9-]{16,64}$/.test(id)).toBe(true);
      }),
    );
  });
});
