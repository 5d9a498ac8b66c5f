import type { CompressedBody } from './compressed-files';

/** A rendered page ready to send again: its bytes and what its policy allows. */
export interface CachedPage {
  readonly body: CompressedBody;
  readonly styleHashes: readonly string[];
  readonly scriptHashes: readonly string[];
}

/**
 * Rendered code landings kept for a few seconds per address. A code's landing holds only what the
 * services show anyone who opens the code (the location, its people's display names, its
 * settings: the renderer calls with the server's own device), so one guest's page is every
 * guest's. A QR or pay-later entry's page is exchanged for one guest's device and never kept here
 * (`landingIsShared`, static-files.ts). The page still goes out `no-store`: the browser keeps
 * nothing; this server reuses the work. Bounded in count; the oldest entry goes first.
 */
export class RenderCache {
  private readonly entries = new Map<
    string,
    { readonly page: CachedPage; readonly until: number }
  >();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  get(path: string): CachedPage | null {
    const entry = this.entries.get(path);
    if (entry === undefined) return null;
    if (entry.until <= this.now()) {
      this.entries.delete(path);
      return null;
    }
    return entry.page;
  }

  set(path: string, page: CachedPage): void {
    if (this.ttlMs <= 0) return;
    this.entries.delete(path);
    this.entries.set(path, { page, until: this.now() + this.ttlMs });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}
