import { randomBytes } from 'node:crypto';

export interface CardData {
  readonly number: string;
  readonly last4: string;
  readonly brand: string;
}

const MAX_TOKENS = 10_000;

/**
 * Card numbers live only here, in memory, keyed by token: the database stores the last four
 * digits. The oldest tokens go first past MAX_TOKENS so a long run does not grow without bound.
 */
export class CardVault {
  private readonly cards = new Map<string, CardData>();

  issue(card: CardData): string {
    const token = `tok_${randomBytes(12).toString('hex')}`;
    this.cards.set(token, card);
    if (this.cards.size > MAX_TOKENS) {
      const oldest = this.cards.keys().next().value;
      if (oldest !== undefined) this.cards.delete(oldest);
    }
    return token;
  }

  card(token: string): CardData | null {
    return this.cards.get(token) ?? null;
  }
}
