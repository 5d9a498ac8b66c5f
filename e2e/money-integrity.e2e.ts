import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from './support/app';

// The hostile replay of issue 37 through the server `npm start` runs (its production build, a
// process of its own, in front of the sandbox): repeated headers, oversized bodies, amounts the
// settings do not allow, intents paid twice or by others, echoed values, return paths that leave
// the site. Every stored payment is then compared with what the answers acknowledged.

type Headers = Record<string, string | string[]>;
interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly text: string;
}

const FP = { 'x-device-fingerprint': 'fp-replay', 'content-type': 'application/json' };
const CARDS = { captured: '4111111111111111', threeDSecure: '4000000000003220' };

let app: RunningApp;
let sent = 0;
const mishandled: string[] = [];
/** Payments the answers acknowledged: reference → status and amount. */
const acknowledged = new Map<string, { status: string; amount: string }>();

function send(method: string, path: string, headers: Headers, body?: string): Promise<Answer> {
  sent += 1;
  const { port } = new URL(app.url);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        const answer = { status: response.statusCode ?? 0, headers: response.headers, text };
        if (answer.status >= 500) mishandled.push(`${method} ${path}: ${answer.status}`);
        const data = json(answer)?.data as
          { reference?: string; status?: string; amount?: string } | undefined;
        if (answer.status === 200 && data?.reference && data.status && data.amount) {
          acknowledged.set(data.reference, { status: data.status, amount: data.amount });
        }
        resolve(answer);
      });
    });
    request.on('error', reject);
    request.end(body);
  });
}

function json(answer: Answer): { data?: unknown; error?: { code: string } } | null {
  try {
    return JSON.parse(answer.text) as { data?: unknown; error?: { code: string } };
  } catch {
    return null;
  }
}

/** Records a mishandled case when the answer is not `status` (and `code`, when given). */
function expectAnswer(label: string, answer: Answer, status: number, code?: string): void {
  const got = json(answer)?.error?.code;
  if (answer.status !== status || (code !== undefined && got !== code)) {
    mishandled.push(`${label}: ${answer.status} ${got ?? ''}`);
  }
}

let keys = 0;
const key = (): string => `replay-${Date.now()}-${(keys += 1)}`;

async function token(number: string): Promise<string> {
  const answer = await send(
    'POST',
    '/sandbox-provider/v1/tokens',
    { 'content-type': 'application/json' },
    JSON.stringify({ number, expiry: '12/39', cvc: '123', postalCode: '62701', name: 'Avery' }),
  );
  return (json(answer)?.data as { token: string }).token;
}

const common = (source: string) => ({
  processor: 'sandbox',
  source,
  deviceTime: '2026-11-23T10:00:00.000Z',
  nameOnCard: 'Avery Guest',
  returnUrl: '/external?redirectData=1',
});

const pay = (path: string, body: unknown, headers: Headers = { 'idempotency-key': key() }) =>
  send('POST', path, { ...FP, ...headers }, JSON.stringify(body));

