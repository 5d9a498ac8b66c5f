import type { FeeMode, FeeResponse } from './entities';
import { feeCents } from './fee-rule';
import type { Cents } from './money';

export interface FeeTotals {
  readonly tips: Cents;
  readonly fees: Cents;
  readonly total: Cents;
}

/** Sums fee responses in integer cents; missing responses count as nothing. */
export function sumTotals(responses: readonly (FeeResponse | null)[]): FeeTotals {
  let tips = 0;
  let fees = 0;
  let total = 0;
  for (const response of responses) {
    if (!response) continue;
    tips += response.tipAmount;
    fees += response.fee;
    total += response.total;
  }
  return { tips, fees, total };
}

/** The fee rule's answer for any amount (the fakes answer with it; the range is the service's business). */
export function feeFor(amount: Cents, mode: FeeMode): FeeResponse {
  const fee = feeCents(amount);
  return mode === 'net'
    ? { fee, tipAmount: amount, total: amount + fee }
    : { fee, tipAmount: amount - fee, total: amount };
}
