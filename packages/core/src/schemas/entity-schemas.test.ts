import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toWireMoney } from '../domain/money';
import { LUMEN_SETTINGS } from '../fakes/demo-slice';
import { storedSchemas, wireSchemas } from './entity-schemas';
import { parseWith } from './parse';

describe('entity schemas', () => {
  it('reads wire money as the cents it was written from, for any amount the wire carries', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (cents) => {
        expect(parseWith(wireSchemas.money, toWireMoney(cents))).toEqual({
          ok: true,
          value: cents,
        });
      }),
    );
  });

  it.each(['1e3', '1.005', '$1.00', '', 'ten'])('refuses the wire money %j', (text) => {
    expect(parseWith(wireSchemas.money, text).ok).toBe(false);
  });

  it('reads the same tip settings from the wire (strings) and from storage (cents)', () => {
    const wire = {
      ...LUMEN_SETTINGS,
      low: toWireMoney(LUMEN_SETTINGS.low),
      medium: toWireMoney(LUMEN_SETTINGS.medium),
      high: toWireMoney(LUMEN_SETTINGS.high),
    };
    expect(parseWith(wireSchemas.tipSettings, wire)).toEqual({ ok: true, value: LUMEN_SETTINGS });
    expect(parseWith(storedSchemas.tipSettings, LUMEN_SETTINGS)).toEqual({
      ok: true,
      value: LUMEN_SETTINGS,
    });
    expect(parseWith(storedSchemas.tipSettings, wire).ok).toBe(false);
  });

  it('names the path of the first problem and drops unknown fields', () => {
    const payment = {
      status: 'captured',
      reference: 'p-1',
      amount: '10.60',
      tips: [{ uid: 't-1', secret: 'x' }, { uid: 7 }],
      processorResponse: null,
    };
    const bad = parseWith(wireSchemas.payment, payment);
    expect(bad.ok ? null : bad.message).toMatch(/^data\.tips\[1\]\.uid: .*string/);
    const good = parseWith(wireSchemas.payment, { ...payment, tips: [payment.tips[0]] });
    expect(good).toEqual({
      ok: true,
      value: { ...payment, amount: 1060, tips: [{ uid: 't-1' }] },
    });
  });

  it('refuses a status, prefix or tipping mode outside its list', () => {
    expect(parseWith(wireSchemas.payment, { status: 'paid' }).ok).toBe(false);
    const pool = {
      uid: '1',
      name: 'Desk',
      locationUid: '2',
      lowAmount: '5.00',
      customerInstructions: null,
      requiresCustomerName: false,
      requiresRoomNumber: false,
      requiresNote: false,
      requiresReview: false,
      tippingMode: 'per_week',
    };
    const wrong = parseWith(wireSchemas.pool, pool);
    expect(wrong.ok ? null : wrong.message).toMatch(/^data\.tippingMode: /);
    expect(parseWith(wireSchemas.pool, { ...pool, tippingMode: 'per_night' }).ok).toBe(true);
  });
});
