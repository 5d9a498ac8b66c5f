import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestSandbox, openTestSandbox } from '../test-support/test-sandbox';

/** A route that fails the way a bug would, with personal data in its body. */
const BOOM = '/api/tips/v1/boom';
const PERSONAL = {
  nameOnCard: 'Avery Guest',
  shopperEmail: 'avery@example.com',
  customerName: 'Diaz',
};

describe('unexpected errors', () => {
  let sandbox: TestSandbox;
  const lines: Record<string, unknown>[] = [];
  beforeAll(() => {
    sandbox = openTestSandbox({
      logger: {
        level: 'warn',
        stream: {
          write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>),
        },
      },
    });
    sandbox.app.post(BOOM, async () => {
      throw new TypeError('Cannot read properties of undefined');
    });
  });
  afterAll(() => sandbox.close());

  it('answer 500 INTERNAL_ERROR and are logged with the request id, never the body', async () => {
    const response = await sandbox.post(BOOM, PERSONAL, { 'idempotency-key': 'k-1' });
    expect(response.status).toBe(500);
    expect(response.json).toEqual({
      error: { code: 'INTERNAL_ERROR', message: 'The sandbox failed to process the request' },
    });
    const errors = lines.filter((line) => line['level'] === 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      reqId: expect.any(String),
      method: 'POST',
      route: BOOM,
      error: { type: 'TypeError', message: 'Cannot read properties of undefined' },
    });
    const logged = JSON.stringify(lines);
    for (const value of Object.values(PERSONAL)) expect(logged).not.toContain(value);
  });

  it('leave refusals (4xx) out of the error log', async () => {
    lines.length = 0;
    const response = await sandbox.post('/api/tips/v1/payments/web', { nameOnCard: 'x' });
    expect(response.status).toBe(400);
    expect(lines.filter((line) => line['level'] === 50)).toEqual([]);
  });
});
