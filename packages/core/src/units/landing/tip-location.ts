import type { Selections } from '../../state/flow-store';
import type { LandingState } from '../../state/landing-store';

/** The location a tip belongs to: the landing's location, else the payload's or the intent's. */
export function locationUidOf(landing: LandingState, selections: Selections): string | null {
  return (
    landing.location?.uid ??
    landing.payload?.locationUid ??
    landing.intent?.locationUid ??
    selections.locationUid
  );
}
