import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PAYMENT_MAX_TIPS,
  REQUEST_LIMITS,
  detailsBodySchema,
  feeBodySchema,
  intentBodySchema,
  poolPaymentBodySchema,
  qrPaymentBodySchema,
  reviewBodySchema,
  webPaymentBodySchema,
} from '@tipwell/core/vocabulary';
import { mutate, mutation } from '../../contract/hostile-arbitraries';
import { DEMO_CARDS } from '../../processor/card-outcome';
import { common, newKey, tokenFor } from '../../test-support/payment-bodies';
import { type TestSandbox, openTestSandbox } from '../../test-support/test-sandbox';

/**
 * The sandbox's routes and the core's request schemas are one fact (decision 0037): whatever the
 * body, the route's validation lets it through exactly when the core's valibot schema does. A
 * request that reaches the route's validation (after the JSON parser and the request contract)
 * and then its handler passed the schema; one that reaches validation but not the handler was
 * refused by it, with 422 VALIDATION_FAILED.
 */

/** A valibot schema read through Standard Schema, so the sandbox needs no valibot of its own. */
interface StandardSchema {
  readonly '~standard': {
    validate(value: unknown): { readonly issues?: unknown } | Promise<unknown>;
  };
}

function coreAccepts(schema: StandardSchema, body: unknown): boolean {
  const result = schema['~standard'].validate(body);
  if (result instanceof Promise) throw new Error('the request schemas are synchronous');
  return result.issues === undefined;
}

interface Route {
  readonly url: string;
  readonly schema: StandardSchema;
  readonly keyed: boolean;
  readonly valid: (token: string) => Record<string, unknown>;
}

const line = { userUid: '500', locationUid: '100', amount: '10.60', level: 'medium' };
const poolLine = { poolUid: '201', amount: '5.45', level: 'low', customerName: 'Diaz' };
/** Without returnUrl: the handler checks its origin, which is not a schema's rule. */
const payment = (token: string) => {
  const { returnUrl: _sameOrigin, ...rest } = common(token);
  return { ...rest, riskData: { a: 1 } };
};

const ROUTES: readonly Route[] = [
  {
    url: '/api/tips/v1/payments/web',
    schema: webPaymentBodySchema,
    keyed: true,
    valid: (token) => ({ ...payment(token), tips: [line] }),
  },
  {
    url: '/api/tips/v1/payments/pool-web',
    schema: poolPaymentBodySchema,
    keyed: true,
    valid: (token) => ({ ...payment(token), tips: [{ ...poolLine, roomNumber: '12' }] }),
  },
  {
    url: '/api/tips/v3/payments/qr',
    schema: qrPaymentBodySchema,
    keyed: true,
    valid: (token) => ({ ...payment(token), deviceId: 'd-1', intent: 'tab-42', tips: [line] }),
  },
  {
    url: '/api/tips/v1/payments/intent',
    schema: intentBodySchema,
    keyed: false,
    valid: () => ({ deviceId: 'd-1', scheduledPaymentIntentCode: 'later-7' }),
  },
  {
    url: '/api/tips/v3/payments/web/details',
    schema: detailsBodySchema,
    keyed: true,
    valid: () => ({ reference: 'ref-1', details: { redirectResult: 'rr-1' } }),
  },
  {
    url: '/api/tips/web/v1/reviews',
    schema: reviewBodySchema,
    keyed: true,
    valid: () => ({ tipUids: ['tip-1', 'tip-2'], rating: 5, comment: 'Lovely\ncut' }),
  },
  {
    url: '/api/tips/v1/proposals/calculate-fees',
    schema: feeBodySchema,
    keyed: false,
    valid: () => ({
      processor: 'sandbox',
      amount: '10.00',
      mode: 'net',
      tipCount: 1,
      locationUid: '100',
    }),
  },
];

function routeFor(url: string): Route {
  const route = ROUTES.find((candidate) => candidate.url === url);
  if (!route) throw new Error(`no route ${url}`);
  return route;
}

