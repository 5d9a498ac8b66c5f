import type { EntryOutcome } from './entry-address';

/** The entry unit's entries on their way: a second call for the same address joins the first. */
export class EntriesInFlight {
  private readonly running = new Map<string, Promise<EntryOutcome>>();

  join(key: string, start: () => Promise<EntryOutcome>): Promise<EntryOutcome> {
    const running = this.running.get(key);
    if (running) return running;
    const started = start().finally(() => {
      if (this.running.get(key) === started) this.running.delete(key);
    });
    this.running.set(key, started);
    return started;
  }
}
