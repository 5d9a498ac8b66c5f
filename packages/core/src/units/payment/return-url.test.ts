import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './return-url';

const origin = 'https://tip.example.test';
const local = 'http://127.0.0.1:8080';

/** Bits a hostile tip-again URL is made of: what browsers drop, fold or read as another host. */
const HOSTILE_PARTS = [
  '/',
  '//',
  '\\',
  '\t',
  '\n',
  '\r',
  ' ',
  '\u0000',
  '\u001f',
  '%2F',
  '%5C',
  '%09',
  '@',
  ':',
  '.',
  '..',
  '?',
  '#',
  'evil.example',
  'U500',
  'L100',
  'http:',
  'https:',
  'javascript:',
  'data:',
  'blob:',
  origin,
  local,
  'https://evil.example',
  'tip.example.test',
  '127.0.0.1:8080',
];

const hostile = fc.oneof(
  fc.array(fc.constantFrom(...HOSTILE_PARTS), { maxLength: 8 }).map((parts) => parts.join('')),
  fc
    .tuple(fc.constantFrom(...HOSTILE_PARTS), fc.string({ unit: 'binary', maxLength: 12 }))
    .map(([part, rest]) => part + rest),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.string({ unit: 'binary', maxLength: 24 }),
);

/** Null, or one slash then neither slash nor backslash, and the browser stays on the origin. */
function holdsOn(result: string | null, home: string): void {
  if (result === null) return;
  expect(result).toMatch(/^\/[^/\\]/);
  expect(new URL(result, home).origin).toBe(new URL(home).origin);
  // What passes is already what the browser goes to: reading it again changes nothing.
  expect(sameOriginPath(result, home)).toBe(result);
}

describe('sameOriginPath', () => {
  it('keeps same-origin paths and absolute URLs on the origin', () => {
    expect(sameOriginPath('/U500', origin)).toBe('/U500');
    expect(sameOriginPath(`${origin}/L100/user/501`, origin)).toBe('/L100/user/501');
    expect(sameOriginPath('/L100?from=qr#top', origin)).toBe('/L100?from=qr#top');
    expect(sameOriginPath(`${local}/U500`, local)).toBe('/U500');
  });

  it('reads the URL as the browser does: tabs and newlines dropped, spaces trimmed', () => {
    expect(sameOriginPath('/U\t500', origin)).toBe('/U500');
    expect(sameOriginPath(' /U500\n', origin)).toBe('/U500');
    expect(sameOriginPath('/\tU500', origin)).toBe('/U500');
  });

  it('refuses other origins, protocol-relative, script URLs and the bare origin', () => {
    for (const url of [
      'https://evil.test/U500',
      '//evil.test/x',
      '/\\evil.test',
      '\\\\evil.test',
      '/\t/evil.example/',
      '/\n/evil.example/',
      '/\r\n/evil.example/',
      '\t//evil.example/',
      `${local}//evil.example/`,
      `${origin}//evil.example/`,
      `${origin}/\\evil.example/`,
      'javascript:alert(1)',
      'java\tscript:alert(1)',
      `${origin}.evil.test/x`,
      `${origin}@evil.test/x`,
      origin,
      `${origin}/`,
      '',
      null,
    ]) {
      expect(sameOriginPath(url, origin)).toBeNull();
    }
    // The classic trap: an absolute URL to this very origin whose path names another host.
    expect(sameOriginPath(`${local}//evil.example/`, local)).toBeNull();
  });

  it('property: hostile strings give null or a single-slash path on the same origin', () => {
    fc.assert(
      fc.property(hostile, fc.constantFrom(origin, local), (url, home) => {
        holdsOn(sameOriginPath(url, home), home);
      }),
      { numRuns: 2000 },
    );
  });
});
