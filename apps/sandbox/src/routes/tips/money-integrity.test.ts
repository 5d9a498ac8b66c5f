import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openSqlite } from '../../db/sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CARDS } from '../../processor/card-outcome';
import { common, countRows, pay, tokenFor } from '../../test-support/payment-bodies';
import { type TestSandbox, openTestSandbox } from '../../test-support/test-sandbox';

// The cases of issue 37, replayed against the sandbox: one press, one charge, for what was asked.

const QR = '/api/tips/v1/payments/qr';
const WEB = '/api/tips/v1/payments/web';
const POOL = '/api/tips/v1/payments/pool-web';
const DETAILS = '/api/tips/v3/payments/web/details';
const RETURN = '/external?redirectData=1';

function capturedOf(sandbox: TestSandbox, token: string): number {
  const db = openSqlite(sandbox.dbPath, { readonly: true });
  try {
    const row = db
      .prepare("SELECT COUNT(*) AS n FROM payments WHERE intent_token = ? AND status = 'captured'")
      .get(token) as { n: number };
    return row.n;
  } finally {
    db.close();
  }
}

/** The 3-D Secure page's Complete, then the redirectResult it hands out. */
async function complete(sandbox: TestSandbox, reference: string): Promise<string> {
  const answer = await sandbox.app.inject({
    method: 'POST',
    url: `/sandbox-provider/3ds/${reference}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost' },
    payload: new URLSearchParams({ returnUrl: RETURN, outcome: 'complete' }).toString(),
  });
  expect(answer.statusCode).toBe(303);
  const location = String(answer.headers.location);
  return new URL(location, 'http://localhost').searchParams.get('redirectResult') ?? '';
}

describe('one press, one charge (issue 37)', () => {
  let sandbox: TestSandbox;
  beforeAll(() => {
    sandbox = openTestSandbox();
  });
  afterAll(() => sandbox.close());

  const tab42 = (source: string, amount = '6.48') => ({
    ...common(source),
    returnUrl: RETURN,
    deviceId: 'device-1',
    intent: 'tab-42',
    tips: [{ userUid: '501', locationUid: '100', amount, level: 'low' }],
  });

  it('refuses two Idempotency-Keys, two fingerprints and a key with a comma, storing nothing', async () => {
    // Over a real socket: only the wire (rawHeaders) shows that the client sent two.
    await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = sandbox.app.server.address() as AddressInfo;
    const token = await tokenFor(sandbox, DEMO_CARDS.captured);
    const body = JSON.stringify({
      ...common(token),
      tips: [{ userUid: '500', locationUid: '100', amount: '10.60', level: 'medium' }],
    });
    const before = countRows(sandbox, 'payments');
    const cases: [Record<string, string | string[]>, string][] = [
      [{ 'idempotency-key': ['key-a', 'key-b'] }, 'IDEMPOTENCY_KEY_REQUIRED'],
      [{ 'idempotency-key': 'key-a, key-b' }, 'IDEMPOTENCY_KEY_REQUIRED'],
      [
        { 'idempotency-key': 'key-c', 'x-device-fingerprint': ['fp', 'fp-2'] },
        'FINGERPRINT_REQUIRED',
      ],
      [
        { 'idempotency-key': 'key-d', 'content-type': ['application/json', 'text/plain'] },
        'BAD_REQUEST',
      ],
    ];
    for (const [headers, code] of cases) {
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
              ...headers,
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
      expect(answer.status, JSON.stringify(headers)).toBe(400);
      expect(JSON.parse(answer.text).error.code).toBe(code);
      expect(answer.text).not.toContain('key-');
    }
    expect(countRows(sandbox, 'payments')).toBe(before);
  });

  it('tab-42: an abandoned 3-D Secure payment is cancelled by the next one; its late completion captures nothing', async () => {
    const verifying = await pay(
      sandbox,
      QR,
      tab42(await tokenFor(sandbox, DEMO_CARDS.threeDSecure)),
    );
    expect(verifying.json.data.status).toBe('verifying');
    const reference = verifying.json.data.reference as string;
    const redirectResult = await complete(sandbox, reference);

    const paid = await pay(sandbox, QR, tab42(await tokenFor(sandbox, DEMO_CARDS.captured)));
    expect(paid.json.data.status).toBe('captured');

    const late = await pay(sandbox, DETAILS, { reference, details: { redirectResult } });
    expect(late.status).toBe(409);
    expect(late.json.error.code).toBe('INTENT_ALREADY_PAID');
    const page = await sandbox.app.inject({
      method: 'GET',
      url: `/sandbox-provider/3ds/${reference}?returnUrl=%2Fexternal`,
    });
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain('This tip has already been paid.');
    expect(capturedOf(sandbox, 'tab-42')).toBe(1);
  });

  it("tab-43 and sched-7: only a payment for the intent's own recipients and location, at its amounts", async () => {
    const token = await tokenFor(sandbox, DEMO_CARDS.captured);
    const jordan = await pay(sandbox, QR, {
      ...common(token),
      deviceId: 'd',
      intent: 'tab-43',
      tips: [{ userUid: '501', locationUid: '100', amount: '0.01', level: 'custom' }],
    });
    expect(jordan.status).toBe(422);
    expect(jordan.json.error.code).toBe('INTENT_MISMATCH');
    const mayaAtL100 = await pay(sandbox, QR, {
      ...common(token),
      deviceId: 'd',
      scheduledPaymentIntentCode: 'sched-7',
      postalCode: '00000',
      tips: [{ userUid: '500', locationUid: '100', amount: '0.01', level: 'custom' }],
    });
    expect(mayaAtL100.status).toBe(422);
    expect(mayaAtL100.json.error.code).toBe('INTENT_MISMATCH');
    const twice = await pay(sandbox, QR, {
      ...common(token),
      deviceId: 'd',
      intent: 'tab-43',
      tips: [
        { userUid: '500', locationUid: '100', amount: '10.60', level: 'medium' },
        { userUid: '500', locationUid: '100', amount: '10.60', level: 'medium' },
      ],
    });
    expect(twice.json.error.code).toBe('INTENT_MISMATCH');
    expect(capturedOf(sandbox, 'tab-43') + capturedOf(sandbox, 'sched-7')).toBe(0);
    // sched-7 is at L200 (the guest pays the fee): $10 'medium' is 10.60, never 10.00.
    const sched = (amount: string) => ({
      ...common(token),
      deviceId: 'd',
      scheduledPaymentIntentCode: 'sched-7',
      postalCode: '00000',
      tips: [{ userUid: '505', locationUid: '200', amount, level: 'medium' }],
    });
    expect((await pay(sandbox, QR, sched('10.00'))).json.error.code).toBe('AMOUNT_MISMATCH');
    expect((await pay(sandbox, QR, sched('10.60'))).json.data.status).toBe('captured');
  });

  it('a preset level carries its settings tip and the fee the location asks; else 422 AMOUNT_MISMATCH', async () => {
    const token = await tokenFor(sandbox, DEMO_CARDS.captured);
    const before = countRows(sandbox, 'payments');
    const refused: [string, Record<string, unknown>][] = [
      // L200: the guest pays the fee; pool 201 is $5 a night.
      [POOL, { poolUid: '201', amount: '5.00', level: 'low' }],
      // Two nights of pool 201 without their fee, and a cent short of it; pool 203 ($8 a stay).
      [POOL, { poolUid: '201', amount: '10.00', level: 'low' }],
      [POOL, { poolUid: '201', amount: '10.59', level: 'low' }],
      [POOL, { poolUid: '203', amount: '8.00', level: 'low' }],
      // Pool 202 ($10 once, also under station 300) a cent short of its fee.
      [POOL, { poolUid: '202', amount: '10.59', level: 'low' }],
      // ... and without it: station 300 lists pool 202 and lets its own guests leave the fee out,
      // but a pool is charged under its own location's rule (L200: the guest pays the fee).
      [POOL, { poolUid: '202', amount: '10.00', level: 'low' }],
      // Maya at L100: 'high' is $20, not a cent.
      [WEB, { userUid: '500', locationUid: '100', amount: '0.01', level: 'high' }],
      [WEB, { userUid: '500', locationUid: '100', amount: '10.59', level: 'medium' }],
    ];
    for (const [url, line] of refused) {
      const extra = url === POOL ? { customerName: 'Diaz', roomNumber: '12' } : {};
      const answer = await pay(sandbox, url, { ...common(token), tips: [{ ...line, ...extra }] });
      expect(answer.status, JSON.stringify(line)).toBe(422);
      expect(answer.json.error).toMatchObject({ code: 'AMOUNT_MISMATCH', field: 'tips[0].amount' });
    }
    expect(countRows(sandbox, 'payments')).toBe(before);
    const allowed: [string, Record<string, unknown>][] = [
      [POOL, { poolUid: '202', amount: '10.60', level: 'low' }],
      // Three nights of pool 201: $15 with its fee.
      [POOL, { poolUid: '201', amount: '15.75', level: 'low' }],
      // L100 lets the guest leave the fee out: $20 gross, or 20.90 net.
      [WEB, { userUid: '500', locationUid: '100', amount: '20.00', level: 'high' }],
      [WEB, { userUid: '500', locationUid: '100', amount: '20.90', level: 'high' }],
      // Rosa works at station 300 (its own settings: low $3, optional): either way.
      [WEB, { userUid: '505', locationUid: '200', amount: '3.00', level: 'low' }],
      [WEB, { userUid: '505', locationUid: '200', amount: '3.39', level: 'low' }],
      [WEB, { userUid: '500', locationUid: '100', amount: '0.01', level: 'custom' }],
    ];
    for (const [url, line] of allowed) {
      const extra = url === POOL ? { customerName: 'Diaz', roomNumber: '12' } : {};
      const answer = await pay(sandbox, url, { ...common(token), tips: [{ ...line, ...extra }] });
      expect(answer.status, `${JSON.stringify(line)} ${answer.body}`).toBe(200);
    }
  });

  it("pool 202 is charged under L200's rule whichever screen lists it: its quote is what the payment takes", async () => {
    const token = await tokenFor(sandbox, DEMO_CARDS.captured);
    const quote = async (mode: 'net' | 'gross') => {
      const answer = await sandbox.post('/api/tips/v1/proposals/calculate-fees', {
        processor: 'sandbox',
        amount: '10.00',
        mode,
        tipCount: 1,
        locationUid: '200',
      });
      return (answer.json as { data: { total: string } }).data.total;
    };
    const line = (amount: string) => ({
      ...common(token),
      tips: [
        { poolUid: '202', amount, level: 'low', customerName: 'Cardholder', roomNumber: null },
      ],
    });
    // What the app asks for pool 202 on S300 (L200: the guest pays the fee), box checked or not.
    const net = await quote('net');
    expect(net).toBe('10.60');
    expect((await pay(sandbox, POOL, line(net))).status).toBe(200);
    // The quote S300's box would give its own staff (gross) is no total for pool 202.
    const before = countRows(sandbox, 'payments');
    const gross = await pay(sandbox, POOL, line(await quote('gross')));
    expect(gross.status).toBe(422);
    expect(gross.json.error).toMatchObject({ code: 'AMOUNT_MISMATCH', field: 'tips[0].amount' });
    expect(countRows(sandbox, 'payments')).toBe(before);
  });

  it('names the kind of thing not found, never the value sent', async () => {
    const hostile = '<script>alert("tw-xss")</script>';
    const token = await tokenFor(sandbox, DEMO_CARDS.captured);
    const answers = [
      await sandbox.post('/api/tips/v1/payments/intent', { deviceId: 'd', intent: hostile }),
      await pay(sandbox, QR, { ...tab42(token), intent: hostile }),
      await pay(sandbox, DETAILS, { reference: hostile, details: { redirectResult: 'x' } }),
      await sandbox.get(`/api/core/v3/web/locations/${encodeURIComponent(hostile)}`),
      await sandbox.get(`/api/nothing/${encodeURIComponent(hostile)}`),
    ];
    for (const answer of answers) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.body).not.toContain('tw-xss');
    }
  });

  it('refuses a return path a browser may read as another host, before and after decoding', async () => {
    const token = await tokenFor(sandbox, DEMO_CARDS.threeDSecure);
    for (const returnUrl of [
      '/%09/evil.example',
      '/%2F/evil.example',
      '/%5Cevil.example',
      '/\t/evil.example',
      '/ /x',
    ]) {
      const answer = await pay(sandbox, WEB, {
        ...common(token),
        returnUrl,
        tips: [{ userUid: '500', locationUid: '100', amount: '10.60', level: 'medium' }],
      });
      expect(answer.status, returnUrl).toBe(422);
      expect(answer.json.error.field).toBe('returnUrl');
    }
    const verifying = await pay(sandbox, WEB, {
      ...common(token),
      returnUrl: '/external?a=1',
      tips: [{ userUid: '500', locationUid: '100', amount: '10.60', level: 'medium' }],
    });
    const reference = verifying.json.data.reference as string;
    const page = await sandbox.app.inject({
      method: 'GET',
      url: `/sandbox-provider/3ds/${reference}?returnUrl=${encodeURIComponent('/%09/evil.example')}`,
    });
    expect(page.statusCode).toBe(400);
    const form = await sandbox.app.inject({
      method: 'POST',
      url: `/sandbox-provider/3ds/${reference}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost' },
      payload: new URLSearchParams({
        returnUrl: '/%09/evil.example',
        outcome: 'complete',
      }).toString(),
    });
    expect(form.statusCode).toBe(400);
    expect(form.headers.location).toBeUndefined();
    const good = await complete(sandbox, reference);
    expect(good).not.toBe('');
  });
});
