import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, formatTipAmount, parseMoney, toMinorUnits, toWireMoney } from './money';

const cents = fc.integer({ min: 0, max: 100_000_000 });

describe('money', () => {
  it('parses what it writes, for every cent value', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (x) => parseMoney(toWireMoney(x)) === x),
    );
  });

  it('formats fees and totals with two decimals', () => {
    expect(formatMoney(1060)).toBe('$10.60');
    expect(formatMoney(1575)).toBe('$15.75');
    expect(formatMoney(100_000)).toBe('$1,000.00');
    fc.assert(
      fc.property(cents, (x) => {
        const text = formatMoney(x);
        expect(text).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(parseMoney(text.slice(1).replaceAll(',', ''))).toBe(x);
      }),
    );
  });

  it('drops cents of whole-dollar tip amounts only', () => {
    expect(formatTipAmount(1500)).toBe('$15');
    expect(formatTipAmount(1000)).toBe('$10');
    expect(formatTipAmount(720)).toBe('$7.20');
    fc.assert(
      fc.property(cents, (x) => {
        const text = formatTipAmount(x);
        const whole = x % 100 === 0;
        expect(text.includes('.')).toBe(!whole);
        expect(parseMoney(text.slice(1).replaceAll(',', ''))).toBe(x);
      }),
    );
  });

  it('hands the widget the very total the guest reads, in cents', () => {
    fc.assert(
      fc.property(cents, (x) => {
        const shown = parseMoney(formatMoney(x).slice(1).replaceAll(',', ''));
        expect(shown).not.toBeNull();
        expect(toMinorUnits(shown ?? -1)).toBe(x);
      }),
    );
  });

  it('refuses to hand the widget a negative amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: Number.MIN_SAFE_INTEGER, max: -1 }), (x) => {
        expect(() => toMinorUnits(x)).toThrow(RangeError);
      }),
    );
  });

  it('refuses to hand the widget a fraction of a cent or an unsafe integer', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ noNaN: true }).filter((x) => !Number.isInteger(x)),
          fc.constantFrom(Number.MAX_SAFE_INTEGER + 1, Infinity, NaN),
        ),
        (x) => {
          expect(() => toMinorUnits(x)).toThrow(RangeError);
        },
      ),
    );
  });
});
