import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readBrowserTraits } from './user-agent';

describe('readBrowserTraits', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36',
      {
        os: 'Android',
        osVersion: '14',
        browser: 'Chrome',
        browserVersion: '124.0.6367.82',
        engine: 'Blink',
        engineVersion: '124.0.6367.82',
      },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
      {
        os: 'iOS',
        osVersion: '17.4',
        browser: 'Chrome',
        engine: 'WebKit',
        engineVersion: '605.1.15',
      },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0',
      {
        os: 'Windows',
        osVersion: '10.0',
        browser: 'Firefox',
        browserVersion: '125.0',
        engine: 'Gecko',
        engineVersion: '125.0',
      },
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51',
      {
        os: 'macOS',
        osVersion: '10.15.7',
        browser: 'Edge',
        browserVersion: '124.0.2478.51',
        engine: 'Blink',
      },
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
      { os: 'Android', browser: 'Samsung Internet', browserVersion: '24.0' },
    ],
  ])('reads %s', (userAgent, expected) => {
    expect(readBrowserTraits({ userAgent })).toMatchObject(expected);
  });

  it('never throws and keeps every field short', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 2000 }),
        fc.string({ maxLength: 500 }),
        (userAgent, vendor) => {
          const traits = readBrowserTraits({ userAgent, vendor });
          return Object.values(traits).every(
            (value) => typeof value === 'string' && value.length <= 64,
          );
        },
      ),
    );
  });
});
