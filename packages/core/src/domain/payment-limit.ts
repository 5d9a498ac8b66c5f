import { feeCents } from './fee-rule';
import type { Cents } from './money';

/**
 * The most one payment carries: the tips service refuses a larger one with 422
 * AMOUNT_OUT_OF_RANGE (docs/service-contract.md, decision 0017). A tip line is bounded apart
 * (custom tips at $10,000, decision 0006); this bounds several of them together.
 */
export const PAYMENT_MAX: Cents = 2_500_000;

/** The most tips (lines) one payment carries: the service refuses more (docs/service-contract.md). */
export const PAYMENT_MAX_TIPS = 50;

/** True when any of the payments (each a list of line totals in cents) is above the maximum. */
export function exceedsPaymentLimit(payments: readonly (readonly Cents[])[]): boolean {
  return payments.some((lines) => lines.reduce((sum, line) => sum + line, 0) > PAYMENT_MAX);
}

/**
 * Whether a tip of `amount` could take its payment over the maximum, given the totals of the tips
 * already in that payment (null where the fee is not answered yet). A total not known is taken at
 * its largest, the fee on top (decision 0041): the tip is refused where it is chosen, never
 * offered for a payment the service would refuse.
 */
export function wouldExceedPaymentLimit(
  tips: readonly { readonly amount: Cents; readonly total: Cents | null }[],
  amount: Cents,
): boolean {
  const largest = (tip: Cents): Cents => tip + feeCents(tip);
  const before = tips.reduce((sum, tip) => sum + (tip.total ?? largest(tip.amount)), 0);
  return before + largest(amount) > PAYMENT_MAX;
}
