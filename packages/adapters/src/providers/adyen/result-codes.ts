import type { WidgetStatus } from '@tipwell/core';

/** What the drop-in does with a payment's Adyen resultCode (decisions 0005). */
export type ResultOutcome =
  | { readonly kind: 'success'; readonly status: WidgetStatus }
  | { readonly kind: 'failure' }
  | { readonly kind: 'action'; readonly status: WidgetStatus };

export function outcomeOf(resultCode: string | null | undefined): ResultOutcome {
  switch (resultCode) {
    case 'Authorised':
      return { kind: 'success', status: 'success' };
    // Accepted, final result later by webhook: the guest's part is done.
    case 'Pending':
    case 'Received':
      return { kind: 'success', status: 'success' };
    case 'RedirectShopper':
      return { kind: 'action', status: 'redirect' };
    case 'IdentifyShopper':
    case 'ChallengeShopper':
      return { kind: 'action', status: 'custom' };
    // Refused, Cancelled, Error and any unknown code.
    default:
      return { kind: 'failure' };
  }
}
