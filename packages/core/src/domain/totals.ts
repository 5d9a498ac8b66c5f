import type { FeeResponse } from './entities';
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

/** The demo world's fee rule (3% + $0.30 half-up), shared by the fakes and tests. */
export function feeFor(amount: Cents, mode: 'net' | 'gross'): FeeResponse {
  const fee = Math.floor((amount * 3 + 50) / 100) + 30;
  return mode === 'net'
    ? { fee, tipAmount: amount, total: amount + fee }
    : { fee, tipAmount: amount - fee, total: amount };
}
