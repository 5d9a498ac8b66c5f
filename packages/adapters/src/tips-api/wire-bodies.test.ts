import fc from 'fast-check';
import { http as route, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentRequest } from '@tipwell/core';
import {
  PAYMENT_MAX,
  PAYMENT_MAX_TIPS,
  PROCESSORS,
  detailsBodySchema,
  feeBodySchema,
  intentBodySchema,
  poolPaymentBodySchema,
  qrPaymentBodySchema,
  reviewBodySchema,
  webPaymentBodySchema,
} from '@tipwell/core/vocabulary';
import { envelope, testClient } from '../test-support/http-fixtures';
import { wirePayment } from '../test-support/wire-fixtures';
import { HttpTipsApi } from './http-tips-api';

/**
 * What the app sends is what the service takes (decision 0037): every body the HTTP tips API
 * writes passes the core's schema of its endpoint, the one the sandbox's routes validate with.
 */
const SCHEMA_OF_PATH: Readonly<Record<string, v.GenericSchema>> = {
  '/v1/proposals/calculate-fees': feeBodySchema,
  '/v1/payments/web': webPaymentBodySchema,
  '/v1/payments/pool-web': poolPaymentBodySchema,
  '/v1/payments/qr': qrPaymentBodySchema,
  '/v3/payments/qr': qrPaymentBodySchema,
  '/v1/payments/intent': intentBodySchema,
  '/v3/payments/web/details': detailsBodySchema,
  '/web/v1/reviews': reviewBodySchema,
};

const BASE = 'http://api.test/api/tips';
const server = setupServer();
const sent: { path: string; body: unknown }[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function api(): HttpTipsApi {
  sent.length = 0;
  server.use(
    route.post(`${BASE}/*`, async ({ request }) => {
      sent.push({
        path: new URL(request.url).pathname.replace('/api/tips', ''),
        body: await request.json(),
      });
      return HttpResponse.json(envelope(wirePayment));
    }),
  );
  return new HttpTipsApi({ baseUrl: BASE, http: testClient().http });
}

function expectEachSentBodyPasses(): void {
  expect(sent.length).toBeGreaterThan(0);
  for (const { path, body } of sent) {
    const schema = SCHEMA_OF_PATH[path];
    expect(schema, path).toBeDefined();
    const result = v.safeParse(schema as v.GenericSchema, body);
    expect(
      result.issues?.map((issue) => issue.message),
      path,
    ).toBeUndefined();
  }
}

type LineOf<K extends PaymentRequest['kind']> = Extract<
  PaymentRequest,
  { kind: K }
>['tips'][number];
type UserTipLine = LineOf<'web'>;
type PoolTipLine = LineOf<'pool-web'>;

const id = fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/);
const name = fc
  .string({ minLength: 1, maxLength: 40 })
  .filter(
    (text) =>
      /\S/.test(text) && !/[\p{Cc}\p{Cs}\p{Zl}\p{Zp}\u202A-\u202E\u2066-\u2069]/u.test(text),
  );
const level = fc.constantFrom('low', 'medium', 'high', 'custom' as const);
const cents = fc.integer({ min: 1, max: PAYMENT_MAX });
const userLine: fc.Arbitrary<UserTipLine> = fc.record({
  userUid: id,
  locationUid: id,
  amount: cents,
  level,
});
const poolLine: fc.Arbitrary<PoolTipLine> = fc.record({
  poolUid: id,
  amount: cents,
  level,
  customerName: name,
  roomNumber: fc.option(fc.stringMatching(/^[0-9]{1,6}$/), { nil: null }),
});
const common = fc.record({
  processor: fc.constantFrom(...PROCESSORS),
  source: fc.oneof(fc.constant('tok_1'), fc.constant({ type: 'scheme', encryptedCardNumber: 'x' })),
  deviceTime: fc.constant('2026-11-23T10:00:00.000Z'),
  nameOnCard: name,
  shopperEmail: fc.constant('guest@example.com'),
  returnUrl: fc.constant('http://app.test/external?redirectData=x'),
  riskData: fc.option(fc.constant({ clientData: 'abc' }), { nil: undefined }),
  browserInfo: fc.option(fc.constant({ language: 'en-US' }), { nil: undefined }),
});
const lines = <T>(line: fc.Arbitrary<T>) =>
  fc.array(line, { minLength: 1, maxLength: PAYMENT_MAX_TIPS });

const paymentRequest: fc.Arbitrary<PaymentRequest> = fc.oneof(
  fc.tuple(common, lines(userLine)).map(([c, tips]) => ({ ...c, kind: 'web' as const, tips })),
  fc.tuple(common, lines(poolLine)).map(([c, tips]) => ({ ...c, kind: 'pool-web' as const, tips })),
  fc.tuple(common, lines(userLine), id).map(([c, tips, intent]) => ({
    ...c,
    kind: 'qr' as const,
    deviceId: 'device-1',
    intent,
    tips,
  })),
  fc
    .tuple(common, lines(userLine), id, fc.option(fc.constantFrom('00000', '62701'), { nil: null }))
    .map(([c, tips, code, postalCode]) => ({
      ...c,
      kind: 'pay-later' as const,
      deviceId: 'device-1',
      scheduledPaymentIntentCode: code,
      postalCode,
      tips,
    })),
);

describe('the bodies the HTTP tips API sends pass the core schema of their endpoint', () => {
  it('payments of every kind, any lines and amounts up to the most one payment carries', async () => {
    await fc.assert(
      fc.asyncProperty(paymentRequest, async (request) => {
        await api().pay(request, 'press-1');
        expectEachSentBodyPasses();
      }),
      { numRuns: 60 },
    );
  });

  it('fee quotes, intent exchanges, 3-D Secure details and reviews', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 1_000_000 }), id, async (amount, uid) => {
        const tips = api();
        await tips.calculateFees({
          processor: 'sandbox',
          amount,
          mode: 'net',
          tipCount: 1,
          locationUid: uid,
        });
        await tips.exchangeIntent({ type: 0, deviceId: 'd-1', intent: uid });
        await tips.exchangeIntent({ type: 1, deviceId: 'd-1', scheduledPaymentIntentCode: uid });
        await tips.paymentDetails({ reference: uid, details: { redirectResult: 'r' } }, 'press-2');
        await tips.submitReview({ tipUids: [uid], rating: 4, comment: 'Lovely' }, 'press-3');
        expectEachSentBodyPasses();
        expect(sent).toHaveLength(5);
      }),
      { numRuns: 20 },
    );
  });
});
