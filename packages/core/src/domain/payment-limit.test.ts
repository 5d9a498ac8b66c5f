import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CUSTOM_TIP_MAX } from './validation';
import { quoteFee } from './fee-rule';
import { PAYMENT_MAX, exceedsPaymentLimit, wouldExceedPaymentLimit } from './payment-limit';

const line = fc.integer({ min: 1, max: 1_030_030 });

describe('the payment limit', () => {
  it('is exceeded exactly when one payment adds up to more than $25,000', () => {
    fc.assert(
      fc.property(fc.array(fc.array(line, { maxLength: 6 }), { maxLength: 3 }), (payments) => {
        const over = payments.some((lines) => lines.reduce((a, b) => a + b, 0) > PAYMENT_MAX);
        expect(exceedsPaymentLimit(payments)).toBe(over);
      }),
    );
  });

  it('lets two of the largest custom tips, with their fees, through in one payment', () => {
    const largest = CUSTOM_TIP_MAX + 30_030;
    expect(exceedsPaymentLimit([[largest, largest]])).toBe(false);
    expect(exceedsPaymentLimit([[largest, largest, largest]])).toBe(true);
    expect(exceedsPaymentLimit([[PAYMENT_MAX]])).toBe(false);
    expect(exceedsPaymentLimit([[PAYMENT_MAX + 1]])).toBe(true);
  });

  it('a tip let through never makes a payment the service refuses, whatever the fees come to', () => {
    const amount = fc.integer({ min: 100, max: CUSTOM_TIP_MAX });
    const mode = fc.constantFrom('net' as const, 'gross' as const);
    const tip = fc.record({ amount, mode, known: fc.boolean() });
    fc.assert(
      fc.property(fc.array(tip, { maxLength: 5 }), amount, mode, (before, next, nextMode) => {
        const totalOf = (cents: number, feeMode: 'net' | 'gross'): number =>
          quoteFee(cents, feeMode)?.total ?? cents;
        const lines = before.map((t) => ({
          amount: t.amount,
          total: t.known ? totalOf(t.amount, t.mode) : null,
        }));
        if (wouldExceedPaymentLimit(lines, next)) return;
        const answered = [...before.map((t) => totalOf(t.amount, t.mode)), totalOf(next, nextMode)];
        expect(exceedsPaymentLimit([answered])).toBe(false);
      }),
    );
    // Two of the largest fit; a third does not, and is refused before it is offered.
    const largest = { amount: CUSTOM_TIP_MAX, total: CUSTOM_TIP_MAX + 30_030 };
    expect(wouldExceedPaymentLimit([largest], CUSTOM_TIP_MAX)).toBe(false);
    expect(wouldExceedPaymentLimit([largest, largest], CUSTOM_TIP_MAX)).toBe(true);
  });
});
