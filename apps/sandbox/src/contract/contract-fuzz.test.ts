import { readFileSync } from 'node:fs';
import { openSqlite, type SqliteDatabase } from '../db/sqlite';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CARDS } from '../processor/card-outcome';
import { common, newKey, pay, tokenFor, webPayment } from '../test-support/payment-bodies';
import { type TestSandbox, openTestSandbox } from '../test-support/test-sandbox';
import { bodyText, hostileHeader, hostileValue, mutate, mutation } from './hostile-arbitraries';

const RUNS = 6000;
const CONTRACT = new URL('../../../../docs/service-contract.md', import.meta.url);

/** Valid requests the fuzz starts from: ids, bodies and queries of the demo world. */
interface Seeds {
  readonly token: string;
  readonly paidTip: string;
  readonly verifying: string;
}

interface Endpoint {
  readonly method: 'GET' | 'POST';
  /** The route as docs/service-contract.md writes it ({param}). */
  readonly route: string;
  readonly params?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string>>;
  readonly body?: (seeds: Seeds) => unknown;
  readonly keyed?: boolean;
  /** The page's own refusals are HTML for a browser (the 3-D Secure page stands in for a bank's). */
  readonly page?: boolean;
}

const uid = (value: string) => ({ uid: value });
const userLine = { userUid: '500', locationUid: '100', amount: '10.60', level: 'medium' };

/** Every endpoint of docs/service-contract.md, with a valid request of the demo world. */
const ENDPOINTS: readonly Endpoint[] = [
  { method: 'GET', route: '/api/core/v3/web/locations/{uid}', params: uid('100') },
  { method: 'GET', route: '/api/core/v3/web/locations/{uid}/payload', params: uid('100') },
  {
    method: 'GET',
    route: '/api/core/v3/web/locations/{uid}/users/{userUid}',
    params: { uid: '100', userUid: '501' },
  },
  { method: 'GET', route: '/api/core/v2/web/pools/{uid}', params: uid('202') },
  { method: 'GET', route: '/api/core/v2/web/stations/{uid}', params: uid('300') },
  { method: 'GET', route: '/api/core/v1/web/accounts/{uid}', params: uid('400') },
  { method: 'GET', route: '/api/core/v2/web/accounts/{uid}', params: uid('400') },
  { method: 'GET', route: '/api/core/v1/web/users/{uid}', params: uid('500') },
  { method: 'GET', route: '/api/core/v2/web/locations/{uid}/settings', params: uid('100') },
  { method: 'GET', route: '/api/core/v2/web/stations/{uid}/settings', params: uid('300') },
  { method: 'GET', route: '/api/core/v2/system-settings/web', query: { locationUid: '100' } },
  {
    method: 'POST',
    route: '/api/tips/v1/proposals/calculate-fees',
    body: () => ({
      processor: 'sandbox',
      amount: '10.00',
      mode: 'net',
      tipCount: 1,
      locationUid: '100',
    }),
  },
  {
    method: 'POST',
    route: '/api/tips/v1/payments/web',
    keyed: true,
    body: (s) => webPayment(s.token),
  },
  {
    method: 'POST',
    route: '/api/tips/v1/payments/pool-web',
    keyed: true,
    body: (s) => ({
      ...common(s.token),
      tips: [
        { poolUid: '201', amount: '5.45', level: 'low', customerName: 'Diaz', roomNumber: '12' },
      ],
    }),
  },
  ...['v1', 'v3'].map((version): Endpoint => ({
    method: 'POST',
    route: `/api/tips/${version}/payments/qr`,
    keyed: true,
    body: (s) => ({ ...common(s.token), deviceId: 'device-1', intent: 'qr-1', tips: [userLine] }),
  })),
  {
    method: 'POST',
    route: '/api/tips/v3/payments/web/details',
    keyed: true,
    body: (s) => ({ reference: s.verifying, details: { redirectResult: 'rr_nope' } }),
  },
  { method: 'GET', route: '/api/tips/v3/payments/web/payment-methods', query: { amount: '1060' } },
  {
    method: 'POST',
    route: '/api/tips/v1/payments/intent',
    body: () => ({ deviceId: 'device-1', scheduledPaymentIntentCode: 'sched-7' }),
  },
  {
    method: 'POST',
    route: '/api/tips/web/v1/reviews',
    keyed: true,
    body: (s) => ({ tipUids: [s.paidTip], rating: 5, comment: 'Lovely' }),
  },
  { method: 'GET', route: '/api/ip' },
  {
    method: 'POST',
    route: '/sandbox-provider/v1/tokens',
    body: () => ({
      number: DEMO_CARDS.captured,
      expiry: '12/39',
      cvc: '123',
      postalCode: '62701',
      name: 'Avery',
    }),
  },
  {
    method: 'GET',
    route: '/sandbox-provider/3ds/{reference}',
    params: { reference: 'pay_x' },
    query: { returnUrl: '/external' },
    page: true,
  },
  {
    method: 'POST',
    route: '/sandbox-provider/3ds/{reference}',
    params: { reference: 'pay_x' },
    body: () => ({ returnUrl: '/external', outcome: 'complete' }),
    page: true,
  },
  { method: 'GET', route: '/sandbox-assets/avatars/{uid}.svg', params: uid('500') },
  { method: 'GET', route: '/sandbox-assets/logos/{uid}.svg', params: uid('100') },
];

