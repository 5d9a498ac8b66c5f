import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feeFor, sumTotals } from './totals';

const amount = fc.integer({ min: 1, max: 1_000_000 });
const mode = fc.constantFrom('net' as const, 'gross' as const);

describe('fee rule and totals', () => {
  it('matches the demo world examples', () => {
    expect(feeFor(1000, 'net')).toEqual({ fee: 60, tipAmount: 1000, total: 1060 });
    expect(feeFor(1000, 'gross')).toEqual({ fee: 60, tipAmount: 940, total: 1000 });
    expect(feeFor(500, 'net').total).toBe(545);
    expect(feeFor(2000, 'net').total).toBe(2090);
    expect(feeFor(720, 'net').total).toBe(772);
    expect(feeFor(1200, 'gross')).toEqual({ fee: 66, tipAmount: 1134, total: 1200 });
  });

  it('rows plus fees equal the total, in both modes, in integer cents', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(amount, mode), { maxLength: 8 }), (lines) => {
        const totals = sumTotals(lines.map(([a, m]) => feeFor(a, m)));
        expect(totals.tips + totals.fees).toBe(totals.total);
        expect(Number.isSafeInteger(totals.total)).toBe(true);
      }),
    );
  });

  it('net keeps the tip, gross keeps the total', () => {
    fc.assert(
      fc.property(amount, (a) => {
        expect(feeFor(a, 'net').tipAmount).toBe(a);
        expect(feeFor(a, 'gross').total).toBe(a);
        expect(feeFor(a, 'net').fee).toBe(Math.round(a * 0.03 + 1e-9) + 30);
      }),
    );
  });

  it('skips missing responses', () => {
    expect(sumTotals([null, feeFor(1000, 'net')])).toEqual({ tips: 1000, fees: 60, total: 1060 });
  });
});
