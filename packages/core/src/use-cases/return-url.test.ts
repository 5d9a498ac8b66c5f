import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './return-url';

const origin = 'https://tip.example.test';

describe('sameOriginPath', () => {
  it('keeps same-origin paths and absolute URLs on the origin', () => {
    expect(sameOriginPath('/U500', origin)).toBe('/U500');
    expect(sameOriginPath(`${origin}/L100/user/501`, origin)).toBe('/L100/user/501');
    expect(sameOriginPath(origin, origin)).toBe('/');
  });

  it('refuses other origins, protocol-relative and script URLs', () => {
    for (const url of [
      'https://evil.test/U500',
      '//evil.test/x',
      '/\\evil.test',
      'javascript:alert(1)',
      `${origin}.evil.test/x`,
      '',
      null,
    ]) {
      expect(sameOriginPath(url, origin)).toBeNull();
    }
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        const path = sameOriginPath(url, origin);
        if (path !== null) expect(path.startsWith('/') && !path.startsWith('//')).toBe(true);
      }),
    );
  });
});
