import {
  feeBoxFor,
  lineFeeRule,
  type FeeBox,
  type ScreenFeeRules,
} from '../../domain/line-fee-rule';
import type { LandingState } from '../../state/landing-store';
import type { SelectedTip } from '../../state/tips-store';

/** The fee rules the landing knows: its settings' own, and a station's pools' locations'. */
export function screenFeeRules(
  landing: Pick<LandingState, 'settings' | 'payload' | 'poolFeeRules'>,
): ScreenFeeRules {
  return {
    transparency: landing.settings?.transparency ?? 'other',
    pools: landing.payload?.pools ?? [],
    poolLocations: landing.poolFeeRules,
  };
}

/** The payment step's 'fee is on me' box for the tips chosen (decision 0039). */
export function feeBoxOf(
  landing: Pick<LandingState, 'settings' | 'payload' | 'poolFeeRules'>,
  tips: readonly Pick<SelectedTip, 'recipient'>[],
): FeeBox {
  const screen = screenFeeRules(landing);
  return feeBoxFor(
    screen.transparency,
    tips.map((tip) => lineFeeRule(screen, tip.recipient)),
  );
}
