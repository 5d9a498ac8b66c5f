import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount, westernDigits } from './count-writing';
import { formatMoney } from './money';
import { parseNights } from './validation';

/** The app's ten languages, and Arabic as a phone set to its Arabic-Indic digits writes it. */
const LOCALES = [
  'en-US',
  'es-US',
  'fr-FR',
  'de-DE',
  'pt-BR',
  'it-IT',
  'zh-Hans',
  'ja-JP',
  'ko-KR',
  'ar',
  'ar-u-nu-arab',
  'ar-EG',
] as const;

const digitsOf = (text: string): Set<string> => new Set(text.match(/\p{Nd}/gu) ?? []);

describe('counts in the guest’s writing', () => {
  it('are written with the digits the language writes its amounts in', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), fc.integer({ min: 0, max: 9 }), (locale, d) => {
        // $1,111.11-style amounts and counts of one repeated digit: the same characters.
        const amount = formatMoney(d * 111_111, locale);
        const count = formatCount(d * 1111, locale);
        expect(digitsOf(count)).toEqual(digitsOf(amount));
      }),
    );
    expect(formatCount(3, 'ar-u-nu-arab')).toBe('٣');
    expect(formatCount(2500, 'ar-u-nu-arab')).toBe('٢٥٠٠');
    expect(formatCount(2500, 'de-DE')).toBe('2500');
  });

  it('read back as typed with any keyboard’s digits: what is written is the count', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), fc.nat(100_000), (locale, n) => {
        expect(parseNights(formatCount(n, locale))).toBe(n);
      }),
    );
    expect(parseNights('١٢')).toBe(12);
    expect(parseNights('۱۲')).toBe(12);
    expect(parseNights('１２')).toBe(12);
    expect(parseNights('\u2066٣\u2069')).toBe(3);
    expect(parseNights('٣a')).toBeNull();
    expect(westernDigits('ab٤')).toBe('ab4');
  });
});
