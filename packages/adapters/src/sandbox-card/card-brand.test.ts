import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cardBrand, groupCardNumber } from './card-brand';

describe('card brand from the number prefix', () => {
  it.each([
    ['4', 'visa'],
    ['4111 1111 1111 1111', 'visa'],
    ['51', 'mastercard'],
    ['5555 5555 5555 4444', 'mastercard'],
    ['2221', 'mastercard'],
    ['2720 9900 0000 0000', 'mastercard'],
    ['34', 'amex'],
    ['3782 822463 10005', 'amex'],
    ['6011 1111 1111 1117', 'discover'],
    ['65', 'discover'],
    ['644', 'discover'],
    ['622126', 'discover'],
  ] as const)('%s is %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });

  it.each(['', '5', '2', '2220', '2721', '3', '35', '6', '622125', '622926', '9'])(
    '%s names no brand yet',
    (number) => {
      expect(cardBrand(number)).toBeNull();
    },
  );

  it('groups keep every digit, in order, and only digits and single spaces', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[\d -]{0,30}$/), (typed) => {
        const grouped = groupCardNumber(typed);
        const digits = typed.replace(/\D/g, '').slice(0, 19);
        return grouped.replace(/ /g, '') === digits && !/ {2}|^ | $/.test(grouped);
      }),
    );
    expect(groupCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(groupCardNumber('378282246310005')).toBe('3782 822463 10005');
  });
});
