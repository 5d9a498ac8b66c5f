import type { Cents } from '@tipwell/core';

/** Integer cents as the decimal string wallet sheets take ('10.60'); exact, no floating point. */
export function decimalAmount(cents: Cents): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Not an amount: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
