/** The card brands the sandbox form recognises as the number is typed. */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover';

/** How each brand is named to the guest (the badge's text alternative). */
export const CARD_BRAND_NAMES: Readonly<Record<CardBrand, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

function inRange(digits: string, length: number, low: number, high: number): boolean {
  if (digits.length < length) return false;
  const prefix = Number(digits.slice(0, length));
  return prefix >= low && prefix <= high;
}

/**
 * The brand a card number's first digits name (the issuer identification ranges of each network):
 * Visa 4; Mastercard 51–55 and 2221–2720; American Express 34 and 37; Discover 6011, 644–649, 65
 * and 622126–622925. Null until the prefix says (or for any other network).
 */
export function cardBrand(number: string): CardBrand | null {
  const digits = number.replace(/\D/g, '');
  if (digits.startsWith('4')) return 'visa';
  if (inRange(digits, 2, 51, 55) || inRange(digits, 4, 2221, 2720)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (
    digits.startsWith('6011') ||
    digits.startsWith('65') ||
    inRange(digits, 3, 644, 649) ||
    inRange(digits, 6, 622126, 622925)
  )
    return 'discover';
  return null;
}

/**
 * The number as a card shows it, in groups as the guest types: 4-6-5 for American Express, 4-4-4-4
 * (and on, up to 19 digits) for the others.
 */
export function groupCardNumber(number: string): string {
  const digits = number.replace(/\D/g, '').slice(0, 19);
  const groups =
    cardBrand(digits) === 'amex'
      ? [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)]
      : (digits.match(/.{1,4}/g) ?? []);
  return groups.filter((group) => group !== '').join(' ');
}
