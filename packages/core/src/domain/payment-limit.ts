import type { Cents } from './money';

/**
 * The most one payment carries: the tips service refuses a larger one with 422
 * AMOUNT_OUT_OF_RANGE (docs/service-contract.md, decision 0017). A tip line is bounded apart
 * (custom tips at $10,000, decision 0006); this bounds several of them together.
 */
export const PAYMENT_MAX: Cents = 2_500_000;

/** True when any of the payments (each a list of line totals in cents) is above the maximum. */
export function exceedsPaymentLimit(payments: readonly (readonly Cents[])[]): boolean {
  return payments.some((lines) => lines.reduce((sum, line) => sum + line, 0) > PAYMENT_MAX);
}
