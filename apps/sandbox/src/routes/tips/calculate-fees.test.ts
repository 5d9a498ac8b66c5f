import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestSandbox, openTestSandbox } from '../../test-support/test-sandbox';

const URL = '/api/tips/v1/proposals/calculate-fees';
const request = (patch: Record<string, unknown>) => ({
  processor: 'sandbox',
  amount: '10.00',
  mode: 'net',
  tipCount: 1,
  locationUid: '100',
  ...patch,
});

describe('POST v1 /proposals/calculate-fees', () => {
  let sandbox: TestSandbox;
  beforeAll(() => {
    sandbox = openTestSandbox();
  });
  afterAll(() => sandbox.close());

  it.each([
    ['10.00', 'net', { fee: '0.60', tipAmount: '10.00', total: '10.60' }],
    ['10.00', 'gross', { fee: '0.60', tipAmount: '9.40', total: '10.00' }],
    ['5.00', 'net', { fee: '0.45', tipAmount: '5.00', total: '5.45' }],
    ['7.20', 'net', { fee: '0.52', tipAmount: '7.20', total: '7.72' }],
    ['12.00', 'gross', { fee: '0.66', tipAmount: '11.34', total: '12.00' }],
  ])('quotes %s %s', async (amount, mode, data) => {
    const response = await sandbox.post(URL, request({ amount, mode }));
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ data });
  });

  it.each(['10', '7.2', '0', '-1.00', '1000000', ' 10.00', '10.00\n', '\t10.00', '010.00', '1e3'])(
    'refuses the money string %j: 422 VALIDATION_FAILED naming amount',
    async (amount) => {
      const response = await sandbox.post(URL, request({ amount }));
      expect(response.status).toBe(422);
      expect(response.json.error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'amount' });
    },
  );

  it('refuses a processor the location settings do not name: 422 PROCESSOR_MISMATCH', async () => {
    const response = await sandbox.post(URL, request({ processor: 'adyen-web' }));
    expect(response.status).toBe(422);
    expect(response.json.error).toMatchObject({ code: 'PROCESSOR_MISMATCH', field: 'processor' });
  });

  it('needs no idempotency key and answers the same to a retry', async () => {
    const first = await sandbox.post(URL, request({}));
    const second = await sandbox.post(URL, request({}));
    expect(second.json).toEqual(first.json);
  });

  it.each(['0.00', '10000.01', '99999999.99'])(
    'answers 422 AMOUNT_OUT_OF_RANGE for %s',
    async (amount) => {
      const response = await sandbox.post(URL, request({ amount }));
      expect(response.status).toBe(422);
      expect(response.json.error).toEqual({
        code: 'AMOUNT_OUT_OF_RANGE',
        message: expect.any(String),
        field: 'amount',
      });
    },
  );

  it.each([
    ['amount', { amount: 'ten' }],
    ['amount', { amount: 10 }],
    ['amount', { amount: '10.001' }],
    ['mode', { mode: 'both' }],
    ['processor', { processor: 'cash' }],
    ['tipCount', { tipCount: 2 }],
    ['locationUid', { locationUid: 100 }],
  ])('answers 422 VALIDATION_FAILED naming %s', async (field, patch) => {
    const response = await sandbox.post(URL, request(patch));
    expect(response.status).toBe(422);
    expect(response.json.error).toMatchObject({ code: 'VALIDATION_FAILED', field });
  });

  it('answers 422 for a body that is not an object', async () => {
    expect((await sandbox.post(URL, '[1,2]')).json.error.code).toBe('VALIDATION_FAILED');
  });
});
