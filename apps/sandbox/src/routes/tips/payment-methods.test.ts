import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestSandbox, openTestSandbox } from '../../test-support/test-sandbox';

describe('GET v3 /payments/web/payment-methods', () => {
  let sandbox: TestSandbox;
  beforeAll(() => {
    sandbox = openTestSandbox();
  });
  afterAll(() => sandbox.close());

  it('answers Adyen-like payment methods: cards, Google Pay, Apple Pay', async () => {
    const response = await sandbox.get('/api/tips/v3/payments/web/payment-methods?amount=1060');
    expect(response.status).toBe(200);
    const methods = response.json.data.paymentMethods as { type: string; brands?: string[] }[];
    expect(methods.map((m) => m.type)).toEqual(['scheme', 'googlepay', 'applepay']);
    expect(methods[0]).toEqual({ type: 'scheme', name: 'Cards', brands: ['visa', 'mc', 'amex'] });
  });

  it.each(['', '?amount=', '?amount=abc', '?amount=0', '?amount=10.60'])(
    'answers 422 for amount %s',
    async (query) => {
      const response = await sandbox.get(`/api/tips/v3/payments/web/payment-methods${query}`);
      expect(response.status).toBe(422);
      expect(response.json.error.code).toBe('VALIDATION_FAILED');
    },
  );
});
