import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_FEE_AMOUNT_CENTS, feeCents, quoteFee } from './fee-rule';

describe('fee rule', () => {
  it.each([
    [1000, 'net', { fee: 60, tipAmount: 1000, total: 1060 }],
    [1000, 'gross', { fee: 60, tipAmount: 940, total: 1000 }],
    [500, 'net', { fee: 45, tipAmount: 500, total: 545 }],
    [2000, 'net', { fee: 90, tipAmount: 2000, total: 2090 }],
    [720, 'net', { fee: 52, tipAmount: 720, total: 772 }],
    [1200, 'gross', { fee: 66, tipAmount: 1134, total: 1200 }],
    [2500, 'net', { fee: 105, tipAmount: 2500, total: 2605 }],
  ] as const)('quotes %i cents %s as demo-world.md says', (amount, mode, quote) => {
    expect(quoteFee(amount, mode)).toEqual(quote);
  });

  it('rounds 3% half-up to the cent', () => {
    expect(feeCents(50)).toBe(30 + 2); // 1.5 → 2
    expect(feeCents(49)).toBe(30 + 1); // 1.47 → 1
    expect(feeCents(17)).toBe(30 + 1); // 0.51 → 1
    expect(feeCents(16)).toBe(30 + 0); // 0.48 → 0
  });

  it('refuses amounts ≤ 0, over $10,000, or swallowed by the fee when gross', () => {
    expect(quoteFee(0, 'net')).toBeNull();
    expect(quoteFee(-100, 'net')).toBeNull();
    expect(quoteFee(MAX_FEE_AMOUNT_CENTS + 1, 'net')).toBeNull();
    expect(quoteFee(MAX_FEE_AMOUNT_CENTS, 'net')).not.toBeNull();
    expect(quoteFee(30, 'gross')).toBeNull();
  });

  it('always adds up: tipAmount + fee = total, in integer cents, in both modes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: MAX_FEE_AMOUNT_CENTS }),
        fc.constantFrom('net', 'gross'),
        (amount, mode) => {
          const quote = quoteFee(amount, mode);
          if (quote === null) return mode === 'gross' && amount <= feeCents(amount);
          const exact = (amount * 3) / 100 + 30;
          return (
            quote.tipAmount + quote.fee === quote.total &&
            Number.isInteger(quote.fee) &&
            Math.abs(quote.fee - exact) <= 0.5 &&
            (mode === 'net' ? quote.tipAmount === amount : quote.total === amount)
          );
        },
      ),
    );
  });
});
