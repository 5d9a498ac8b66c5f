import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CUSTOM_TIP_MAX } from './validation';
import { quoteFee } from './fee-rule';
import {
  PAYMENT_MAX,
  exceedsPaymentLimit,
  largestTotal,
  wouldExceedPaymentLimit,
} from './payment-limit';

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

  it('no amount accepted where it is typed makes a payment the service refuses, whatever the fee modes come to', () => {
    const amount = fc.integer({ min: 100, max: CUSTOM_TIP_MAX });
    const mode = fc.constantFrom('net' as const, 'gross' as const);
    fc.assert(
      fc.property(fc.array(fc.record({ amount, mode }), { maxLength: 8 }), (typed) => {
        // The guest types each amount in turn; the refused ones are not added.
        const accepted: { amount: number; mode: 'net' | 'gross' }[] = [];
        for (const tip of typed)
          if (
            !wouldExceedPaymentLimit(
              accepted.map((t) => t.amount),
              tip.amount,
            )
          )
            accepted.push(tip);
        // Any line's fee may end up on top (the fee box, a pool that always adds it) or not.
        const totals = accepted.map((t) => quoteFee(t.amount, t.mode)?.total ?? t.amount);
        expect(exceedsPaymentLimit([totals])).toBe(false);
        expect(exceedsPaymentLimit([accepted.map((t) => largestTotal(t.amount))])).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('counts a tip whose fee was answered without it on top at its largest: the fee box can add it', () => {
    // Gross: $10,000 + $10,000 + $4,800 is $24,800; with the fee on top it is $25,574.60.
    expect(wouldExceedPaymentLimit([CUSTOM_TIP_MAX, CUSTOM_TIP_MAX], 480_000)).toBe(true);
    const room = PAYMENT_MAX - 2 * largestTotal(CUSTOM_TIP_MAX);
    expect(wouldExceedPaymentLimit([CUSTOM_TIP_MAX, CUSTOM_TIP_MAX], 420_000)).toBe(false);
    expect(largestTotal(420_000)).toBeLessThanOrEqual(room);
    // Two of the largest fit; a third does not, and is refused before it is offered.
    expect(wouldExceedPaymentLimit([CUSTOM_TIP_MAX], CUSTOM_TIP_MAX)).toBe(false);
    expect(wouldExceedPaymentLimit([CUSTOM_TIP_MAX, CUSTOM_TIP_MAX], CUSTOM_TIP_MAX)).toBe(true);
  });
});