describe('hostile replay through the server npm start runs (issue 37)', () => {
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('refuses, limits and settles every case, and stores only what it acknowledged', async () => {
    const good = await token(CARDS.captured);
    const web = {
      ...common(good),
      tips: [{ userUid: '500', locationUid: '100', amount: '10.60', level: 'medium' }],
    };
    const routes = [
      '/api/tips/v1/payments/web',
      '/api/tips/v1/payments/pool-web',
      '/api/tips/v1/payments/qr',
      '/api/tips/v3/payments/qr',
      '/api/tips/v3/payments/web/details',
      '/api/tips/web/v1/reviews',
    ];

    // 1. Repeated once-only headers, and a key holding a comma: 400 before anything is proxied.
    for (const path of routes) {
      for (const [headers, code] of [
        [{ 'idempotency-key': ['dup-a', 'dup-b'] }, 'IDEMPOTENCY_KEY_REQUIRED'],
        [{ 'idempotency-key': ['dup-a', 'dup-b', 'dup-c'] }, 'IDEMPOTENCY_KEY_REQUIRED'],
        [{ 'idempotency-key': 'dup-a, dup-b' }, 'IDEMPOTENCY_KEY_REQUIRED'],
        [
          { 'idempotency-key': key(), 'x-device-fingerprint': ['fp-1', 'fp-2'] },
          'FINGERPRINT_REQUIRED',
        ],
        [
          { 'idempotency-key': key(), 'content-type': ['application/json', 'text/plain'] },
          'BAD_REQUEST',
        ],
      ] as [Headers, string][]) {
        const answer = await pay(path, web, headers);
        expectAnswer(`${path} ${JSON.stringify(headers)}`, answer, 400, code);
        if (answer.text.includes('dup-')) mishandled.push(`${path}: echoed a key`);
      }
      // Then each key alone, as the issue did: the first pays once, the others only replay it.
    }
    const single = await Promise.all(
      ['dup-a', 'dup-b'].map((k) => pay(routes[0]!, web, { 'idempotency-key': k })),
    );
    for (const answer of single) expectAnswer('a key alone', answer, 200);

    // 2. Bodies over 64 KB on every proxied prefix: 413, nothing upstream, never 502.
    for (const size of [64 * 1024 + 1, 100 * 1024, 200 * 1024, 1024 * 1024]) {
      const big = JSON.stringify({ ...web, pad: 'x'.repeat(size) });
      for (const path of [
        routes[0]!,
        '/api/core/v3/web/locations/100',
        '/sandbox-provider/v1/tokens',
      ]) {
        expectAnswer(
          `${path} ${size} bytes`,
          await pay(path, JSON.parse(big)),
          413,
          'BODY_TOO_LARGE',
        );
      }
    }

    // 3. Amounts the settings do not allow: 422 AMOUNT_MISMATCH.
    const pool = (amount: string, poolUid = '201') => ({
      ...common(good),
      tips: [{ poolUid, amount, level: 'low', customerName: 'Diaz', roomNumber: '12' }],
    });
    const user = (amount: string, level: string) => ({
      ...common(good),
      tips: [{ userUid: '500', locationUid: '100', amount, level }],
    });
    for (const [path, body] of [
      ['/api/tips/v1/payments/pool-web', pool('10.00')],
      ['/api/tips/v1/payments/pool-web', pool('5.00')],
      ['/api/tips/v1/payments/pool-web', pool('10.59')],
      // Pool 202 (Front Desk, L200: the guest pays the fee) without its fee: station S300 lists
      // it and lets its own guests leave theirs out, but a pool follows its own location's rule.
      ['/api/tips/v1/payments/pool-web', pool('10.00', '202')],
      ['/api/tips/v1/payments/web', user('0.01', 'high')],
      ['/api/tips/v1/payments/web', user('10.59', 'medium')],
      ['/api/tips/v1/payments/web', user('10.61', 'medium')],
    ] as const) {
      expectAnswer(
        `${path} ${JSON.stringify(body.tips)}`,
        await pay(path, body),
        422,
        'AMOUNT_MISMATCH',
      );
    }

    // 4. Intents: another recipient or location refused; one capture whatever the order.
    const qr = '/api/tips/v1/payments/qr';
    const tab = (intent: string, source: string, tips: object[]) => ({
      ...common(source),
      deviceId: 'd',
      intent,
      tips,
    });
    expectAnswer(
      'tab-43 to Jordan',
      await pay(
        qr,
        tab('tab-43', good, [
          { userUid: '501', locationUid: '100', amount: '0.01', level: 'custom' },
        ]),
      ),
      422,
      'INTENT_MISMATCH',
    );
    expectAnswer(
      'sched-7 to Maya at L100',
      await pay(qr, {
        ...common(good),
        deviceId: 'd',
        scheduledPaymentIntentCode: 'sched-7',
        postalCode: '00000',
        tips: [{ userUid: '500', locationUid: '100', amount: '0.01', level: 'custom' }],
      }),
      422,
      'INTENT_MISMATCH',
    );
    const secure = await token(CARDS.threeDSecure);
    const verifying = json(
      await pay(
        qr,
        tab('tab-42', secure, [
          { userUid: '501', locationUid: '100', amount: '6.48', level: 'low' },
        ]),
      ),
    )?.data as { reference: string };
    const form = new URLSearchParams({
      returnUrl: '/external?redirectData=1',
      outcome: 'complete',
    }).toString();
    const completed = await send(
      'POST',
      `/sandbox-provider/3ds/${verifying.reference}`,
      { 'content-type': 'application/x-www-form-urlencoded' },
      form,
    );
    const redirectResult = new URL(String(completed.headers.location), app.url).searchParams.get(
      'redirectResult',
    );
    const presses = await Promise.all(
      Array.from({ length: 10 }, () =>
        pay(
          qr,
          tab('tab-42', good, [
            { userUid: '501', locationUid: '100', amount: '6.48', level: 'low' },
          ]),
        ),
      ),
    );
    if (presses.filter((p) => p.status === 200).length !== 1)
      mishandled.push('tab-42: not one capture of ten presses');
    for (const p of presses)
      if (p.status !== 200) expectAnswer('tab-42 press', p, 409, 'INTENT_ALREADY_PAID');
    const late = await pay('/api/tips/v3/payments/web/details', {
      reference: verifying.reference,
      details: { redirectResult },
    });
    expectAnswer('tab-42 late completion', late, 409, 'INTENT_ALREADY_PAID');

    // 5. Nothing echoed; 6. return paths that leave the site; 7. COOP on every page.
    const hostile = '<script>alert("tw-xss")</script>';
    for (const answer of [
      await send(
        'POST',
        '/api/tips/v1/payments/intent',
        FP,
        JSON.stringify({ deviceId: 'd', intent: hostile }),
      ),
      await pay(qr, {
        ...tab(hostile, good, [
          { userUid: '501', locationUid: '100', amount: '6.48', level: 'low' },
        ]),
      }),
      await send('GET', `/api/core/v3/web/locations/${encodeURIComponent(hostile)}`, FP),
      await send('GET', `/api/core/v1/nothing/${encodeURIComponent(hostile)}`, FP),
    ]) {
      if (answer.text.includes('tw-xss')) mishandled.push(`echoed: ${answer.text.slice(0, 80)}`);
    }
    for (const returnUrl of [
      '/%09/evil.example',
      '/%2F/evil.example',
      '//evil.example',
      '/\\evil.example',
    ]) {
      expectAnswer(
        `returnUrl ${returnUrl}`,
        await pay(routes[0]!, { ...web, returnUrl }),
        422,
        'VALIDATION_FAILED',
      );
      const page = await send(
        'GET',
        `/sandbox-provider/3ds/${verifying.reference}?returnUrl=${encodeURIComponent(returnUrl)}`,
        {},
      );
      if (page.status !== 400 || page.headers.location !== undefined)
        mishandled.push(`3ds page ${returnUrl}: ${page.status}`);
    }
    for (const site of ['none', 'cross-site', 'same-origin']) {
      const page = await send('GET', '/L100', { 'sec-fetch-site': site });
      if (page.headers['cross-origin-opener-policy'] !== 'same-origin-allow-popups')
        mishandled.push(`COOP missing (${site})`);
    }

    // The database against what was acknowledged.
    const rows = app.query<{
      reference: string;
      status: string;
      total_cents: number;
      intent_token: string | null;
    }>('SELECT reference, status, total_cents, intent_token FROM payments');
    for (const row of rows) {
      const ack = acknowledged.get(row.reference);
      const amount = (row.total_cents / 100).toFixed(2);
      if (row.status === 'captured' && (ack?.status !== 'captured' || ack.amount !== amount)) {
        mishandled.push(
          `row ${row.reference}: captured ${amount}, acknowledged ${JSON.stringify(ack)}`,
        );
      }
      if (!ack) mishandled.push(`row ${row.reference}: stored, never acknowledged`);
    }
    const perIntent = app.query<{ intent_token: string; n: number }>(
      "SELECT intent_token, COUNT(*) AS n FROM payments WHERE intent_token IS NOT NULL AND status = 'captured' GROUP BY intent_token",
    );
    for (const { intent_token, n } of perIntent)
      if (n > 1) mishandled.push(`${intent_token}: ${n} captures`);
    const errors = app.server.logs.filter(
      (line) => line.includes('EPIPE') || (JSON.parse(line) as { level?: number }).level! >= 50,
    );
    mishandled.push(...errors.map((line) => `logged: ${line.slice(0, 120)}`));

    console.log(
      `hostile replay through apps/server: ${sent} requests sent, ${mishandled.length} mishandled, ${rows.length} rows compared with ${acknowledged.size} acknowledged payments`,
    );
    expect(mishandled).toEqual([]);
    expect(rows.length).toBeGreaterThan(0);
  });
});