describe('the sandbox validates request bodies with the core schemas', () => {
  let sandbox: TestSandbox;
  let token: string;
  let reachedValidation = false;
  let reachedHandler = false;
  beforeAll(async () => {
    sandbox = openTestSandbox();
    sandbox.app.addHook('preValidation', async () => {
      reachedValidation = true;
    });
    sandbox.app.addHook('preHandler', async () => {
      reachedHandler = true;
    });
    token = await tokenFor(sandbox, DEMO_CARDS.captured);
  });
  afterAll(() => sandbox.close());

  /** What the route's schema said of `body`, or null when the request stopped before it. */
  async function routeVerdict(
    route: Route,
    body: unknown,
  ): Promise<{ passed: boolean; status: number; code: unknown } | null> {
    reachedValidation = false;
    reachedHandler = false;
    const headers: Record<string, string> = route.keyed ? { 'idempotency-key': newKey() } : {};
    const response = await sandbox.post(route.url, JSON.stringify(body), headers);
    expect(response.status, response.body).toBeLessThan(500);
    if (!reachedValidation) return null;
    return { passed: reachedHandler, status: response.status, code: response.json?.error?.code };
  }

  it.each(ROUTES.map((route) => [route.url, route] as const))(
    '%s: a mutated body passes the route exactly when it passes the core schema',
    async (_url, route) => {
      expect(coreAccepts(route.schema, route.valid(token))).toBe(true);
      expect((await routeVerdict(route, route.valid(token)))?.passed).toBe(true);
      await fc.assert(
        fc.asyncProperty(fc.array(mutation, { minLength: 1, maxLength: 3 }), async (changes) => {
          const body: unknown = JSON.parse(JSON.stringify(mutate(route.valid(token), changes)));
          const verdict = await routeVerdict(route, body);
          if (verdict === null) return;
          expect(verdict.passed).toBe(coreAccepts(route.schema, body));
          if (!verdict.passed)
            expect([verdict.status, verdict.code]).toEqual([422, 'VALIDATION_FAILED']);
        }),
        { numRuns: 120 },
      );
    },
  );

  /** Each limit of the core's schema, at the limit and one past it. */
  const LIMITS: readonly (readonly [string, string, number, (n: number) => object])[] = [
    ['/api/tips/v1/payments/web', 'tips', PAYMENT_MAX_TIPS, (n) => ({ tips: Array(n).fill(line) })],
    [
      '/api/tips/web/v1/reviews',
      'tipUids',
      PAYMENT_MAX_TIPS,
      (n) => ({ tipUids: Array.from({ length: n }, (_, i) => `tip-${i}`) }),
    ],
    [
      '/api/tips/v1/payments/web',
      'nameOnCard',
      REQUEST_LIMITS.name,
      (n) => ({ nameOnCard: 'a'.repeat(n) }),
    ],
    [
      '/api/tips/v3/payments/qr',
      'deviceId',
      REQUEST_LIMITS.deviceId,
      (n) => ({ deviceId: 'd'.repeat(n) }),
    ],
    [
      '/api/tips/v3/payments/qr',
      'intent',
      REQUEST_LIMITS.intentCode,
      (n) => ({ intent: 'i'.repeat(n) }),
    ],
    [
      '/api/tips/web/v1/reviews',
      'comment',
      REQUEST_LIMITS.comment,
      (n) => ({ comment: 'c'.repeat(n) }),
    ],
    [
      '/api/tips/v3/payments/web/details',
      'reference',
      REQUEST_LIMITS.reference,
      (n) => ({ reference: 'r'.repeat(n) }),
    ],
    [
      '/api/tips/v3/payments/web/details',
      'details',
      REQUEST_LIMITS.detailsFields,
      (n) => ({ details: Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, 'v'])) }),
    ],
    [
      '/api/tips/v1/payments/web',
      'riskData',
      REQUEST_LIMITS.providerFields,
      (n) => ({ riskData: Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, 1])) }),
    ],
  ];

  it.each(LIMITS)(
    '%s: %s holds at %i, is refused past it, on both sides',
    async (url, field, limit, make) => {
      const route = routeFor(url);
      const at = { ...route.valid(token), ...make(limit) };
      const past = { ...route.valid(token), ...make(limit + 1) };
      expect(coreAccepts(route.schema, at)).toBe(true);
      expect((await routeVerdict(route, at))?.passed).toBe(true);
      expect(coreAccepts(route.schema, past)).toBe(false);
      reachedHandler = false;
      const headers: Record<string, string> = route.keyed ? { 'idempotency-key': newKey() } : {};
      const refused = await sandbox.post(url, past, headers);
      expect(reachedHandler).toBe(false);
      expect(refused.status).toBe(422);
      expect(refused.json.error).toMatchObject({ code: 'VALIDATION_FAILED', field });
    },
  );

  it('an amount: any string passes the fee route exactly when it passes the core schema', async () => {
    const route = routeFor('/api/tips/v1/proposals/calculate-fees');
    const cents = fc.bigInt({ min: 0n, max: 10n ** 12n });
    const amount = fc.oneof(
      cents.map((n) => `${n / 100n}.${String(n % 100n).padStart(2, '0')}`),
      cents.map((n) => `${n}`),
      fc
        .tuple(cents, fc.constantFrom('0', '-', '+', ' ', '.0', ','))
        .map(([n, c]) => `${c}${n}.00`),
      fc.double().map(String),
    );
    await fc.assert(
      fc.asyncProperty(amount, async (value) => {
        const body = { ...route.valid(token), amount: value };
        expect((await routeVerdict(route, body))?.passed).toBe(coreAccepts(route.schema, body));
      }),
      { numRuns: 300 },
    );
  });

  it('a rating: any number passes the review route exactly when it passes the core schema, whole from 1 to 5', async () => {
    const route = routeFor('/api/tips/web/v1/reviews');
    const rating = fc.oneof(
      fc.integer({ min: -10, max: 10 }),
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
    );
    await fc.assert(
      fc.asyncProperty(rating, async (value) => {
        const body = { ...route.valid(token), rating: value };
        const wire: unknown = JSON.parse(JSON.stringify(body));
        const passed = (await routeVerdict(route, wire))?.passed;
        expect(passed).toBe(coreAccepts(route.schema, wire));
        expect(passed).toBe(Number.isInteger(value) && value >= 1 && value <= 5);
      }),
      { numRuns: 300 },
    );
  });
});
