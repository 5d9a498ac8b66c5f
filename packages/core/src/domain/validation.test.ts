import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canContinueWithNights,
  customTipError,
  isNumericInput,
  isValidEmail,
  isValidLastName,
  isValidRating,
  isValidRoomNumber,
  needsGenerousConfirmation,
  parseCustomTip,
  parseNights,
  validateShopperEmail,
} from './validation';

const word = fc.stringMatching(/^[a-z0-9._-]{1,12}$/);

describe('shopper e-mail', () => {
  it('accepts text@text.text and refuses spaces or missing parts', () => {
    fc.assert(fc.property(word, word, word, (a, b, c) => isValidEmail(`${a}@${b}.${c}`)));
    for (const bad of ['', 'a@b', 'a b@c.d', '@b.c', 'a@.c', 'a@b.', 'ab.c'])
      expect(isValidEmail(bad)).toBe(false);
    expect(validateShopperEmail('')).toBe('validation.email');
    expect(validateShopperEmail('guest@example.com')).toBeNull();
  });
});

describe('numeric input', () => {
  it('accepts non-negative decimals, a trailing dot and empty', () => {
    for (const good of ['', '0', '12', '12.', '12.5', '.5'])
      expect(isNumericInput(good)).toBe(true);
    for (const bad of ['-1', 'abc', '1.2.3', '1e3', ' 1', '+2'])
      expect(isNumericInput(bad)).toBe(false);
    fc.assert(
      fc.property(fc.nat(), fc.nat(99), (whole, frac) => isNumericInput(`${whole}.${frac}`)),
    );
    fc.assert(fc.property(fc.string(), (text) => !isNumericInput(text) || !/[^0-9.]/.test(text)));
  });
});

describe('guest verification', () => {
  it('room numbers are digits only and required when the pool says so', () => {
    expect(isValidRoomNumber('', true)).toBe(false);
    expect(isValidRoomNumber('', false)).toBe(true);
    expect(isValidRoomNumber('12a', false)).toBe(false);
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,6}$/), fc.boolean(), (room, req) =>
        isValidRoomNumber(room, req),
      ),
    );
    expect(isValidLastName('  ', true)).toBe(false);
    expect(isValidLastName('', false)).toBe(true);
  });

  it('nights: empty is 0, never negative, Next only above 0', () => {
    expect(parseNights('')).toBe(0);
    expect(parseNights('-2')).toBeNull();
    expect(parseNights('3')).toBe(3);
    fc.assert(
      fc.property(
        fc.nat(1000),
        (n) => parseNights(String(n)) === n && canContinueWithNights(n) === n > 0,
      ),
    );
  });
});

describe('custom tip', () => {
  it('parses typed amounts to cents', () => {
    expect(parseCustomTip('')).toBeNull();
    expect(parseCustomTip('.')).toBeNull();
    expect(parseCustomTip('12.')).toBe(1200);
    expect(parseCustomTip('.5')).toBe(50);
    expect(parseCustomTip('7.2')).toBe(720);
    expect(parseCustomTip('1.234')).toBeNull();
    fc.assert(
      fc.property(
        fc.nat(1_000_000),
        fc.nat(99),
        (d, c) => parseCustomTip(`${d}.${String(c).padStart(2, '0')}`) === d * 100 + c,
      ),
    );
  });

  it('asks for confirmation from $100 and bounds $1..$10,000', () => {
    fc.assert(fc.property(fc.nat(10_000_000), (x) => needsGenerousConfirmation(x) === x >= 10_000));
    expect(customTipError(99)).toEqual({
      key: 'customTip.min',
      params: { amount: { tipCents: 100 } },
    });
    expect(customTipError(100)).toBeNull();
    expect(customTipError(1_000_000)).toBeNull();
    expect(customTipError(1_000_001)).toEqual({
      key: 'customTip.max',
      params: { amount: { tipCents: 1_000_000 } },
    });
  });
});

describe('review rating', () => {
  it('is an integer from 1 to 5', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10, max: 10 }),
        (n) => isValidRating(n) === (n >= 1 && n <= 5),
      ),
    );
    expect(isValidRating(2.5)).toBe(false);
  });
});
