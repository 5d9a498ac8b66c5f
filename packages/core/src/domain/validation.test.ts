import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canContinueWithNights,
  customTipError,
  isValidEmail,
  isValidLastName,
  isValidRating,
  isValidRoomNumber,
  needsGenerousConfirmation,
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
