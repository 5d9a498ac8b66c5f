import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CardCompleteness } from './card-completeness';
import { payerName } from './payer-name';
import { decimalAmount } from './wallet-lines';

describe('provider helpers', () => {
  it('writes integer cents as an exact two-decimal string', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        const text = decimalAmount(cents);
        return /^\d+\.\d{2}$/.test(text) && Number(text.replace('.', '')) === cents;
      }),
    );
    expect(decimalAmount(1060)).toBe('10.60');
    expect(decimalAmount(5)).toBe('0.05');
    expect(() => decimalAmount(10.5)).toThrow(RangeError);
  });

  it("names the wallet payer by given plus family name, else 'Cardholder'", () => {
    expect(payerName({ givenName: ' Alex ', familyName: 'Doe' })).toBe('Alex Doe');
    expect(payerName({ familyName: 'Doe' })).toBe('Doe');
    expect(payerName({ givenName: '', familyName: ' ' })).toBe('Cardholder');
    expect(payerName(undefined)).toBe('Cardholder');
  });

  it('is complete only when all four parts are', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }), (oks) => {
        const form = new CardCompleteness();
        (['number', 'cvv', 'expiry', 'postalCode'] as const).forEach((part, index) =>
          form.update(part, oks[index] ?? false),
        );
        return form.complete === oks.every(Boolean);
      }),
    );
  });
});
