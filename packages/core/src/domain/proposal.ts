import type { IntentTip, Proposal, TipLevel } from './entities';
import type { Cents } from './money';

import { PROPOSAL_LEVELS } from './vocabulary';

export interface ProposalCard {
  readonly level: Exclude<TipLevel, 'custom'>;
  /**
   * The rounded whole percent (18); null when the proposal type is amount or has no percent. The
   * views write it in the guest's language ('18%', '18 %').
   */
  readonly percent: number | null;
  /** The amount in cents; the views write it in the guest's language ('$7.20', '7,20 $US'). */
  readonly amount: Cents;
}

/** The percent a proposal card shows, rounded half up to a whole number; null for amount proposals. */
export function proposalPercent(proposal: Proposal): number | null {
  if (proposal.type === 'amount' || proposal.percent === null) return null;
  if (!Number.isFinite(proposal.percent)) return null;
  return Math.round(proposal.percent);
}

/** The three cards of a proposed-tip-intent screen, low to high. */
export function proposalCards(tip: IntentTip): readonly ProposalCard[] {
  return PROPOSAL_LEVELS.map((level) => {
    const proposal = tip.proposals[level];
    return { level, percent: proposalPercent(proposal), amount: proposal.amount };
  });
}

/** True on the last tip user's sub-step (its button says 'Tip away' instead of 'Next'). */
export function isLastIntentUser(subStep: number, subStepCount: number): boolean {
  return subStep >= subStepCount - 1;
}
