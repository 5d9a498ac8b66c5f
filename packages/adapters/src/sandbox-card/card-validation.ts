import { passesLuhn } from '@tipwell/core';
import { EN_US_CARD_TEXTS } from './card-texts';
import type { CardTexts } from './card-texts';

import type { CardField } from './card-fields';

export type CardValues = Readonly<Record<CardField, string>>;
export type CardErrors = Partial<Record<CardField, string>>;

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

/** What is wrong with each field (an empty object when the form is complete), in the form's words. */
export function checkCard(
  values: CardValues,
  now: Date,
  texts: CardTexts = EN_US_CARD_TEXTS,
): CardErrors {
  const { messages } = texts;
  const errors: CardErrors = {};
  if (values.name.trim() === '') errors.name = messages.name;
  if (!passesLuhn(cardDigits(values.number))) errors.number = messages.number;
  const expiry = parseExpiry(values.expiry);
  if (expiry === null) errors.expiry = messages.expiry;
  else if (isExpired(expiry, now)) errors.expiry = texts.expired;
  if (!/^\d{3,4}$/.test(values.cvc.trim())) errors.cvc = messages.cvc;
  if (values.postalCode.trim() === '') errors.postalCode = messages.postalCode;
  return errors;
}

export function isComplete(errors: CardErrors): boolean {
  return Object.keys(errors).length === 0;
}
