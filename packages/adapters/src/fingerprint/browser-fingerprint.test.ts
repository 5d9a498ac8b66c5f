import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { delay, http as route, HttpResponse } from 'msw';
import { FakeClock } from '@tipwell/core/fakes';
import { setupServer } from 'msw/node';
import type { Storage } from '@tipwell/core';
import type { FetchLike } from '../http/attempt-fetch';
import {
  BrowserFingerprint,
  FINGERPRINT_REFRESH_MS,
  FINGERPRINT_STORAGE_KEY,
} from './browser-fingerprint';
import type { BrowserFingerprintOptions } from './browser-fingerprint';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function memoryStorage(): Storage & { data: Map<string, unknown> } {
  const data = new Map<string, unknown>();
  return {
    data,
    read: (key) => data.get(key) ?? null,
    write: (key, value) => void data.set(key, structuredClone(value)),
    remove: (key) => void data.delete(key),
  };
}

function decode(header: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** A fetch whose answers the test releases by hand. */
function manualFetch(): { fetch: FetchLike; calls: number; answer: (ip: string) => void } {
  const pending: ((response: Response) => void)[] = [];
  const control = {
    calls: 0,
    fetch: (() => {
      control.calls += 1;
      return new Promise<Response>((resolve) => pending.push(resolve));
    }) as FetchLike,
    answer: (ip: string) => pending.shift()?.(Response.json({ data: { ip } })),
  };
  return control;
}

const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Lets the mocked network answer, without letting any time pass on a fake clock. */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}

function create(overrides: Partial<BrowserFingerprintOptions> & { now?: { value: number } } = {}) {
  const now = overrides.now ?? { value: 1_000_000 };
  const storage = overrides.storage ?? memoryStorage();
  let ids = 0;
  const fingerprint = new BrowserFingerprint({
    storage,
    ipLookup: null,
    navigator: { userAgent: IPHONE, vendor: 'Apple Computer, Inc.' },
    timezoneOffset: () => 300,
    clock: { now: () => now.value, setTimeout: () => () => undefined },
    idGenerator: { next: () => `device-${(ids += 1)}` },
    ...overrides,
  });
  return { fingerprint, storage, now };
}

