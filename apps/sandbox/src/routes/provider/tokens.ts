import type { FastifyInstance } from 'fastify';
import { asObject } from '../../http/fields';
import { checkCard } from '../../processor/card-checks';
import type { SandboxContext } from '../../sandbox-context';

/**
 * POST /sandbox-provider/v1/tokens: stands in for a card provider's own servers. No fingerprint;
 * the card number stays in memory (the vault), the answer carries a token, last4 and brand.
 */
export function registerTokenRoute(app: FastifyInstance, ctx: SandboxContext): void {
  app.post('/sandbox-provider/v1/tokens', async (request) => {
    const card = checkCard({ ...asObject(request.body, 'body') }, new Date());
    const token = ctx.vault.issue(card);
    return { data: { token, last4: card.last4, brand: card.brand } };
  });
}
