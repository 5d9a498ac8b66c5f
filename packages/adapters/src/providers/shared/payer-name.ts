import { nameOnCardOrDefault } from '@tipwell/core';

export interface BillingName {
  readonly givenName?: string | null | undefined;
  readonly familyName?: string | null | undefined;
}

/** A wallet payer's name from the billing details: given plus family name, else 'Cardholder'. */
export function payerName(billing: BillingName | null | undefined): string {
  const parts = [billing?.givenName, billing?.familyName]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '');
  return nameOnCardOrDefault(parts.join(' '));
}
