import type { Pool, Transparency } from './entities';
import { showsFeeOnMeCheckbox } from './fee-mode';

/**
 * The fee rules a screen knows (docs/decisions/0039): its own settings' transparency (a
 * location's, or a station's on a station's page) and, on a station's page, the transparency of
 * each location whose pools it lists, by location uid (null elsewhere: a location's pools follow
 * the location's own settings, which are the screen's).
 */
export interface ScreenFeeRules {
  readonly transparency: Transparency;
  readonly pools: readonly Pick<Pool, 'uid' | 'locationUid'>[];
  readonly poolLocations: Readonly<Record<string, Transparency>> | null;
}

/** A tip line's recipient, as the fee rule reads it. */
interface LineRecipient {
  readonly kind: 'user' | 'pool';
  readonly uid: string;
}

/**
 * The rule a line is charged under, the one the tips service checks it against: a pool's own
 * location's, whichever screen lists it; a person's, the screen's (a station's staff: the
 * station's settings). A station's pool whose location's settings did not answer pays the fee
 * (`full`): never less than any rule asks of the guest.
 */
export function lineFeeRule(screen: ScreenFeeRules, recipient: LineRecipient): Transparency {
  if (recipient.kind === 'user' || screen.poolLocations === null) return screen.transparency;
  const pool = screen.pools.find((candidate) => candidate.uid === recipient.uid);
  return (pool && screen.poolLocations[pool.locationUid]) ?? 'full';
}

/** What the 'fee is on me' box does on the payment step, for the lines chosen. */
export interface FeeBox {
  /** Shown when at least one line follows it (the screen's own rule when there are none). */
  readonly shown: boolean;
  /**
   * The lines (indexes) whose fee the box cannot change, where the screen's own settings offer
   * the box: the guest is told so plainly, each by its recipient's name.
   */
  readonly fixed: readonly number[];
}

export function feeBoxFor(screen: Transparency, lines: readonly Transparency[]): FeeBox {
  const offered = showsFeeOnMeCheckbox(screen);
  const shown = lines.length === 0 ? offered : lines.some(showsFeeOnMeCheckbox);
  const fixed = offered
    ? lines.flatMap((rule, index) => (showsFeeOnMeCheckbox(rule) ? [] : [index]))
    : [];
  return { shown, fixed };
}
