/**
 * Requests per journey in a fixed window: one page cannot flood the collector, whatever address it
 * shares with other guests (decision 0022). Bounded: at most `maxJourneys` journeys are counted per
 * window; a journey beyond them is refused until the window turns.
 */
export class JourneyRateLimit {
  private counts = new Map<string, number>();
  private windowStart = 0;

  constructor(
    private readonly perWindow: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxJourneys = 50_000,
  ) {}

  /** Counts one request for each journey; false (nothing counted) when one is over its limit. */
  take(journeys: ReadonlySet<string>): boolean {
    const now = this.now();
    if (now - this.windowStart >= this.windowMs) {
      this.counts = new Map();
      this.windowStart = now;
    }
    for (const journey of journeys) {
      const count = this.counts.get(journey);
      if (count === undefined ? this.counts.size >= this.maxJourneys : count >= this.perWindow) {
        return false;
      }
    }
    for (const journey of journeys) this.counts.set(journey, (this.counts.get(journey) ?? 0) + 1);
    return true;
  }
}
