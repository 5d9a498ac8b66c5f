import type { JourneyEvent, JourneyLog } from '@tipwell/core';

/** The answer the log reads of a request: its status and, for a 429 or 503, when to come back. */
export interface SendAnswer {
  readonly status: number;
  readonly headers?: { get(name: string): string | null };
}

/** What the log needs of the browser (injected in tests). */
export interface BeaconTransport {
  sendBeacon?: (url: string, body: Blob) => boolean;
  fetch?: (url: string, init: RequestInit) => Promise<SendAnswer>;
}

export interface BeaconJourneyLogOptions {
  /** The server's endpoint (`/api/insights`). */
  readonly url: string;
  readonly transport: BeaconTransport;
  /** Sends once this many events wait (default 8). */
  readonly batchSize?: number;
  /** Runs a send off the guest's tap (default: a task of its own). */
  readonly defer?: (run: () => void) => void;
  /** Waits before sending again (default setTimeout). */
  readonly wait?: (run: () => void, ms: number) => void;
  /** 0 ≤ n < 1, for the retry's jitter (default Math.random). */
  readonly random?: () => number;
}

/** Per request: the server accepts at most this many events (apps/server/src/insights). */
export const MAX_BATCH = 50;
/** Waiting events beyond this are dropped, the newest first (a tab left open with no way to send). */
const MAX_QUEUED = 200;
/** Retries wait 1 s, 2 s, 4 s … up to a minute, with jitter; a Retry-After is honoured. */
const FIRST_RETRY_MS = 1000;
const LAST_RETRY_MS = 60_000;
/**
 * The outcome of a press leaves at once, not with the next few events or as the page closes: the
 * manager's report sums the money of captured payments from these events (decision 0035), and a
 * guest closes the tab a moment after "Thank you" (issue 43's 30 guests: 1 capture in 25 did not
 * arrive by beacon in one CI run).
 */
const SENT_AT_ONCE: ReadonlySet<JourneyEvent['type']> = new Set([
  'payment-captured',
  'payment-failed',
]);

/**
 * The journey's events, batched to the server (decision 0022). A batch leaves every few events, and
 * with a payment's outcome, by `fetch` and is kept until the server acknowledges it (2xx); a 429,
 * a 5xx or no answer puts it back at the head of the queue and tries again with backoff; a 4xx that
 * is not 429 drops it (it will never be taken). When the page is hidden or left, what waits leaves by `navigator.sendBeacon`
 * (it survives the page closing), else `fetch` with `keepalive`. `record` only queues, so a tap
 * never waits for it. The queue is bounded.
 */
export class BeaconJourneyLog implements JourneyLog {
  private queue: JourneyEvent[] = [];
  private inFlight = false;
  private retrying = false;
  private scheduled = false;
  private failures = 0;
  private readonly batchSize: number;
  private readonly defer: (run: () => void) => void;
  private readonly wait: (run: () => void, ms: number) => void;
  private readonly random: () => number;

  constructor(private readonly options: BeaconJourneyLogOptions) {
    this.batchSize = Math.min(MAX_BATCH, options.batchSize ?? 8);
    this.defer = options.defer ?? ((run) => setTimeout(run, 0));
    this.wait = options.wait ?? ((run, ms) => setTimeout(run, ms));
    this.random = options.random ?? Math.random;
  }

  record(event: JourneyEvent): void {
    if (this.queue.length >= MAX_QUEUED) return;
    this.queue.push(event);
    if (this.queue.length >= this.batchSize || SENT_AT_ONCE.has(event.type)) this.schedule();
  }

  /** Events waiting to be acknowledged (not counting a batch on its way). */
  get waiting(): number {
    return this.queue.length;
  }

  /** Sends everything waiting now, by beacon (the page is being hidden or closed). */
  flush(): void {
    while (this.queue.length > 0) {
      this.beacon(JSON.stringify({ events: this.queue.splice(0, MAX_BATCH) }));
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

  private schedule(): void {
    if (this.scheduled || this.inFlight || this.retrying) return;
    this.scheduled = true;
    this.defer(() => {
      this.scheduled = false;
      void this.sendBatch();
    });
  }

  /** One batch by fetch, kept until the server acknowledges it. */
  private async sendBatch(): Promise<void> {
    const { fetch } = this.options.transport;
    if (this.inFlight || this.queue.length === 0) return;
    if (fetch === undefined) {
      this.flush();
      return;
    }
    this.inFlight = true;
    const batch = this.queue.splice(0, MAX_BATCH);
    let answer: SendAnswer | null = null;
    try {
      answer = await fetch(this.options.url, this.init(JSON.stringify({ events: batch })));
    } catch {
      // No answer: kept and tried again below.
    }
    this.inFlight = false;
    const status = answer?.status ?? 0;
    if ((status >= 200 && status < 300) || (status >= 400 && status < 500 && status !== 429)) {
      this.failures = 0;
      if (this.queue.length >= this.batchSize) this.schedule();
      return;
    }
    this.queue = [...batch, ...this.queue].slice(0, MAX_QUEUED);
    this.retryAfter(answer);
  }

  private retryAfter(answer: SendAnswer | null): void {
    this.failures += 1;
    const backoff = Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** (this.failures - 1));
    const told = Number(answer?.headers?.get('retry-after') ?? Number.NaN) * 1000;
    const ms = Number.isFinite(told) && told > 0 ? Math.min(LAST_RETRY_MS, told) : backoff;
    this.retrying = true;
    this.wait(
      () => {
        this.retrying = false;
        void this.sendBatch();
      },
      ms / 2 + (this.random() * ms) / 2,
    );
  }

  private init(body: string): RequestInit {
    return {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json' },
    };
  }

  private beacon(body: string): void {
    const { url, transport } = this.options;
    try {
      const blob = new Blob([body], { type: 'application/json' });
      if (transport.sendBeacon?.(url, blob)) return;
    } catch {
      // A browser that refuses the beacon: the fetch below.
    }
    void transport.fetch?.(url, this.init(body)).catch(() => undefined);
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
