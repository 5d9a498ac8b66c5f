import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CARDS } from '../processor/card-outcome';
import {
  common,
  countRows,
  newKey,
  pay,
  poolPayment,
  tokenFor,
  webPayment,
} from '../test-support/payment-bodies';
import { type TestResponse, type TestSandbox, openTestSandbox } from '../test-support/test-sandbox';

const WEB = '/api/tips/v1/payments/web';
const POOL = '/api/tips/v1/payments/pool-web';
const KEYED = [
  WEB,
  POOL,
  '/api/tips/v1/payments/qr',
  '/api/tips/v3/payments/qr',
  '/api/tips/v3/payments/web/details',
  '/api/tips/web/v1/reviews',
];
const TABLES = ['payments', 'payment_tips', 'reviews', 'idempotency_keys'] as const;

function expectRefusal(response: TestResponse, status: number, code: string): void {
  expect(response.status, response.body).toBe(status);
  expect(response.json.error).toMatchObject({ code, message: expect.any(String) });
}

/** The requests of a hostile probe (decision 0017), sent again: each is a 4xx envelope and stores nothing. */
describe('hostile requests', () => {
  let sandbox: TestSandbox;
  let token: string;
  let rowsBefore: number[];
  beforeAll(async () => {
    sandbox = openTestSandbox();
    token = await tokenFor(sandbox, DEMO_CARDS.captured);
    rowsBefore = TABLES.map((table) => countRows(sandbox, table));
  });
  afterAll(() => sandbox.close());

  it('answers a body nested 5,000 deep with 400 BODY_TOO_DEEP on every keyed POST', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    for (const url of KEYED) {
      const response = await sandbox.post(url, deep, { 'idempotency-key': newKey() });
      expectRefusal(response, 400, 'BODY_TOO_DEEP');
    }
  });

  it.each([' 10.00', '10.00\n', '\t10.00', `${'0'.repeat(40)}10.00`, '10', '10.5', '1e1'])(
    'refuses the loose amount %j',
    async (amount) => {
      expectRefusal(await pay(sandbox, WEB, webPayment(token, amount)), 422, 'VALIDATION_FAILED');
    },
  );

  it('refuses a processor that the location settings do not name', async () => {
    const body = { ...webPayment('anything'), processor: 'adyen-web' };
    expectRefusal(await pay(sandbox, WEB, body), 422, 'PROCESSOR_MISMATCH');
  });

  it('bounds a tip line at 10300.30 and a payment at 25000.00', async () => {
    const line = { userUid: '500', locationUid: '100', amount: '10300.30', level: 'custom' };
    const fifty = { ...common(token), tips: Array.from({ length: 50 }, () => line) };
    expectRefusal(await pay(sandbox, WEB, fifty), 422, 'AMOUNT_OUT_OF_RANGE');
    const three = { ...common(token), tips: [line, line, line] };
    expectRefusal(await pay(sandbox, WEB, three), 422, 'AMOUNT_OUT_OF_RANGE');
    expectRefusal(
      await pay(sandbox, WEB, webPayment(token, '10300.31')),
      422,
      'AMOUNT_OUT_OF_RANGE',
    );
    const tooMany = { ...common(token), tips: Array.from({ length: 51 }, () => line) };
    expectRefusal(await pay(sandbox, WEB, tooMany), 422, 'VALIDATION_FAILED');
  });

  it.each([
    ['deviceTime', 'yesterday'],
    ['deviceTime', '2026-13-40T99:00:00Z'],
    ['deviceTime', '2026-12-31T23:59:60Z'],
    ['shopperEmail', '<script>alert(1)</script>'],
    ['shopperEmail', ''],
    ['shopperEmail', 'a b@example.com'],
    ['nameOnCard', 'Avery\u0000Guest'],
    ['nameOnCard', 'Avery\u001b[31mGuest'],
    ['nameOnCard', 'Avery\ud800'],
    ['nameOnCard', '\u202eAvery'],
    ['nameOnCard', '   '],
    ['nameOnCard', 'x'.repeat(201)],
    ['returnUrl', 'javascript:alert(1)'],
    ['returnUrl', 'https://evil.example/'],
    ['returnUrl', '//evil.example/x'],
    ['returnUrl', '/\\evil.example'],
    ['returnUrl', '/external path'],
  ])('refuses %s %j: 422 naming it', async (field, value) => {
    const response = await pay(sandbox, WEB, { ...webPayment(token), [field]: value });
    expectRefusal(response, 422, 'VALIDATION_FAILED');
    expect(response.json.error.field).toBe(field);
  });

  it.each([['Diaz\u0007'], ['\udfff'], ['x'.repeat(201)]])(
    'refuses the pool customerName %j',
    async (customerName) => {
      const body = poolPayment(token);
      const tips = [{ ...(body['tips'] as object[])[0], customerName }];
      const response = await pay(sandbox, POOL, { ...body, tips });
      expectRefusal(response, 422, 'VALIDATION_FAILED');
      expect(response.json.error.field).toBe('tips[0].customerName');
    },
  );

  it('refuses two Idempotency-Key headers instead of joining them', async () => {
    // Over a real socket: an injected request joins an array header into one line, and only the
    // wire (rawHeaders) shows that the client sent two.
    await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = sandbox.app.server.address() as AddressInfo;
    const body = JSON.stringify(webPayment(token));
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: WEB,
          headers: {
            'x-device-fingerprint': 'fp',
            'content-type': 'application/json',
            'idempotency-key': ['a', 'b'],
          },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        },
      );
      request.on('error', reject);
      request.end(body);
    });
    expect(answer.status, answer.text).toBe(400);
    expect(JSON.parse(answer.text).error.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
  });

  it('bounds the card form token route: a 60 KB name or postal code is a 422', async () => {
    const card = { number: DEMO_CARDS.captured, expiry: '12/39', cvc: '123' };
    const big = 'x'.repeat(60_000);
    for (const patch of [
      { name: big, postalCode: '62701' },
      { name: 'Avery', postalCode: big },
    ]) {
      const response = await sandbox.post('/sandbox-provider/v1/tokens', { ...card, ...patch });
      expectRefusal(response, 422, 'VALIDATION_FAILED');
    }
    const control = { ...card, name: 'Avery\u0000', postalCode: '62701' };
    const refused = await sandbox.post('/sandbox-provider/v1/tokens', control);
    expectRefusal(refused, 422, 'NAME_INVALID');
  });

  it('stored nothing for any of the requests above', () => {
    expect(TABLES.map((table) => countRows(sandbox, table))).toEqual(rowsBefore);
  });
});
