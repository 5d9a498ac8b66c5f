import type { SelectedTip } from '../../state/tips-store';

/**
 * The tips unit's fee calls on their way. Every full refresh starts a new generation: answers of an
 * older refresh are dropped. A tip's own fee (asked for when it is added) is pending until it answers.
 */
export class FeeRequests {
  private generation = 0;
  private readonly pending = new Set<SelectedTip>();

  currentGeneration(): number {
    return this.generation;
  }

  /** A full refresh: answers of the refreshes before it are stale from now on. */
  startRefresh(): number {
    this.generation += 1;
    return this.generation;
  }

  isCurrent(generation: number): boolean {
    return generation === this.generation;
  }

  asking(tip: SelectedTip): void {
    this.pending.add(tip);
  }

  answered(tip: SelectedTip): void {
    this.pending.delete(tip);
  }

  isPending(tip: SelectedTip): boolean {
    return this.pending.has(tip);
  }
}
