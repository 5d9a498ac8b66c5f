import type autocannon from 'autocannon';
import { performance } from 'node:perf_hooks';

/** Latencies (ms) and non-2xx answers of one endpoint. */
export interface EndpointStats {
  readonly latencies: number[];
  errors: number;
}

export interface GuestStats {
  readonly runId: string;
  /** Every n-th guest repeats its payment with the same Idempotency-Key. */
  readonly replayEvery: number;
  iterations: number;
  readonly endpoints: Map<string, EndpointStats>;
  /** Idempotency-Key → the payment reference of its 200, or null while unanswered (in flight). */
  readonly acknowledged: Map<string, string | null>;
  /** Keys whose payment was answered with an error (nothing may be stored for them). */
  readonly refused: Set<string>;
  replays: number;
  readonly replayMismatches: string[];
}

/** What one connection (one guest at a time) carries from step to step; reset every iteration. */
interface GuestContext {
  started?: number;
  token?: string;
  key?: string;
  body?: string;
  replay?: boolean;
}

const FINGERPRINT = { 'x-device-fingerprint': 'bench-guest-fingerprint' };
const JSON_HEADERS = { ...FINGERPRINT, 'content-type': 'application/json' };
const CARD = {
  number: '4111111111111111',
  expiry: '12/39',
  cvc: '123',
  postalCode: '62701',
  name: 'Avery Guest',
};
const FEES = {
  processor: 'sandbox',
  mode: 'net',
  tipCount: 1,
  locationUid: '100',
  amount: '10.00',
};

function paymentBody(token: string): string {
  return JSON.stringify({
    processor: 'sandbox',
    source: token,
    deviceTime: new Date().toISOString(),
    nameOnCard: 'Avery Guest',
    shopperEmail: 'avery@example.com',
    returnUrl: '/external?redirectData=%7B%22code%22%3A%22L100%22%7D',
    tips: [{ userUid: '500', locationUid: '100', amount: '10.60', level: 'medium' }],
  });
}

function headerValue(headers: autocannon.Request['headers'], name: string): string | undefined {
  for (const [key, value] of Object.entries(headers ?? {})) {
    if (key.toLowerCase() === name) return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}

function referenceOf(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { data?: { reference?: unknown } };
    return typeof parsed.data?.reference === 'string' ? parsed.data.reference : null;
  } catch {
    return null;
  }
}

/**
 * One guest's real sequence, repeated by every connection: load the location, tokenise a card with
 * the sandbox provider, quote the fee, pay with a fresh Idempotency-Key; every `replayEvery`-th
 * guest then sends the same payment again (a retry), the others look up their IP.
 */
export function guestRequests(stats: GuestStats): autocannon.Request[] {
  let keyCounter = 0;
  const timed = (name: string, ok: (status: number) => boolean) => {
    // Registered up front, so the table lists the endpoints in the guest's order.
    stats.endpoints.set(name, stats.endpoints.get(name) ?? { latencies: [], errors: 0 });
    return {
      start: (context: object): void => {
        (context as GuestContext).started = performance.now();
      },
      finish: (status: number, context: object): void => {
        const started = (context as GuestContext).started ?? performance.now();
        const entry = stats.endpoints.get(name) ?? { latencies: [], errors: 0 };
        entry.latencies.push(performance.now() - started);
        if (!ok(status)) entry.errors += 1;
        stats.endpoints.set(name, entry);
      },
    };
  };
  const is200 = (status: number): boolean => status === 200;
  const location = timed('GET location', is200);
  const token = timed('POST token', is200);
  const fees = timed('POST calculate-fees', is200);
  const pay = timed('POST pay', is200);
  const replay = timed('POST pay (replay)', is200);
  const ip = timed('GET ip', is200);

  return [
    {
      method: 'GET',
      path: '/api/core/v3/web/locations/100',
      headers: FINGERPRINT,
      setupRequest: (request, context) => {
        stats.iterations += 1;
        location.start(context);
        return request;
      },
      onResponse: (status, _body, context) => location.finish(status, context),
    },
    {
      method: 'POST',
      path: '/sandbox-provider/v1/tokens',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(CARD),
      setupRequest: (request, context) => {
        token.start(context);
        return request;
      },
      onResponse: (status, body, context) => {
        token.finish(status, context);
        if (status === 200) {
          (context as GuestContext).token = (
            JSON.parse(body) as { data: { token: string } }
          ).data.token;
        }
      },
    },
    {
      method: 'POST',
      path: '/api/tips/v1/proposals/calculate-fees',
      headers: JSON_HEADERS,
      body: JSON.stringify(FEES),
      setupRequest: (request, context) => {
        fees.start(context);
        return request;
      },
      onResponse: (status, _body, context) => fees.finish(status, context),
    },
    {
      method: 'POST',
      path: '/api/tips/v1/payments/web',
      setupRequest: (request, context) => {
        const guest = context as GuestContext;
        // No token (the provider refused): a falsy request makes autocannon start this guest over.
        if (guest.token === undefined) return undefined as unknown as autocannon.Request;
        keyCounter += 1;
        guest.key = `bench-${stats.runId}-${keyCounter}`;
        guest.body = paymentBody(guest.token);
        guest.replay = keyCounter % stats.replayEvery === 0;
        stats.acknowledged.set(guest.key, null);
        pay.start(context);
        return {
          ...request,
          headers: { ...JSON_HEADERS, 'idempotency-key': guest.key },
          body: guest.body,
        };
      },
      onResponse: (status, body, context) => {
        pay.finish(status, context);
        const guest = context as GuestContext;
        if (guest.key === undefined) return;
        if (status === 200) stats.acknowledged.set(guest.key, referenceOf(body));
        else {
          stats.acknowledged.delete(guest.key);
          stats.refused.add(guest.key);
        }
      },
    },
    {
      method: 'GET',
      path: '/api/ip',
      setupRequest: (request, context) => {
        const guest = context as GuestContext;
        if (guest.replay !== true || guest.key === undefined || guest.body === undefined) {
          ip.start(context);
          return { ...request, method: 'GET', path: '/api/ip', headers: {}, body: undefined };
        }
        replay.start(context);
        return {
          ...request,
          method: 'POST',
          path: '/api/tips/v1/payments/web',
          headers: { ...JSON_HEADERS, 'idempotency-key': guest.key },
          body: guest.body,
        };
      },
      onResponse: (status, body, context, headers) => {
        const guest = context as GuestContext;
        if (guest.replay !== true || guest.key === undefined) {
          ip.finish(status, context);
          return;
        }
        replay.finish(status, context);
        stats.replays += 1;
        const first = stats.acknowledged.get(guest.key);
        const again = status === 200 ? referenceOf(body) : null;
        if (headerValue(headers, 'idempotent-replayed') !== 'true' || again !== first) {
          stats.replayMismatches.push(`${guest.key}: ${status} ${again ?? '-'} vs ${first ?? '-'}`);
        }
      },
    },
  ];
}
