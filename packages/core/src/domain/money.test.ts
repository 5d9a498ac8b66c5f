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

  it('hands the widget the total times 100 exactly', () => {
    fc.assert(fc.property(cents, (x) => toMinorUnits(x) === Math.round((x / 100) * 100)));
    expect(() => toMinorUnits(1.5)).toThrow(RangeError);
  });
});
