import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { nameOnCardOrDefault } from './name-on-card';
import { buildPaymentRequest, poolTipLine, type PaymentRequestInput } from './payment-request';
import { feeFor } from './totals';

const token = { source: 'tok_1', nameOnCard: '', postalCode: '62701', wallet: false };
const base: PaymentRequestInput = {
  processor: 'sandbox',
  locationUid: '100',
  tips: [{ kind: 'user', uid: '500', level: 'medium', fee: feeFor(1000, 'net') }],
  guest: { lastNames: [], roomNumbers: [] },
  intent: null,
  token,
  shopperEmail: 'guest@example.com',
  returnUrl: 'https://app.test/external?redirectData=x',
  deviceTime: '2026-01-15T12:00:00.000Z',
};

describe('payment requests', () => {
  it('user tips go to web with the fee total as amount and Cardholder for an empty name', () => {
    const request = buildPaymentRequest(base);
    expect(request.kind).toBe('web');
    expect(request.nameOnCard).toBe('Cardholder');
    expect(request.tips).toEqual([
      { userUid: '500', locationUid: '100', amount: 1060, level: 'medium' },
    ]);
  });

  it('pool tips carry the last name (or Cardholder) and the first room number', () => {
    const fee = feeFor(1000, 'net');
    expect(
      poolTipLine('201', fee, 'low', { lastNames: ['Lee'], roomNumbers: ['12', '14'] }),
    ).toEqual({
      poolUid: '201',
      amount: 1060,
      level: 'low',
      customerName: 'Lee',
      roomNumber: '12',
    });
    expect(poolTipLine('202', fee, 'low', { lastNames: [], roomNumbers: [] })).toMatchObject({
      customerName: 'Cardholder',
      roomNumber: null,
    });
    const request = buildPaymentRequest({
      ...base,
      tips: [{ kind: 'pool', uid: '202', level: 'low', fee }],
    });
    expect(request.kind).toBe('pool-web');
  });

  it('intents become qr or pay-later; a wallet sends the 00000 placeholder', () => {
    const qr = buildPaymentRequest({
      ...base,
      intent: { type: 'qr', token: 'tab-42', deviceId: 'd1' },
    });
    expect(qr).toMatchObject({ kind: 'qr', intent: 'tab-42', deviceId: 'd1' });
    const pl = buildPaymentRequest({
      ...base,
      token: { ...token, wallet: true },
      intent: { type: 'pl', token: 'sched-7', deviceId: 'd1' },
    });
    expect(pl).toMatchObject({
      kind: 'pay-later',
      scheduledPaymentIntentCode: 'sched-7',
      postalCode: '00000',
    });
  });

  it("carries the Adyen drop-in's riskData and browserInfo only when the token has them", () => {
    expect(buildPaymentRequest(base)).not.toHaveProperty('riskData');
    const adyen = buildPaymentRequest({
      ...base,
      processor: 'adyen-web',
      token: { ...token, riskData: { clientData: 'r' }, browserInfo: { colorDepth: 24 } },
    });
    expect(adyen).toMatchObject({ riskData: { clientData: 'r' }, browserInfo: { colorDepth: 24 } });
  });

  it('refuses an empty or mixed selection', () => {
    expect(() => buildPaymentRequest({ ...base, tips: [] })).toThrow(AppError);
    const fee = feeFor(500, 'net');
    const mixed = [...base.tips, { kind: 'pool' as const, uid: '202', level: 'low' as const, fee }];
    expect(() => buildPaymentRequest({ ...base, tips: mixed })).toThrow(AppError);
  });

  it('the lines add up to the sum of the fee totals', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 6 }),
        (amounts) => {
          const tips = amounts.map((a, i) => ({
            kind: 'user' as const,
            uid: String(i),
            level: 'custom' as const,
            fee: feeFor(a, 'net'),
          }));
          const request = buildPaymentRequest({ ...base, tips });
          const sum = request.tips.reduce((s, t) => s + t.amount, 0);
          expect(sum).toBe(tips.reduce((s, t) => s + t.fee.total, 0));
        },
      ),
    );
    expect(nameOnCardOrDefault('  Ann Lee ')).toBe('Ann Lee');
  });
});
