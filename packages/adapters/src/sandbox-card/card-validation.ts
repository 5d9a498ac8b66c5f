import { passesLuhn } from '@tipwell/core';

/** The card form's fields, in the order they appear (a checkout's order: the card, then its holder). */
export const CARD_FIELDS = ['number', 'expiry', 'cvc', 'name', 'postalCode'] as const;
export type CardField = (typeof CARD_FIELDS)[number];

export type CardValues = Readonly<Record<CardField, string>>;
export type CardErrors = Partial<Record<CardField, string>>;

/** The provider's own texts (not the app's): a hosted card form speaks for itself. */
export const CARD_MESSAGES: Readonly<Record<CardField, string>> = {
  name: 'Enter the name on the card',
  number: 'Enter a valid card number',
  expiry: 'Enter a valid expiry date (MM/YY)',
  cvc: 'Enter the 3 or 4 digit security code',
  postalCode: 'Enter a postal code',
};
export const EXPIRED_MESSAGE = 'This card has expired';

export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/** "MM/YY", "MMYY" or "MM / YY" → { month, year (full) }; null when not a date. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^(\d{2})\s*\/?\s*(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** The wire form of an expiry, "MM/YY". */
export function normaliseExpiry(text: string): string | null {
  const parsed = parseExpiry(text);
  return parsed
    ? `${String(parsed.month).padStart(2, '0')}/${String(parsed.year % 100).padStart(2, '0')}`
    : null;
}

/** A card is good through the last day of its expiry month. */
function isExpired(expiry: { month: number; year: number }, now: Date): boolean {
  const year = now.getFullYear();
  const month = now.getMonth() + 1;
  return expiry.year < year || (expiry.year === year && expiry.month < month);
}

/** What is wrong with each field (an empty object when the form is complete). */
export function checkCard(values: CardValues, now: Date): CardErrors {
  const errors: CardErrors = {};
  if (values.name.trim() === '') errors.name = CARD_MESSAGES.name;
  if (!passesLuhn(cardDigits(values.number))) errors.number = CARD_MESSAGES.number;
  const expiry = parseExpiry(values.expiry);
  if (expiry === null) errors.expiry = CARD_MESSAGES.expiry;
  else if (isExpired(expiry, now)) errors.expiry = EXPIRED_MESSAGE;
  if (!/^\d{3,4}$/.test(values.cvc.trim())) errors.cvc = CARD_MESSAGES.cvc;
  if (values.postalCode.trim() === '') errors.postalCode = CARD_MESSAGES.postalCode;
  return errors;
}

export function isComplete(errors: CardErrors): boolean {
  return Object.keys(errors).length === 0;
}
