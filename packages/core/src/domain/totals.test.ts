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

  it('net keeps the tip, gross keeps the total; both take the same fee', () => {
    fc.assert(
      fc.property(amount, (a) => {
        const net = feeFor(a, 'net');
        const gross = feeFor(a, 'gross');
        expect(net.tipAmount).toBe(a);
        expect(gross.total).toBe(a);
        expect(net.fee).toBe(gross.fee);
        for (const line of [net, gross]) expect(line.tipAmount + line.fee).toBe(line.total);
      }),
    );
  });

  it('the fee is 3% + $0.30 to the nearest cent: never more than half a cent off', () => {
    fc.assert(
      fc.property(amount, (a) => {
        const { fee } = feeFor(a, 'net');
        expect(Number.isSafeInteger(fee)).toBe(true);
        // In hundredths of a cent: |100·(fee − 30) − 3·a| ≤ 50.
        expect(Math.abs(100 * (fee - 30) - 3 * a)).toBeLessThanOrEqual(50);
      }),
    );
  });

  it('a larger tip never costs a smaller fee, and each dollar more adds exactly 3 cents', () => {
    fc.assert(
      fc.property(amount, amount, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(feeFor(low, 'net').fee).toBeLessThanOrEqual(feeFor(high, 'net').fee);
        expect(feeFor(low + 100, 'net').fee - feeFor(low, 'net').fee).toBe(3);
      }),
    );
  });

  it('skips missing responses', () => {
    expect(sumTotals([null, feeFor(1000, 'net')])).toEqual({ tips: 1000, fees: 60, total: 1060 });
  });
});
