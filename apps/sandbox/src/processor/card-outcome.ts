/** What the sandbox processor decides for a card (demo-world.md). */
export type CardOutcome =
  | { readonly status: 'captured'; readonly resultCode: 'Authorised' }
  | {
      readonly status: 'failed';
      readonly resultCode: 'Refused';
      readonly reason: 'refused' | 'insufficient_funds';
    }
  | { readonly status: 'verifying'; readonly resultCode: 'RedirectShopper' };

export const DEMO_CARDS = {
  captured: '4111111111111111',
  refused: '4000000000000002',
  insufficientFunds: '4000000000009995',
  threeDSecure: '4000000000003220',
} as const;

/** Any other valid card is captured. */
export function cardOutcome(number: string | null): CardOutcome {
  switch (number) {
    case DEMO_CARDS.refused:
      return { status: 'failed', resultCode: 'Refused', reason: 'refused' };
    case DEMO_CARDS.insufficientFunds:
      return { status: 'failed', resultCode: 'Refused', reason: 'insufficient_funds' };
    case DEMO_CARDS.threeDSecure:
      return { status: 'verifying', resultCode: 'RedirectShopper' };
    default:
      return { status: 'captured', resultCode: 'Authorised' };
  }
}
