import type { FeeResponse, TipLevel } from '../domain/entities';
import type { MessageRef } from '../domain/messages';
import type { Cents } from '../domain/money';

export interface TipRecipient {
  readonly kind: 'user' | 'pool';
  readonly uid: string;
}

export interface SelectedTip {
  readonly recipient: TipRecipient;
  readonly level: TipLevel;
  /** The amount the guest chose (before the fee rule). */
  readonly amount: Cents;
}

export interface Totals {
  /** Sum of the fee responses' tipAmount (what staff receive). */
  readonly tips: Cents;
  readonly fees: Cents;
  readonly total: Cents;
}

export interface CustomTipState {
  /** What the guest typed, as typed ('' when empty); kept when it is not an amount. */
  readonly text: string;
  /** The language whose writing the text was read in (decision 0031). */
  readonly locale: string;
  /** The parsed amount, null while empty or not money. */
  readonly amount: Cents | null;
  /** True while the 'Wow, a generous tip' dialog asks for confirmation (amount ≥ $100). */
  readonly confirming: boolean;
  /** Why the amount cannot be used (not one clear amount, below $1, above $10,000), else null. */
  readonly error: MessageRef | null;
}

export interface TipsState {
  readonly tips: readonly SelectedTip[];
  /** One per tip, same index; null until the tips service answered for that tip. */
  readonly fees: readonly (FeeResponse | null)[];
  /** The 'convenience fee is on me' checkbox (only shown when transparency is optional). */
  readonly feeOnMe: boolean;
  /** True while fees are being (re)calculated. */
  readonly refreshing: boolean;
  /**
   * True when the last fee asked for got no answer (offline, a service down): the payment step
   * offers to ask again instead of a spinner that cannot end; asking again clears it.
   */
  readonly feesFailed: boolean;
  /** Sums of the fee responses; zero while any fee is missing. */
  readonly totals: Totals;
  readonly customTip: CustomTipState;
}

/**
 * Every selected tip's fee answered, none asked again or failed: the total is whole, and a payment
 * may be sent for it (the core's `pay` and the payment step's one Try again, decision 0048).
 */
export function feesAnswered(state: TipsState): boolean {
  return (
    !state.refreshing &&
    !state.feesFailed &&
    state.tips.length > 0 &&
    state.tips.every((_, index) => (state.fees[index] ?? null) !== null)
  );
}

export const EMPTY_CUSTOM_TIP: CustomTipState = {
  text: '',
  locale: 'en-US',
  amount: null,
  confirming: false,
  error: null,
};
export const ZERO_TOTALS: Totals = { tips: 0, fees: 0, total: 0 };

export const INITIAL_TIPS: TipsState = {
  tips: [],
  fees: [],
  feeOnMe: true,
  refreshing: false,
  feesFailed: false,
  totals: ZERO_TOTALS,
  customTip: EMPTY_CUSTOM_TIP,
};
