import type { MessageKey, MessageRef } from './messages';
import { message } from './messages';
import { westernDigits } from './count-writing';
import { MAX_FEE_AMOUNT_CENTS } from './fee-rule';
import type { Cents } from './money';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Text, at sign, text, dot, text; no spaces. */
export function isValidEmail(text: string): boolean {
  return EMAIL.test(text);
}

/** Required and well-formed; returns the message key to show, or null when valid. */
export function validateShopperEmail(text: string): MessageKey | null {
  return isValidEmail(text.trim()) ? null : 'validation.email';
}

export function isValidRoomNumber(text: string, required: boolean): boolean {
  if (text === '') return !required;
  return /^\d+$/.test(text);
}

export function isValidLastName(text: string, required: boolean): boolean {
  return !required || text.trim() !== '';
}

/** Nights, in any keyboard's digits (count-writing.ts): empty → 0; never below 0; non-numeric → null. */
export function parseNights(text: string): number | null {
  const digits = westernDigits(text).trim();
  if (digits === '') return 0;
  if (!/^\d+$/.test(digits)) return null;
  return Math.max(0, Number(digits));
}

export function canContinueWithNights(nights: number): boolean {
  return Number.isInteger(nights) && nights > 0;
}

export const CUSTOM_TIP_MIN: Cents = 100;
/** The most one tip can be: the most the tips service calculates a fee for. */
export const CUSTOM_TIP_MAX: Cents = MAX_FEE_AMOUNT_CENTS;
export const GENEROUS_TIP: Cents = 10_000;

/** A custom tip of $100 or more asks 'Wow, a generous tip'. */
export function needsGenerousConfirmation(cents: Cents): boolean {
  return cents >= GENEROUS_TIP;
}

/** Bounds of a custom tip (a decision: $1 to $10,000); null when acceptable. */
export function customTipError(cents: Cents): MessageRef | null {
  if (cents < CUSTOM_TIP_MIN)
    return message('customTip.min', { amount: { tipCents: CUSTOM_TIP_MIN } });
  if (cents > CUSTOM_TIP_MAX)
    return message('customTip.max', { amount: { tipCents: CUSTOM_TIP_MAX } });
  return null;
}

export function isValidRating(rating: number): boolean {
  return Number.isInteger(rating) && rating >= 1 && rating <= 5;
}
