/**
 * A small key-value store (session or local storage in the browser). Values are JSON-compatible.
 * Reads never throw: missing, expired or unreadable entries read as null.
 */
export interface Storage {
  read(key: string): unknown;
  write(key: string, value: unknown, options?: { readonly expiresAt?: number }): void;
  remove(key: string): void;
}
