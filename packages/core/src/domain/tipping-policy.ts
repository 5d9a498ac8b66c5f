import type { Cents } from './money';

/**
 * A venue's tipping policy (docs/service-contract.md, "Tipping policy"; decision 0036): where a tip
 * goes, who bears the card processing cost and when staff are paid. Optional in the location's (or
 * station's) settings: without one the app claims nothing about where the tip goes.
 */

/** When staff receive their tips. */
export const PAYOUT_SCHEDULES = ['next_payroll', 'daily', 'weekly'] as const;
export type PayoutSchedule = (typeof PAYOUT_SCHEDULES)[number];

/** How a pool's tips are shared among the people on shift. */
export const POOL_SHARES = ['equal', 'hours'] as const;
export type PoolShares = (typeof POOL_SHARES)[number];

/** A pool's headcount on shift, when the venue states it. */
export interface PoolShift {
  readonly poolUid: string;
  readonly people: number;
}

/**
 * individual: the person the guest chose gets the tip; pooled: a tip to a team (a pool, named by the
 * service) is shared among its people on shift; split: the chosen person keeps a stated percent, and
 * the rest goes to a named team.
 */
export type TipDistribution =
  | { readonly kind: 'individual' }
  | { readonly kind: 'pooled'; readonly shares: PoolShares; readonly onShift: readonly PoolShift[] }
  | { readonly kind: 'split'; readonly individualPercent: number; readonly team: string };

/**
 * guest: the guest pays it through the convenience fee; venue: the venue pays it; tip: it is
 * deducted from the tip, at the stated rate (percent of the amount plus a fixed amount).
 */
export type ProcessingCost =
  | { readonly borneBy: 'guest' }
  | { readonly borneBy: 'venue' }
  | { readonly borneBy: 'tip'; readonly percent: number; readonly fixed: Cents };

/** The venue's own words (≤ 280 characters of plain text) and the language they are in (BCP 47). */
export interface VenueNote {
  readonly text: string;
  readonly lang: string;
}

export interface TippingPolicy {
  readonly distribution: TipDistribution;
  readonly processingCost: ProcessingCost;
  readonly payout: PayoutSchedule;
  readonly note: VenueNote | null;
}

export const VENUE_NOTE_MAX = 280;
export const TEAM_NAME_MAX = 80;
