import type { FeeMode } from './entities';

/**
 * The tips service's fee rule (docs/demo-world.md, "The fee rule"): 3% of the amount + $0.30,
 * half-up to the cent. The sandbox computes its answers with it; the core's fakes too.
 */
export const MAX_FEE_AMOUNT_CENTS = 1_000_000;

export interface FeeQuote {
  readonly fee: number;
  readonly tipAmount: number;
  readonly total: number;
}

export function feeCents(amountCents: number): number {
  return Math.floor((amountCents * 3 + 50) / 100) + 30;
}

/**
 * net: the staff get the full amount and the guest pays the fee on top; gross: the fee comes out
 * of the amount. Either way tipAmount + fee = total. Null when the amount is out of range (≤ 0,
 * over $10,000, or a gross amount that the fee would swallow).
 */
export function quoteFee(amountCents: number, mode: FeeMode): FeeQuote | null {
  if (
    !Number.isSafeInteger(amountCents) ||
    amountCents <= 0 ||
    amountCents > MAX_FEE_AMOUNT_CENTS
  ) {
    return null;
  }
  const fee = feeCents(amountCents);
  if (mode === 'net') return { fee, tipAmount: amountCents, total: amountCents + fee };
  if (amountCents - fee <= 0) return null;
  return { fee, tipAmount: amountCents - fee, total: amountCents };
}
