import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { type TestSandbox, openTestSandbox } from '../../test-support/test-sandbox';

const URL_1060 = '/api/tips/v3/payments/web/payment-methods?amount=1060';
const recorded = JSON.parse(
  readFileSync(
    new URL(
      '../../../../../packages/adapters/src/providers/adyen/fixtures/payment-methods.json',
      import.meta.url,
    ),
    'utf8',
  ),
) as unknown;

describe('provider routes', () => {
  let sandbox: TestSandbox | null = null;
  afterEach(() => sandbox?.close());

  it('answers the recorded Adyen payment methods under adyen-web, still validating amount', async () => {
    sandbox = openTestSandbox({ processor: 'adyen-web' });
    const response = await sandbox.get(URL_1060);
    expect(response.status).toBe(200);
    expect(response.json.data).toEqual(recorded);
    const invalid = await sandbox.get('/api/tips/v3/payments/web/payment-methods?amount=0');
    expect(invalid.status).toBe(422);
  });

  it('keeps the built-in list for the other processors', async () => {
    sandbox = openTestSandbox({ processor: 'square-web' });
    const response = await sandbox.get(URL_1060);
    expect(response.json.data).not.toEqual(recorded);
    expect(response.json.data.paymentMethods[0].type).toBe('scheme');
  });
});
