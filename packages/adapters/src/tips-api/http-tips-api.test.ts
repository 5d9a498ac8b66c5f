import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http as route, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { PaymentRequest } from '@tipwell/core';
import { envelope, failure, testClient } from '../test-support/http-fixtures';
import { wirePayment, wireUser } from '../test-support/wire-fixtures';
import { HttpTipsApi } from './http-tips-api';
import { paymentPath } from './pay';

const BASE = 'http://api.test/api/tips';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function api(): HttpTipsApi {
  return new HttpTipsApi({ baseUrl: BASE, http: testClient().http });
}

const common = {
  processor: 'sandbox',
  source: 'tok_1',
  deviceTime: '2026-11-23T10:00:00.000Z',
  nameOnCard: 'Alex Guest',
  shopperEmail: 'guest@example.com',
  returnUrl: 'http://app.test/external?redirectData=x',
} as const;

const webPayment: PaymentRequest = {
  ...common,
  kind: 'web',
  tips: [{ userUid: '500', locationUid: '100', amount: 1060, level: 'medium' }],
};

/** Records each request's path, key and JSON body and answers `answer`. */
function recordPosts(answer: () => Response = () => HttpResponse.json(envelope(wirePayment))) {
  const seen: { path: string; key: string | null; body: unknown }[] = [];
  server.use(
    route.post(`${BASE}/*`, async ({ request }) => {
      seen.push({
        path: new URL(request.url).pathname.replace('/api/tips', ''),
        key: request.headers.get('Idempotency-Key'),
        body: await request.json(),
      });
      return answer();
    }),
  );
  return seen;
}