/** The routes the contract document names, with their service's base. */
function documentedRoutes(): string[] {
  const text = readFileSync(CONTRACT, 'utf8');
  const routes: string[] = [];
  let base = '';
  for (const line of text.split('\n')) {
    if (line.startsWith('## Core service')) base = '/api/core';
    else if (line.startsWith('## Tips service')) base = '/api/tips';
    else if (line.startsWith('### ') || line.startsWith('## What')) base = '';
    for (const match of line.matchAll(/(?:(?:GET|POST) `|`(?:GET|POST) )(\/[^`?\s]+)/g)) {
      const path = match[1] ?? '';
      // A versioned route; prose such as "`POST /payments/qr`" names one already listed.
      if (!/^\/(v\d|web|api|sandbox)/.test(path)) continue;
      routes.push(path.startsWith('/api') || path.startsWith('/sandbox') ? path : `${base}${path}`);
    }
  }
  return routes;
}

const endpointArb = fc.constantFrom(...ENDPOINTS);

const requestArb = fc.record({
  endpoint: endpointArb,
  mutations: fc.array(mutation, { maxLength: 3 }),
  params: fc.array(
    fc.option(
      fc.oneof(
        { weight: 4, arbitrary: hostileValue },
        {
          weight: 1,
          arbitrary: fc.constantFrom('%', '%zz', '%E0%A4%A', '%00', '..').map((raw) => ({ raw })),
        },
      ),
      { freq: 3 },
    ),
    { minLength: 2, maxLength: 2 },
  ),
  query: fc.option(
    fc.dictionary(fc.constantFrom('amount', 'locationUid', 'returnUrl', 'x'), hostileValue, {
      maxKeys: 3,
    }),
    { freq: 2 },
  ),
  text: fc.nat(),
  contentType: fc.constantFrom(
    'application/json',
    'application/json',
    'application/json',
    'text/plain',
    'application/x-www-form-urlencoded',
    undefined,
  ),
  key: fc.oneof(
    { weight: 6, arbitrary: fc.constant<'fresh'>('fresh') },
    { weight: 1, arbitrary: fc.constant<'reused'>('reused') },
    { weight: 1, arbitrary: fc.constant<'missing'>('missing') },
    { weight: 1, arbitrary: fc.constant<'twice'>('twice') },
    { weight: 1, arbitrary: hostileHeader },
  ),
  fingerprint: fc.oneof(
    { weight: 8, arbitrary: fc.constant('fp-fuzz') },
    { weight: 1, arbitrary: fc.constant<undefined>(undefined) },
    { weight: 1, arbitrary: hostileHeader },
  ),
  bodyShape: fc.nat(),
  /** Now and then a body padded past the 64 KB limit: 413, nothing stored. */
  oversized: fc.oneof(
    { weight: 15, arbitrary: fc.constant(false) },
    { weight: 1, arbitrary: fc.constant(true) },
  ),
});

/** Percent-encodes a path segment byte by byte (a lone surrogate becomes U+FFFD, as a browser sends). */
function encodeSegment(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9._~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

/** The text a client would put in the address for any value, even one whose toString is hostile ({ toString: 0 }). */
function textOf(value: unknown): string {
  try {
    return String(value);
  } catch {
    return JSON.stringify(value) ?? Object.prototype.toString.call(value);
  }
}

function urlOf(
  endpoint: Endpoint,
  hostile: readonly (unknown | null)[],
  query: Record<string, unknown> | null,
): string {
  const names = Object.keys(endpoint.params ?? {});
  let path = endpoint.route;
  names.forEach((name, index) => {
    const replacement = hostile[index];
    const raw = (replacement as { raw?: unknown } | null | undefined)?.raw;
    const value =
      replacement === null || replacement === undefined
        ? (endpoint.params?.[name] ?? '')
        : textOf(replacement);
    path = path.replace(`{${name}}`, typeof raw === 'string' ? raw : encodeSegment(value));
  });
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...endpoint.query, ...(query ?? {}) })) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(name, textOf(item));
  }
  const search = params.toString();
  return search === '' ? path : `${path}?${search}`;
}

describe('the contract under hostile input (fast-check)', () => {
  let sandbox: TestSandbox;
  let seeds: Seeds;
  let rowsOf: () => number;
  let readonlyDb: SqliteDatabase;
  beforeAll(async () => {
    sandbox = openTestSandbox();
    const token = await tokenFor(sandbox, DEMO_CARDS.captured);
    const paid = await pay(sandbox, '/api/tips/v1/payments/web', webPayment(token));
    const challenged = await pay(
      sandbox,
      '/api/tips/v1/payments/web',
      webPayment(await tokenFor(sandbox, DEMO_CARDS.threeDSecure)),
    );
    seeds = {
      token,
      paidTip: paid.json.data.tips[0].uid as string,
      verifying: challenged.json.data.reference as string,
    };
    readonlyDb = openSqlite(sandbox.dbPath, { readonly: true });
    const count = readonlyDb.prepare(
      `SELECT (SELECT COUNT(*) FROM payments) + (SELECT COUNT(*) FROM payment_tips) +
              (SELECT COUNT(*) FROM reviews) + (SELECT COUNT(*) FROM idempotency_keys) AS n`,
    );
    rowsOf = () => (count.get() as { n: number }).n;
  });
  afterAll(async () => {
    readonlyDb.close();
    await sandbox.close();
  });

  it('covers every endpoint the contract document names', () => {
    const fuzzed = new Set(ENDPOINTS.map((endpoint) => endpoint.route));
    const documented = documentedRoutes();
    expect(documented.length).toBeGreaterThan(20);
    expect(documented.filter((route) => !fuzzed.has(route))).toEqual([]);
  });

  it(`answers ${RUNS} hostile requests with no 5xx, the envelope on every 4xx, no row from a refusal`, async () => {
    const usedKeys: string[] = [newKey()];
    const tally = { tried: 0, refused: 0, failed: 0, rowsFromRefusals: 0 };
    await fc.assert(
      fc.asyncProperty(requestArb, async (request) => {
        const { endpoint } = request;
        const headers: Record<string, string | string[]> = {};
        if (request.fingerprint !== undefined)
          headers['x-device-fingerprint'] = request.fingerprint;
        if (request.key === 'fresh') headers['idempotency-key'] = newKey();
        else if (request.key === 'reused')
          headers['idempotency-key'] = usedKeys[request.text % usedKeys.length] ?? 'k';
        else if (request.key === 'twice') headers['idempotency-key'] = [newKey(), newKey()];
        else if (request.key !== 'missing') headers['idempotency-key'] = request.key;
        let payload: string | undefined;
        if (endpoint.body) {
          const body = mutate(endpoint.body(seeds), request.mutations);
          const json = JSON.stringify(body) ?? '';
          payload = fc.sample(bodyText(json), { numRuns: 1, seed: request.bodyShape })[0] ?? json;
          if (request.oversized) payload = `${payload}${' '.repeat(64 * 1024)}`;
          if (request.contentType !== undefined) headers['content-type'] = request.contentType;
        }
        const url = urlOf(endpoint, request.params, request.query);
        const before = rowsOf();
        const response = await sandbox.app.inject({
          method: endpoint.method,
          url,
          headers,
          ...(payload === undefined ? {} : { payload }),
        });
        tally.tried += 1;
        const status = response.statusCode;
        expect(status, `${endpoint.method} ${url}`).toBeLessThan(500);
        // Over the limit: refused (413, or an earlier refusal of its headers), never taken.
        if (request.oversized && payload !== undefined)
          expect(status, `${endpoint.method} ${url} oversized`).toBeGreaterThanOrEqual(400);
        if (status >= 500) tally.failed += 1;
        if (status >= 400) {
          tally.refused += 1;
          const added = rowsOf() - before;
          tally.rowsFromRefusals += added;
          expect(added, `${endpoint.method} ${url} stored rows`).toBe(0);
          const isPage =
            endpoint.page === true &&
            String(response.headers['content-type']).startsWith('text/html');
          if (!isPage) {
            expect(response.json(), `${endpoint.method} ${url}`).toEqual({
              error: expect.objectContaining({
                code: expect.stringMatching(/^[A-Z_]+$/),
                message: expect.any(String),
              }),
            });
          }
        } else if (typeof headers['idempotency-key'] === 'string') {
          usedKeys.push(headers['idempotency-key']);
        }
      }),
      { numRuns: RUNS },
    );
    const still = await sandbox.get('/api/core/v3/web/locations/100');
    expect(still.status).toBe(200);
    console.log(
      `contract fuzz: ${tally.tried} requests tried, ${tally.refused} 4xx, ${tally.failed} 5xx, ` +
        `${tally.rowsFromRefusals} rows stored by refused requests`,
    );
    expect(tally.tried).toBeGreaterThanOrEqual(5000);
  }, 60_000);

  it('intent races and amount mismatches: one capture per intent, every capture acknowledged', async () => {
    const QR = '/api/tips/v1/payments/qr';
    const DETAILS = '/api/tips/v3/payments/web/details';
    const action = fc.oneof(
      fc.record({
        kind: fc.constant<'press'>('press'),
        card: fc.constantFrom('captured', 'threeDSecure', 'refused'),
      }),
      fc.record({ kind: fc.constant<'complete'>('complete'), which: fc.nat() }),
      fc.record({ kind: fc.constant<'details'>('details'), which: fc.nat() }),
      fc.record({
        kind: fc.constant<'mismatch'>('mismatch'),
        userUid: fc.constantFrom('500', '501', '502', '505'),
        locationUid: fc.constantFrom('100', '200'),
        cents: fc.integer({ min: -3, max: 3 }),
      }),
    );
    const tally = { runs: 0, requests: 0, captured: 0, refusedMismatches: 0 };
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 8 }), async (actions) => {
        const box = openTestSandbox();
        try {
          const tokens = {
            captured: await tokenFor(box, DEMO_CARDS.captured),
            threeDSecure: await tokenFor(box, DEMO_CARDS.threeDSecure),
            refused: await tokenFor(box, DEMO_CARDS.refused),
          };
          const line = { userUid: '501', locationUid: '100', amount: '6.48', level: 'low' };
          const body = (source: string, tips: object[]) => ({
            ...common(source),
            deviceId: 'd',
            intent: 'tab-42',
            tips,
          });
          const challenges: { reference: string; redirectResult: string | null }[] = [];
          const acknowledged = new Set<string>();
          for (const step of actions) {
            tally.requests += 1;
            if (step.kind === 'press') {
              const answer = await pay(box, QR, body(tokens[step.card], [line]));
              expect([200, 409]).toContain(answer.status);
              const data = answer.json.data as { reference: string; status: string } | undefined;
              if (data?.status === 'captured') acknowledged.add(data.reference);
              if (data?.status === 'verifying')
                challenges.push({ reference: data.reference, redirectResult: null });
            } else if (step.kind === 'complete' || step.kind === 'details') {
              const challenge = challenges[step.which % Math.max(1, challenges.length)];
              if (!challenge) continue;
              if (step.kind === 'complete') {
                const page = await box.app.inject({
                  method: 'POST',
                  url: `/sandbox-provider/3ds/${challenge.reference}`,
                  headers: {
                    'content-type': 'application/x-www-form-urlencoded',
                    host: 'localhost',
                  },
                  payload: new URLSearchParams({
                    returnUrl: '/external',
                    outcome: 'complete',
                  }).toString(),
                });
                const location = page.headers.location;
                if (typeof location === 'string')
                  challenge.redirectResult = new URL(location, 'http://localhost').searchParams.get(
                    'redirectResult',
                  );
              } else {
                const answer = await pay(box, DETAILS, {
                  reference: challenge.reference,
                  details: { redirectResult: challenge.redirectResult ?? 'rr_none' },
                });
                expect(answer.status).toBeLessThan(500);
                if (answer.json.data?.status === 'captured')
                  acknowledged.add(answer.json.data.reference as string);
              }
            } else {
              const cents = 648 + step.cents;
              const wrongPlace = step.userUid !== '501' || step.locationUid !== '100';
              const amount = (cents / 100).toFixed(2);
              const answer = await pay(
                box,
                QR,
                body(tokens.captured, [
                  { ...line, userUid: step.userUid, locationUid: step.locationUid, amount },
                ]),
              );
              if (wrongPlace || step.cents !== 0) {
                expect([409, 422]).toContain(answer.status);
                if (answer.status === 422) {
                  expect(answer.json.error.code).toMatch(
                    /^(AMOUNT_MISMATCH|INTENT_MISMATCH|UNKNOWN_RECIPIENT)$/,
                  );
                  tally.refusedMismatches += 1;
                }
              } else if (answer.json.data?.status === 'captured')
                acknowledged.add(answer.json.data.reference as string);
            }
          }
          const db = openSqlite(box.dbPath, { readonly: true });
          const captured = db
            .prepare(
              "SELECT reference FROM payments WHERE intent_token = 'tab-42' AND status = 'captured'",
            )
            .all() as { reference: string }[];
          db.close();
          expect(captured.length).toBeLessThanOrEqual(1);
          for (const row of captured) expect(acknowledged.has(row.reference)).toBe(true);
          tally.captured += captured.length;
          tally.runs += 1;
        } finally {
          await box.close();
        }
      }),
      { numRuns: 40 },
    );
    console.log(
      `contract fuzz, intent races: ${tally.runs} runs, ${tally.requests} steps, ${tally.captured} captures (at most one per intent), ${tally.refusedMismatches} mismatches refused`,
    );
  }, 120_000);
});
