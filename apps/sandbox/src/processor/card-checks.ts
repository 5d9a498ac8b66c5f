import { passesLuhn } from '@tipwell/core';
import { HttpError } from '../http/http-error';
import type { CardData } from './card-vault';

export function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mc';
  return 'unknown';
}

function invalid(code: string, field: string, message: string): HttpError {
  return new HttpError(422, code, message, field);
}

function field(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  return typeof value === 'string' ? value.trim() : '';
}

/** Checks what a card form checks; the first failing field is a 422 naming it. */
export function checkCard(body: Record<string, unknown>, today: Date): CardData {
  const number = field(body, 'number').replace(/[\s-]/g, '');
  if (!passesLuhn(number)) {
    throw invalid('CARD_NUMBER_INVALID', 'number', 'Card number is invalid');
  }
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(field(body, 'expiry'));
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) {
    throw invalid('EXPIRY_INVALID', 'expiry', 'Expiry date is invalid');
  }
  const year = 2000 + Number(expiry[2]);
  const thisMonth = today.getUTCFullYear() * 12 + today.getUTCMonth();
  if (year * 12 + (month - 1) < thisMonth) {
    throw invalid('CARD_EXPIRED', 'expiry', 'Card has expired');
  }
  if (!/^\d{3,4}$/.test(field(body, 'cvc'))) throw invalid('CVC_INVALID', 'cvc', 'CVC is invalid');
  const name = field(body, 'name');
  if (name === '') throw invalid('NAME_REQUIRED', 'name', 'Name on card is required');
  if (/[\p{Cc}\p{Cs}\p{Zl}\p{Zp}\u202A-\u202E\u2066-\u2069]/u.test(name)) {
    throw invalid('NAME_INVALID', 'name', 'Name on card is invalid');
  }
  const postalCode = field(body, 'postalCode');
  if (postalCode === '') {
    throw invalid('POSTAL_CODE_REQUIRED', 'postalCode', 'Postal code is required');
  }
  if (!/^[A-Za-z0-9][A-Za-z0-9 -]{0,19}$/.test(postalCode)) {
    throw invalid('POSTAL_CODE_INVALID', 'postalCode', 'Postal code is invalid');
  }
  return { number, last4: number.slice(-4), brand: brandOf(number) };
}
