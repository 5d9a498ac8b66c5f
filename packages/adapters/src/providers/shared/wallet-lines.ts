import type { Cents } from '@tipwell/core';

/** The one line a wallet sheet shows above its total. */
export const WALLET_LINE_LABEL = 'Tip';
export const WALLET_TOTAL_LABEL = 'Total';

/** Integer cents as the decimal string wallet sheets take ('10.60'); exact, no floating point. */
export function decimalAmount(cents: Cents): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Not an amount: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