describe('HttpTipsApi', () => {
  it('calculates fees with money as decimal strings both ways, retried although a POST', async () => {
    let calls = 0;
    const seen = recordPosts(() => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json(failure('UNAVAILABLE', 'busy'), { status: 503 })
        : HttpResponse.json(envelope({ fee: '0.60', tipAmount: '10.00', total: '10.60' }));
    });
    const result = await api().calculateFees({
      processor: 'sandbox',
      amount: 1000,
      mode: 'net',
      tipCount: 1,
      locationUid: '100',
    });
    expect(result).toEqual({ ok: true, value: { fee: 60, tipAmount: 1000, total: 1060 } });
    expect(seen).toHaveLength(2);
    expect(seen[0]).toEqual({
      path: '/v1/proposals/calculate-fees',
      key: null,
      body: { processor: 'sandbox', amount: '10.00', mode: 'net', tipCount: 1, locationUid: '100' },
    });
  });

  it('pays with the key of the press, amounts as strings, and no kind on the wire', async () => {
    const seen = recordPosts();
    const result = await api().pay(webPayment, 'press-1');
    // A service that says nothing of a refusal reads as none; the wire's money string ("10.60")
    // reaches the core as integer cents.
    const processorResponse = {
      ...wirePayment.processorResponse,
      refusalReason: null,
      refusalReasonCode: null,
    };
    expect(result).toEqual({
      ok: true,
      value: { ...wirePayment, amount: 1060, processorResponse },
    });
    expect(seen).toEqual([
      {
        path: '/v1/payments/web',
        key: 'press-1',
        body: {
          ...common,
          tips: [{ userUid: '500', locationUid: '100', amount: '10.60', level: 'medium' }],
        },
      },
    ]);
  });

  it('routes each payment kind to its endpoint (adyen QR and pay-later to v3)', () => {
    const qr = { ...common, kind: 'qr', deviceId: 'd', intent: 'tab-42', tips: [] } as const;
    const later = {
      ...common,
      kind: 'pay-later',
      deviceId: 'd',
      scheduledPaymentIntentCode: 's',
      postalCode: null,
      tips: [],
    } as const;
    const pool = { ...common, kind: 'pool-web', tips: [] } as const;
    expect(paymentPath(webPayment)).toBe('/v1/payments/web');
    expect(paymentPath(pool)).toBe('/v1/payments/pool-web');
    expect(paymentPath(qr)).toBe('/v1/payments/qr');
    expect(paymentPath(later)).toBe('/v1/payments/qr');
    expect(paymentPath({ ...qr, processor: 'adyen-web' })).toBe('/v3/payments/qr');
    expect(paymentPath({ ...later, processor: 'adyen-web' })).toBe('/v3/payments/qr');
    expect(paymentPath({ ...webPayment, processor: 'adyen-web' })).toBe('/v1/payments/web');
  });

  it('sends pool lines with customer name and room number', async () => {
    const seen = recordPosts();
    await api().pay(
      {
        ...common,
        kind: 'pool-web',
        tips: [
          { poolUid: '201', amount: 545, level: 'low', customerName: 'Chen', roomNumber: '12' },
        ],
      },
      'press-2',
    );
    expect(seen[0]?.path).toBe('/v1/payments/pool-web');
    expect(seen[0]?.body).toMatchObject({
      tips: [{ poolUid: '201', amount: '5.45', customerName: 'Chen', roomNumber: '12' }],
    });
  });

  it('turns a payment that cannot be encoded into an internal error without a request', async () => {
    const seen = recordPosts();
    const result = await api().pay(
      { ...webPayment, tips: [{ userUid: '500', locationUid: '100', amount: 10.5, level: 'low' }] },
      'k',
    );
    expect(result.ok ? null : result.error.code).toBe('internal');
    expect(seen).toHaveLength(0);
  });

  it("reads a refusal's reason and code (insufficient funds has its own words)", async () => {
    const refused = {
      ...wirePayment,
      status: 'failed',
      processorResponse: {
        ...wirePayment.processorResponse,
        resultCode: 'Refused',
        refusalReason: 'Not enough balance',
        refusalReasonCode: '12',
      },
    };
    recordPosts(() => HttpResponse.json(envelope(refused)));
    const result = await api().pay(webPayment, 'press-9');
    expect(result.ok && result.value.processorResponse).toMatchObject({
      refusalReason: 'Not enough balance',
      refusalReasonCode: '12',
    });
  });

  it('posts details with the key and reads a redirect action', async () => {
    const verifying = {
      ...wirePayment,
      status: 'verifying',
      processorResponse: {
        resultCode: null,
        action: { type: 'redirect', url: '/x' },
        order: null,
        donationToken: null,
      },
    };
    const seen = recordPosts(() => HttpResponse.json(envelope(verifying)));
    const result = await api().paymentDetails(
      { reference: 'pay_1', details: { redirectResult: 'r' } },
      'press-3',
    );
    expect(result.ok && result.value.processorResponse?.action).toEqual({
      type: 'redirect',
      url: '/x',
    });
    expect(seen[0]).toEqual({
      path: '/v3/payments/web/details',
      key: 'press-3',
      body: { reference: 'pay_1', details: { redirectResult: 'r' } },
    });
  });

  it('exchanges intents: proposals in cents, 409 paid, anything else not found', async () => {
    const intent = {
      locationUid: '100',
      mode: 'net',
      total: null,
      tips: [
        {
          userUid: '500',
          user: wireUser,
          amount: '0.00',
          proposals: {
            low: { amount: '6.00', percent: 15, type: 'percent' },
            medium: { amount: '7.20', percent: 18, type: 'percent' },
            high: { amount: '8.00', percent: 20, type: 'percent' },
          },
        },
      ],
    };
    server.use(
      route.post(`${BASE}/v1/payments/intent`, async ({ request }) => {
        const body = (await request.json()) as Record<string, string>;
        if (body.intent === 'tab-42') return HttpResponse.json(envelope(intent));
        if (body.intent === 'paid')
          return HttpResponse.json(failure('INTENT_ALREADY_PAID', 'Paid'), { status: 409 });
        if (body.scheduledPaymentIntentCode === 'sched-7')
          return HttpResponse.json(failure('GONE', 'x'), { status: 500 });
        return HttpResponse.json(failure('NOT_FOUND', 'Unknown intent'), { status: 404 });
      }),
    );
    const ok = await api().exchangeIntent({ type: 0, deviceId: 'd', intent: 'tab-42' });
    expect(ok.ok && ok.value.tips[0]?.proposals.medium.amount).toBe(720);
    const paid = await api().exchangeIntent({ type: 0, deviceId: 'd', intent: 'paid' });
    expect(paid.ok ? null : paid.error.code).toBe('intent_already_paid');
    const broken = await api().exchangeIntent({
      type: 1,
      deviceId: 'd',
      scheduledPaymentIntentCode: 'sched-7',
    });
    expect(broken.ok ? null : broken.error).toMatchObject({ code: 'not_found', status: 500 });
    const unknown = await api().exchangeIntent({ type: 0, deviceId: 'd', intent: 'nope' });
    expect(unknown.ok ? null : unknown.error.code).toBe('not_found');
  });

  it('gets payment methods as the raw provider response', async () => {
    server.use(
      route.get(`${BASE}/v3/payments/web/payment-methods`, ({ request }) =>
        new URL(request.url).searchParams.get('amount') === '1060'
          ? HttpResponse.json(
              envelope({ paymentMethods: [{ type: 'scheme' }, { type: 'applepay' }] }),
            )
          : HttpResponse.json(failure('BAD', 'amount'), { status: 422 }),
      ),
    );
    const result = await api().getPaymentMethods(1060);
    expect(result).toEqual({
      ok: true,
      value: { raw: { paymentMethods: [{ type: 'scheme' }, { type: 'applepay' }] }, count: 2 },
    });
  });

  it('submits a review with its key', async () => {
    const seen = recordPosts(() => HttpResponse.json(envelope({ uid: 'r1' })));
    const result = await api().submitReview(
      { tipUids: ['t1'], rating: 5, comment: 'Lovely' },
      'press-4',
    );
    expect(result).toEqual({ ok: true, value: undefined });
    expect(seen[0]).toEqual({
      path: '/web/v1/reviews',
      key: 'press-4',
      body: { tipUids: ['t1'], rating: 5, comment: 'Lovely' },
    });
  });
});
