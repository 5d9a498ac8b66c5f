import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { parseMoney, toWireMoney } from '../domain/money';
import { PAYMENT_MAX } from '../domain/payment-limit';
import {
  hasOneIntent,
  intentBodySchema,
  isDistinct,
  reviewBodySchema,
  wireMoneySchema,
} from './request-body-schemas';

describe('the request bodies on the wire', () => {
  it('takes every amount the core sends, and reads it back to the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999_999 }), (cents) => {
        const wire = toWireMoney(cents);
        expect(v.is(wireMoneySchema, wire)).toBe(true);
        expect(parseMoney(wire)).toBe(cents);
      }),
    );
    expect(v.is(wireMoneySchema, toWireMoney(PAYMENT_MAX))).toBe(true);
  });

  it('refuses money the service would not read: a sign, a third decimal, a leading zero, a float', () => {
    for (const amount of ['-1.00', '1.000', '01.00', '1.5', '1', '', ' 1.00', '1e2', 10.6]) {
      expect(v.is(wireMoneySchema, amount), String(amount)).toBe(false);
    }
  });

  it('takes exactly one intent reference', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (qr, later) => {
        const body = {
          deviceId: 'd-1',
          ...(qr ? { intent: 'tab-42' } : {}),
          ...(later ? { scheduledPaymentIntentCode: 'later-7' } : {}),
        };
        expect(hasOneIntent(body)).toBe(qr !== later);
        expect(v.is(intentBodySchema, body)).toBe(qr !== later);
      }),
    );
  });

  it('refuses a review naming a tip twice', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.stringMatching(/^[a-z0-9]{1,8}$/), { minLength: 1, maxLength: 10 }),
        fc.nat(),
        (ids, pick) => {
          expect(isDistinct(ids)).toBe(true);
          const twice = [...ids, ids[pick % ids.length]];
          expect(v.is(reviewBodySchema, { tipUids: ids, rating: 5 })).toBe(true);
          expect(v.is(reviewBodySchema, { tipUids: twice, rating: 5 })).toBe(false);
        },
      ),
    );
  });
});
