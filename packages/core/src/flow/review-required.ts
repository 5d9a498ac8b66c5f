import type { Payload } from '../domain/entities';
import type { Selections } from '../state/flow-store';

/**
 * A review is required when a selected pool requires one; a review shown only because the location
 * has reviewsEnabled can be skipped.
 */
export function reviewRequired(payload: Payload | null, selections: Selections): boolean {
  const pools = payload?.pools ?? [];
  return selections.pools.some(
    (uid) => pools.find((pool) => pool.uid === uid)?.requiresReview === true,
  );
}
