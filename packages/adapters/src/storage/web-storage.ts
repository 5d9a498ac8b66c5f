import { systemClock } from '@tipwell/core';
import type { Clock, Storage } from '@tipwell/core';

/** The browser's Storage (sessionStorage, localStorage), or a getter for it (which may throw). */
export type WebStorageSource = globalThis.Storage | (() => globalThis.Storage | null | undefined);

export interface WebStorageOptions {
  readonly clock?: Clock;
  /**
   * The envelope version. Entries written under another version (an older build's shapes) read as
   * null and are removed, so a release that changes what it stores never reads its old data.
   */
  readonly version?: number;
  /** Prepended to every key, so the app's entries never collide with a provider script's. */
  readonly prefix?: string;
}

interface Envelope {
  readonly v: number;
  readonly expiresAt?: number;
  readonly value: unknown;
}

function parseEnvelope(text: string): Envelope | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const candidate = parsed as Record<string, unknown>;
  if (typeof candidate.v !== 'number' || !('value' in candidate)) return null;
  if (candidate.expiresAt !== undefined && typeof candidate.expiresAt !== 'number') return null;
  return candidate as unknown as Envelope;
}

/**
 * The core's Storage port over web storage. Values are JSON in a versioned envelope
 * `{ v, expiresAt?, value }`; expired, corrupt or foreign-version entries are removed and read as null.
 * Storage that is missing or throws (private mode, quota, a blocked cookie policy) falls back to an
 * in-memory map for the life of the page: no method ever throws.
 */
export class WebStorage implements Storage {
  private readonly source: WebStorageSource;
  private readonly clock: Clock;
  private readonly version: number;
  private readonly prefix: string;
  /** Entries the browser refused to keep (kept here instead), and everything once it is unusable. */
  private readonly memory = new Map<string, string>();
  private broken = false;

  constructor(source: WebStorageSource, options: WebStorageOptions = {}) {
    this.source = source;
    this.clock = options.clock ?? systemClock;
    this.version = options.version ?? 1;
    this.prefix = options.prefix ?? '';
  }

  read(key: string): unknown {
    const name = this.prefix + key;
    const text = this.memory.get(name) ?? this.attempt((storage) => storage.getItem(name));
    if (text === null || text === undefined) return null;
    const envelope = parseEnvelope(text);
    if (envelope === null || envelope.v !== this.version) {
      this.remove(key);
      return null;
    }
    if (envelope.expiresAt !== undefined && envelope.expiresAt <= this.clock.now()) {
      this.remove(key);
      return null;
    }
    return envelope.value;
  }

  write(key: string, value: unknown, options: { readonly expiresAt?: number } = {}): void {
    const name = this.prefix + key;
    let text: string;
    try {
      const envelope: Envelope = { v: this.version, expiresAt: options.expiresAt, value };
      text = JSON.stringify(envelope);
    } catch {
      // Not JSON (a cycle, a BigInt): a bug in the caller, but storing must not break the page.
      console.warn(`WebStorage: cannot store ${key}: not JSON`);
      return;
    }
    const stored = this.attempt((storage) => {
      storage.setItem(name, text);
      return true;
    });
    if (stored === true) this.memory.delete(name);
    else this.memory.set(name, text);
  }

  remove(key: string): void {
    const name = this.prefix + key;
    this.memory.delete(name);
    this.attempt((storage) => storage.removeItem(name));
  }

  /** Runs `action` on the browser storage; undefined when there is none or it throws. */
  private attempt<T>(action: (storage: globalThis.Storage) => T): T | undefined {
    if (this.broken) return undefined;
    try {
      const storage = typeof this.source === 'function' ? this.source() : this.source;
      if (!storage) {
        this.broken = true;
        return undefined;
      }
      return action(storage);
    } catch {
      // A quota error affects only the write at hand (kept in memory); a storage that throws on
      // reads as well is unusable, and read() then finds nothing there either.
      return undefined;
    }
  }
}
