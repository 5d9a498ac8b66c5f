import type { SandboxApp } from '../../http/sandbox-app';
import { checkCard } from '../../processor/card-checks';
import type { SandboxContext } from '../../sandbox-context';

/** At most what the card form lets a guest type (adapters' card-form.ts), with some room. */
const bounded = (maxLength: number, what: string) =>
  ({
    if: { type: 'string' },
    then: { type: 'string', maxLength, description: `${what} of at most ${maxLength} characters` },
  }) as const;

/**
 * The card fields are bounded here; their types and contents are the card checks' (a number sent
 * as a number is CARD_NUMBER_INVALID, as a provider would answer).
 */
const tokenSchema = {
  body: {
    type: 'object',
    maxProperties: 20,
    properties: {
      number: bounded(32, 'a card number'),
      expiry: bounded(16, 'an expiry date'),
      cvc: bounded(8, 'a CVC'),
      postalCode: bounded(20, 'a postal code'),
      name: bounded(200, 'a name'),
    },
  },
} as const;

/**
 * POST /sandbox-provider/v1/tokens: stands in for a card provider's own servers. No fingerprint;
 * the card number stays in memory (the vault), the answer carries a token, last4 and brand. The
 * card checks stay in the handler: Luhn, an expiry against today, and each refusal in the
 * provider's own code (CARD_NUMBER_INVALID…) that the card form shows beside its field.
 */
export function registerTokenRoute(app: SandboxApp, ctx: SandboxContext): void {
  app.post('/sandbox-provider/v1/tokens', { schema: tokenSchema }, async (request) => {
    const card = checkCard(request.body, new Date());
    const token = ctx.vault.issue(card);
    return { data: { token, last4: card.last4, brand: card.brand } };
  });
}
