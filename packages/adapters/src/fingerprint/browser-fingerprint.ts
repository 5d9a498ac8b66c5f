import * as v from 'valibot';
import { parseWith, randomIdGenerator, systemClock } from '@tipwell/core';
import type {
  Clock,
  DeviceFingerprint,
  Fingerprint,
  IdGenerator,
  Schema,
  Storage,
} from '@tipwell/core';
import { lookupIp } from './ip-lookup';
import type { IpLookupConfig } from './ip-lookup';
import { readBrowserTraits } from './user-agent';
import type { BrowserTraits, NavigatorLike } from './user-agent';

export const FINGERPRINT_STORAGE_KEY = 'device-fingerprint';
/** The fingerprint is recomputed every 6 hours. */
export const FINGERPRINT_REFRESH_MS = 6 * 60 * 60 * 1000;
/** A failed IP lookup is tried again on a later call, at most this often. */
const IP_RETRY_MS = 60_000;

export interface BrowserFingerprintOptions {
  /** Local storage (a WebStorage over localStorage): the fingerprint survives the tab. */
  readonly storage: Storage;
  /** Where the IP comes from; null: no lookup (the fingerprint goes without an IP). */
  readonly ipLookup: IpLookupConfig | null;
  readonly navigator?: NavigatorLike;
  /**
   * Minutes, as Date#getTimezoneOffset gives them (UTC − local): the offset the spec names, and
   * no zone name. A name would take an Intl object, the page's first, which loads the locale data
   * on the main thread before the first request may leave (decision 0011).
   */
  readonly timezoneOffset?: () => number;
  readonly clock?: Clock;
  readonly idGenerator?: IdGenerator;
  readonly refreshMs?: number;
  /**
   * The device id the web server gave this browser (its cookie, decision 0012), read on each
   * call; null where it gave none (a page it did not serve): the stored or a new random id then.
   */
  readonly deviceId?: () => string | null;
}

interface StoredFingerprint extends BrowserTraits {
  readonly id: string;
  readonly timezoneOffset: number;
  readonly ip: string | null;
  readonly computedAt: number;
}

const storedSchema: Schema<StoredFingerprint> = v.object({
  id: v.string(),
  os: v.string(),
  osVersion: v.string(),
  vendor: v.string(),
  browser: v.string(),
  browserVersion: v.string(),
  engine: v.string(),
  engineVersion: v.string(),
  timezoneOffset: v.number(),
  ip: v.nullable(v.string()),
  computedAt: v.number(),
});

function base64url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The device fingerprint: OS, vendor, browser, engine (with versions), timezone offset and IP, plus an id
 * that stays with the device: the web server's (its cookie), else a random one. `current()` never
 * waits: the IP lookup runs in the background and the header gains the IP when it answers. Cached
 * in local storage; recomputed (traits and IP, same id) once it is 6 hours old.
 */
export class BrowserFingerprint implements Fingerprint {
  private readonly options: BrowserFingerprintOptions;
  private readonly clock: Clock;
  private record: StoredFingerprint | null;
  private snapshot: DeviceFingerprint | null = null;
  private lookupInFlight = false;
  private lastLookupAt: number | null = null;

  constructor(options: BrowserFingerprintOptions) {
    this.options = options;
    this.clock = options.clock ?? systemClock;
    const checked = parseWith(
      storedSchema,
      options.storage.read(FINGERPRINT_STORAGE_KEY),
      'fingerprint',
    );
    this.record = checked.ok ? checked.value : null;
  }

  current(): DeviceFingerprint {
    const now = this.clock.now();
    const refreshMs = this.options.refreshMs ?? FINGERPRINT_REFRESH_MS;
    const given = this.options.deviceId?.() ?? null;
    let record = this.record;
    if (record === null || now - record.computedAt >= refreshMs || now < record.computedAt) {
      record = this.compute(now, given ?? record?.id ?? null);
      this.store(record);
      this.lastLookupAt = null;
    } else if (given !== null && given !== record.id) {
      // The server's id is the one it opened intents with: the device goes by it from now on.
      record = { ...record, id: given };
      this.store(record);
    }
    if (record.ip === null) this.startLookup(now);
    return this.snapshotOf(record);
  }

  private compute(now: number, id: string | null): StoredFingerprint {
    const nav = this.options.navigator ?? globalThis.navigator ?? { userAgent: '' };
    const offset = this.options.timezoneOffset?.() ?? new Date(now).getTimezoneOffset();
    return {
      id: id ?? (this.options.idGenerator ?? randomIdGenerator).next(),
      ...readBrowserTraits(nav),
      timezoneOffset: offset,
      ip: null,
      computedAt: now,
    };
  }

  private store(record: StoredFingerprint): void {
    this.record = record;
    this.snapshot = null;
    this.options.storage.write(FINGERPRINT_STORAGE_KEY, record);
  }

  private snapshotOf(record: StoredFingerprint): DeviceFingerprint {
    if (this.snapshot === null) {
      const { computedAt: _computedAt, ...fields } = record;
      this.snapshot = { id: record.id, header: base64url(JSON.stringify(fields)) };
    }
    return this.snapshot;
  }

  private startLookup(now: number): void {
    const config = this.options.ipLookup;
    if (config === null || this.lookupInFlight) return;
    if (this.lastLookupAt !== null && now - this.lastLookupAt < IP_RETRY_MS) return;
    this.lookupInFlight = true;
    this.lastLookupAt = now;
    const asked = this.record;
    void lookupIp(config, this.clock).then((ip) => {
      this.lookupInFlight = false;
      // A recompute in the meantime started its own lookup cycle; this answer belongs to the old one.
      if (ip === null || this.record !== asked || asked === null) return;
      this.store({ ...asked, ip });
    });
  }
}
