import type { JourneyEvent, JourneyLog } from '@tipwell/core';

/** What the log needs of the browser (injected in tests). */
export interface BeaconTransport {
  sendBeacon?: (url: string, body: Blob) => boolean;
  fetch?: (url: string, init: RequestInit) => Promise<unknown>;
}

export interface BeaconJourneyLogOptions {
  /** The server's endpoint (`/api/insights`). */
  readonly url: string;
  readonly transport: BeaconTransport;
  /** Sends once this many events wait (default 8). */
  readonly batchSize?: number;
  /** Runs a send off the guest's tap (default: a task of its own). */
  readonly defer?: (run: () => void) => void;
}

/** Per request: the server accepts at most this many events (apps/server/src/insights). */
export const MAX_BATCH = 50;
/** Waiting events beyond this are dropped (a tab left open with no way to send). */
const MAX_QUEUED = 200;

/**
 * The journey's events, batched to the server: with `navigator.sendBeacon` (it survives the page
 * closing), else `fetch` with `keepalive`. A batch leaves every few events and when the page is
 * hidden; `record` only queues, so a tap never waits for it (decision 0022).
 */
export class BeaconJourneyLog implements JourneyLog {
  private queue: JourneyEvent[] = [];
  private scheduled = false;
  private readonly batchSize: number;
  private readonly defer: (run: () => void) => void;

  constructor(private readonly options: BeaconJourneyLogOptions) {
    this.batchSize = Math.min(MAX_BATCH, options.batchSize ?? 8);
    this.defer = options.defer ?? ((run) => setTimeout(run, 0));
  }

  record(event: JourneyEvent): void {
    if (this.queue.length >= MAX_QUEUED) return;
    this.queue.push(event);
    if (this.queue.length >= this.batchSize && !this.scheduled) {
      this.scheduled = true;
      this.defer(() => {
        this.scheduled = false;
        this.flush();
      });
    }
  }

  /** Sends everything waiting, now (the page is being hidden). */
  flush(): void {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, MAX_BATCH);
      this.send(JSON.stringify({ events: batch }));
    }
  }

  /** Flushes when the page is hidden or closed; returns the removal. */
  listen(
    target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
    doc: { readonly visibilityState: string },
  ): () => void {
    const onHide = (): void => {
      if (doc.visibilityState === 'hidden') this.flush();
    };
    const onPageHide = (): void => this.flush();
    target.addEventListener('visibilitychange', onHide);
    target.addEventListener('pagehide', onPageHide);
    return () => {
      target.removeEventListener('visibilitychange', onHide);
      target.removeEventListener('pagehide', onPageHide);
    };
  }

  private send(body: string): void {
    const { url, transport } = this.options;
    try {
      const blob = new Blob([body], { type: 'application/json' });
      if (transport.sendBeacon?.(url, blob)) return;
    } catch {
      // A browser that refuses the beacon: the fetch below.
    }
    void transport
      .fetch?.(url, {
        method: 'POST',
        body,
        keepalive: true,
        credentials: 'omit',
        headers: { 'Content-Type': 'application/json' },
      })
      .catch(() => undefined);
  }
}

/** True when the guest's browser asks not to be tracked (Do Not Track, Global Privacy Control). */
export function declinesTracking(
  nav: {
    readonly doNotTrack?: string | null;
    readonly globalPrivacyControl?: boolean;
  },
  win: { readonly doNotTrack?: string | null } = {},
): boolean {
  return (
    nav.doNotTrack === '1' ||
    nav.doNotTrack === 'yes' ||
    win.doNotTrack === '1' ||
    nav.globalPrivacyControl === true
  );
}
