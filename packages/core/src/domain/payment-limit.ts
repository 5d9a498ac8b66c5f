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

/** The most a tip of `amount` can cost its payment: the fee on top (net), whatever the mode now. */
export function largestTotal(amount: Cents): Cents {
  return amount + feeCents(amount);
}

/**
 * Whether a tip of `amount` could take its payment over the maximum, given the amounts of the tips
 * already in that payment. Every tip counts at its largest total, the fee on top, even where its
 * fee was answered in the gross mode: the fee box on the payment step can still put the fee on
 * top of every line (decision 0041). The tip is refused where it is chosen, never offered for a
 * payment the service would refuse, whatever the fee mode comes to.
 */
export function wouldExceedPaymentLimit(before: readonly Cents[], amount: Cents): boolean {
  const sum = before.reduce((total, tip) => total + largestTotal(tip), 0);
  return sum + largestTotal(amount) > PAYMENT_MAX;
}
