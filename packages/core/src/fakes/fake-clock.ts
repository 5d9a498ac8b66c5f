import type { Clock } from '../ports/clock';

/** A manual clock: timers fire only when the test advances time. */
export class FakeClock implements Clock {
  private time: number;
  private timers: { at: number; id: number; callback: () => void }[] = [];
  private nextId = 0;

  constructor(start = Date.UTC(2026, 0, 15, 12, 0, 0)) {
    this.time = start;
  }

  now(): number {
    return this.time;
  }

  setTimeout(callback: () => void, ms: number): () => void {
    const id = (this.nextId += 1);
    this.timers.push({ at: this.time + Math.max(0, ms), id, callback });
    return () => {
      this.timers = this.timers.filter((timer) => timer.id !== id);
    };
  }

  /** Moves time forward, firing due timers in order. */
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      const due = this.timers
        .filter((timer) => timer.at <= end)
        .sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      this.timers = this.timers.filter((timer) => timer.id !== due.id);
      this.time = due.at;
      due.callback();
    }
    this.time = end;
  }

  pendingTimers(): number {
    return this.timers.length;
  }
}
