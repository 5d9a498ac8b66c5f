/** The name a payment goes under when the card or wallet gave none. */
export const DEFAULT_CARDHOLDER = 'Cardholder';

/**
 * The card's name, trimmed, or the default. Its own module: the providers' code uses it, and the
 * payment request's building is loaded after the landing (docs/decisions/0028).
 */
export function nameOnCardOrDefault(name: string | null | undefined): string {
  const trimmed = name?.trim() ?? '';
  return trimmed === '' ? DEFAULT_CARDHOLDER : trimmed;
}
