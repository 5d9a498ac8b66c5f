import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CUSTOM_TIP_MAX } from './validation';
import { PAYMENT_MAX, exceedsPaymentLimit } from './payment-limit';

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
});
