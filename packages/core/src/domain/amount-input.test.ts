import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountExample, amountFieldSign, readAmount } from './amount-input';
import { formatMoney, formatTipAmount } from './money';
import { CUSTOM_TIP_MAX, CUSTOM_TIP_MIN } from './validation';

/** The web app's ten languages (apps/web/src/i18n/locales.ts). */
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
] as const;

const locale = fc.constantFrom(...LOCALES);
const inBounds = fc.integer({ min: CUSTOM_TIP_MIN, max: CUSTOM_TIP_MAX });

function plain(cents: number, where: string, grouping: boolean): string {
  return new Intl.NumberFormat(where, {
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
    useGrouping: grouping,
  }).format(cents / 100);
}

describe('an amount in the guest’s own writing', () => {
  it('reads back every amount the app writes, in each of the ten languages', () => {
    fc.assert(
      fc.property(locale, inBounds, (where, cents) => {
        for (const written of [
          formatTipAmount(cents, where),
          formatMoney(cents, where),
          plain(cents, where, true),
          plain(cents, where, false),
        ])
          expect(readAmount(written, where), `${where}: ${written}`).toEqual({
            kind: 'amount',
            cents,
          });
      }),
      { numRuns: 500 },
    );
  });

  it('reads the native digits of an Arabic keyboard and full-width digits', () => {
    fc.assert(
      fc.property(inBounds, (cents) => {
        const arab = plain(cents, 'ar-u-nu-arab', true);
        expect(arab).toMatch(/[٠-٩]/);
        expect(readAmount(arab, 'ar')).toEqual({ kind: 'amount', cents });
      }),
    );
    expect(readAmount('٥', 'ar')).toEqual({ kind: 'amount', cents: 500 });
    expect(readAmount('۱۲٫۵', 'ar')).toEqual({ kind: 'amount', cents: 1250 });
    expect(readAmount('１２．５０', 'ja-JP')).toEqual({ kind: 'amount', cents: 1250 });
  });

  it('reads an amount being typed in en-US', () => {
    expect(readAmount('', 'en-US')).toEqual({ kind: 'incomplete' });
    expect(readAmount('.', 'en-US')).toEqual({ kind: 'incomplete' });
    expect(readAmount('12.', 'en-US')).toEqual({ kind: 'amount', cents: 1200 });
    expect(readAmount('.5', 'en-US')).toEqual({ kind: 'amount', cents: 50 });
    expect(readAmount(' $7.2 ', 'en-US')).toEqual({ kind: 'amount', cents: 720 });
    expect(readAmount('1,250', 'en-US')).toEqual({ kind: 'amount', cents: 125000 });
  });

  it('reads the decimal comma of de-DE and fr-FR', () => {
    expect(readAmount('12,50', 'de-DE')).toEqual({ kind: 'amount', cents: 1250 });
    expect(readAmount('12,5', 'fr-FR')).toEqual({ kind: 'amount', cents: 1250 });
    expect(readAmount('1 250,50', 'fr-FR')).toEqual({ kind: 'amount', cents: 125050 });
    expect(readAmount('1.250', 'de-DE')).toEqual({ kind: 'amount', cents: 125000 });
    expect(readAmount('12,', 'de-DE')).toEqual({ kind: 'amount', cents: 1200 });
  });

  it('takes no amount from the other writing’s separator, a partial group or a slip', () => {
    // '12,50' in en-US and '12.50' in de-DE: a group cut short, never 1,250.
    expect(readAmount('12,50', 'en-US')).toEqual({ kind: 'incomplete' });
    expect(readAmount('12.50', 'de-DE')).toEqual({ kind: 'incomplete' });
    for (const [bad, where] of [
      ['1,250', 'de-DE'],
      ['12.345', 'en-US'],
      ['1.2.3', 'en-US'],
      ['1,2,3', 'de-DE'],
      ['12a', 'en-US'],
      ['-5', 'en-US'],
      ['1e3', 'en-US'],
      [',5', 'en-US'],
      ['12,50.5', 'en-US'],
      ['1 2', 'en-US'],
    ] as const)
      expect(readAmount(bad, where), `${where}: ${bad}`).toEqual({ kind: 'unclear' });
  });

  it('never takes an amount from a string with a letter, two decimal separators or three decimals', () => {
    const decimalOf = (where: string): string =>
      new Intl.NumberFormat(where).formatToParts(1.5).find((p) => p.type === 'decimal')!.value;
    fc.assert(
      fc.property(
        locale,
        fc.nat(99_999),
        fc.stringMatching(/^[a-zA-Z]+$/),
        fc.integer({ min: 100, max: 999 }),
        (where, whole, letters, fraction) => {
          const d = decimalOf(where);
          for (const bad of [
            `${whole}${letters}`,
            `${letters}${whole}`,
            `${whole}${d}${fraction % 100}${d}5`,
            `${whole}${d}${fraction}`,
          ])
            expect(readAmount(bad, where).kind, `${where}: ${bad}`).not.toBe('amount');
        },
      ),
    );
  });

  it('takes no amount from the other writing’s decimal in any of the ten languages', () => {
    fc.assert(
      fc.property(locale, fc.integer({ min: 1, max: 9999 }), fc.nat(99), (where, whole, cents) => {
        const d = new Intl.NumberFormat(where)
          .formatToParts(1.5)
          .find((p) => p.type === 'decimal')!.value;
        const other = d === '.' ? ',' : '.';
        const typed = `${whole}${other}${String(cents).padStart(2, '0')}`;
        expect(readAmount(typed, where).kind, `${where}: ${typed}`).not.toBe('amount');
      }),
    );
  });

  it('places the sign as the language writes an amount, and shows the expected writing', () => {
    expect(amountFieldSign('en-US')).toEqual({ sign: '$', after: false });
    expect(amountFieldSign('de-DE')).toEqual({ sign: '$', after: true });
    expect(amountFieldSign('fr-FR')).toEqual({ sign: '$US', after: true });
    expect(amountFieldSign('pt-BR')).toEqual({ sign: 'US$', after: false });
    expect(amountExample('en-US')).toBe('1,234.50');
    expect(amountExample('de-DE')).toBe('1.234,50');
  });
});
