import type { Storage } from '../ports/storage';
import type { Clock } from '../ports/clock';

/**
 * Session or local storage in memory; values are copied through JSON like the browser's. Tests
 * use it, and so does the server's renderer, which keeps nothing between requests.
 */
export class MemoryStorage implements Storage {
  private readonly entries = new Map<string, { json: string; expiresAt: number | null }>();

  constructor(private readonly clock: Pick<Clock, 'now'> = { now: () => 0 }) {}

  read(key: string): unknown {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.expiresAt !== null && this.clock.now() >= entry.expiresAt) {
      this.entries.delete(key);
      return null;
    }
    return JSON.parse(entry.json) as unknown;
  }

  write(key: string, value: unknown, options?: { readonly expiresAt?: number }): void {
    this.entries.set(key, { json: JSON.stringify(value), expiresAt: options?.expiresAt ?? null });
  }

  remove(key: string): void {
    this.entries.delete(key);
  }

  /** Tests: put raw (possibly corrupt) data under a key. */
  writeRaw(key: string, json: string): void {
    this.entries.set(key, { json, expiresAt: null });
  }

  keys(): string[] {
    return [...this.entries.keys()];
  }

  clear(): void {
    this.entries.clear();
  }
}