describe('BrowserFingerprint', () => {
  it('encodes OS, vendor, browser, engine with versions and the timezone offset', () => {
    const { fingerprint } = create();
    const current = fingerprint.current();
    expect(current.id).toBe('device-1');
    expect(decode(current.header)).toEqual({
      id: 'device-1',
      os: 'iOS',
      osVersion: '17.4',
      vendor: 'Apple Computer, Inc.',
      browser: 'Safari',
      browserVersion: '17.4',
      engine: 'WebKit',
      engineVersion: '605.1.15',
      timezoneOffset: 300,
      ip: null,
    });
    expect(current.header).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(fingerprint.current()).toBe(current);
  });

  it("goes by the web server's device id: at once, and in place of the one it stored", () => {
    const storage = memoryStorage();
    const given = { id: null as string | null };
    const { fingerprint } = create({ storage, deviceId: () => given.id });
    expect(fingerprint.current().id).toBe('device-1');
    given.id = '0b6f4c1e-8a55-4e53-9c1f-2a9d1f0c7e11';
    const adopted = fingerprint.current();
    expect(adopted.id).toBe(given.id);
    expect(decode(adopted.header)).toMatchObject({ id: given.id, os: 'iOS' });
    expect(storage.read(FINGERPRINT_STORAGE_KEY)).toMatchObject({ id: given.id });
    // A page the server did not serve (no cookie) keeps the id the device goes by.
    given.id = null;
    expect(fingerprint.current().id).toBe('0b6f4c1e-8a55-4e53-9c1f-2a9d1f0c7e11');
    const fresh = create({ deviceId: () => 'f00dfeed-0000-4000-8000-000000000001' }).fingerprint;
    expect(fresh.current().id).toBe('f00dfeed-0000-4000-8000-000000000001');
  });

  it('never waits for the IP: it joins the header when the lookup answers', async () => {
    const lookup = manualFetch();
    const { fingerprint, storage } = create({
      ipLookup: { url: 'http://ip.test/api/ip', fetch: lookup.fetch },
    });
    const first = fingerprint.current();
    expect(decode(first.header).ip).toBeNull();
    expect(lookup.calls).toBe(1);
    fingerprint.current();
    expect(lookup.calls).toBe(1);
    lookup.answer('203.0.113.7');
    await settle();
    const later = fingerprint.current();
    expect(decode(later.header).ip).toBe('203.0.113.7');
    expect(later.id).toBe(first.id);
    expect(storage.read(FINGERPRINT_STORAGE_KEY)).toMatchObject({ ip: '203.0.113.7' });
  });

  it('is cached in storage and recomputed (same id, fresh IP) after 6 hours', async () => {
    const lookup = manualFetch();
    const storage = memoryStorage();
    const now = { value: 1_000_000 };
    const ipLookup = { url: 'http://ip.test/api/ip', fetch: lookup.fetch };
    const first = create({ storage, now, ipLookup }).fingerprint;
    first.current();
    lookup.answer('203.0.113.7');
    await settle();
    const header = first.current().header;

    const reloaded = create({
      storage,
      now,
      ipLookup,
      navigator: { userAgent: 'changed' },
    }).fingerprint;
    expect(reloaded.current().header).toBe(header);
    expect(lookup.calls).toBe(1);

    now.value += FINGERPRINT_REFRESH_MS - 1;
    expect(reloaded.current().header).toBe(header);
    now.value += 1;
    const refreshed = reloaded.current();
    expect(refreshed.id).toBe('device-1');
    expect(decode(refreshed.header)).toMatchObject({ os: 'unknown', ip: null });
    expect(lookup.calls).toBe(2);
    lookup.answer('198.51.100.9');
    await settle();
    expect(decode(reloaded.current().header).ip).toBe('198.51.100.9');
  });

  it('ignores a corrupt cached record and a late answer of an older cycle', async () => {
    const storage = memoryStorage();
    storage.write(FINGERPRINT_STORAGE_KEY, { id: 5 });
    const lookup = manualFetch();
    const now = { value: 0 };
    const { fingerprint } = create({
      storage,
      now,
      ipLookup: { url: 'http://ip.test/api/ip', fetch: lookup.fetch },
    });
    expect(fingerprint.current().id).toBe('device-1');
    now.value = FINGERPRINT_REFRESH_MS;
    fingerprint.current();
    lookup.answer('203.0.113.7');
    await settle();
    expect(decode(fingerprint.current().header).ip).toBeNull();
  });

  it('looks the IP up over the network with a short timeout, never failing', async () => {
    server.use(
      route.get('http://ip.test/api/ip', () => HttpResponse.json({ data: { ip: '192.0.2.1' } })),
      route.get('http://slow.test/api/ip', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
      route.get('http://bad.test/api/ip', () => HttpResponse.json({ data: { ip: '<script>' } })),
    );
    const clock = new FakeClock(0);
    const good = create({ clock, ipLookup: { url: 'http://ip.test/api/ip' } }).fingerprint;
    const slow = create({
      clock,
      ipLookup: { url: 'http://slow.test/api/ip', timeoutMs: 30 },
    }).fingerprint;
    const bad = create({ clock, ipLookup: { url: 'http://bad.test/api/ip' } }).fingerprint;
    for (const fingerprint of [good, slow, bad])
      expect(decode(fingerprint.current().header).ip).toBeNull();
    await until(() => decode(good.current().header).ip !== null);
    expect(decode(good.current().header).ip).toBe('192.0.2.1');
    // The slow lookup is still waiting until its 30 ms have passed on the clock.
    clock.advance(29);
    expect(clock.pendingTimers()).toBeGreaterThan(0);
    clock.advance(1);
    await until(() => clock.pendingTimers() === 0);
    await settle();
    expect(decode(slow.current().header).ip).toBeNull();
    expect(decode(bad.current().header).ip).toBeNull();
  });

  it("reads the offset from the clock's date and makes no Intl object (the page's first would load the locale data)", () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    const now = { value: Date.UTC(2026, 0, 15) };
    const { fingerprint } = create({ now, timezoneOffset: undefined });
    expect(decode(fingerprint.current().header).timezoneOffset).toBe(
      new Date(now.value).getTimezoneOffset(),
    );
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
  });

  it('sends no zone name, even from a record stored with one', () => {
    const storage = memoryStorage();
    const { fingerprint } = create({ storage });
    fingerprint.current();
    storage.write(FINGERPRINT_STORAGE_KEY, {
      ...(storage.read(FINGERPRINT_STORAGE_KEY) as object),
      timeZone: 'America/Chicago',
    });
    const header = decode(create({ storage }).fingerprint.current().header);
    expect(header).toMatchObject({ id: 'device-1', timezoneOffset: 300 });
    expect(header).not.toHaveProperty('timeZone');
  });
});
