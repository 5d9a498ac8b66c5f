import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { delay, http as route, HttpResponse } from 'msw';
import { FakeClock } from '@tipwell/core/fakes';
import { setupServer } from 'msw/node';
import { envelope, failure, FINGERPRINT_HEADER, testClient } from '../test-support/http-fixtures';
import * as v from 'valibot';

const BASE = 'http://api.test';
const schema = v.object({ value: v.number() });
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Answers with `answers[n]` for the n-th request (the last one repeats) and records every request. */
function sequence(
  method: 'get' | 'post',
  answers: readonly (() => Response | Promise<Response>)[],
): Request[] {
  const seen: Request[] = [];
  server.use(
    route[method](`${BASE}/thing`, ({ request }) => {
      seen.push(request.clone());
      const answer = answers[Math.min(seen.length - 1, answers.length - 1)];
      if (!answer) throw new Error('no answer');
      return answer();
    }),
  );
  return seen;
}

/** A server that never answers: only the client's own deadline ends the request. */
const neverAnswers = async (): Promise<Response> => {
  await delay('infinite');
  return okValue();
};

/** Lets the mocked network's own callbacks run (no time passes on the fake clock). */
const settleNetwork = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await settleNetwork();
}

const okValue = (): Response => HttpResponse.json(envelope({ value: 7 }));
const status =
  (code: number, headers: Record<string, string> = {}) =>
  (): Response =>
    HttpResponse.json(failure('BOOM', `status ${code}`), { status: code, headers });

describe('HttpClient retry policy', () => {
  it('retries a GET on 503 and succeeds, sending the fingerprint each time', async () => {
    const seen = sequence('get', [status(503), okValue]);
    const { http, delays } = testClient();
    const result = await http.send({ method: 'GET', url: `${BASE}/thing`, schema });
    expect(result).toEqual({ ok: true, value: { value: 7 } });
    expect(seen).toHaveLength(2);
    expect(seen.map((request) => request.headers.get('X-Device-Fingerprint'))).toEqual([
      FINGERPRINT_HEADER,
      FINGERPRINT_HEADER,
    ]);
    // Full jitter at 0.5 of min(4000, 250 · 2^0).
    expect(delays).toEqual([125]);
  });

  it('bounds the attempts at three and reports the last answer as an http error', async () => {
    const seen = sequence('get', [status(500)]);
    const { http, delays } = testClient();
    const result = await http.send({ method: 'GET', url: `${BASE}/thing`, schema });
    expect(seen).toHaveLength(3);
    expect(delays).toEqual([125, 250]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({
      code: 'http',
      status: 500,
      serverCode: 'BOOM',
      message: 'status 500',
    });
  });

  it.each([408, 429, 502])('retries a GET on %i', async (code) => {
    const seen = sequence('get', [status(code), okValue]);
    const result = await testClient().http.send({ method: 'GET', url: `${BASE}/thing`, schema });
    expect(result.ok).toBe(true);
    expect(seen).toHaveLength(2);
  });

  it.each([400, 401, 404, 409, 422])('does not retry a GET on %i', async (code) => {
    const seen = sequence('get', [status(code), okValue]);
    const result = await testClient().http.send({ method: 'GET', url: `${BASE}/thing`, schema });
    expect(result.ok).toBe(false);
    expect(seen).toHaveLength(1);
  });

  it('never retries an unkeyed POST, even on 503 or a dropped connection', async () => {
    const seen = sequence('post', [status(503), okValue]);
    const { http } = testClient();
    const first = await http.send({ method: 'POST', url: `${BASE}/thing`, body: { a: 1 }, schema });
    expect(first.ok).toBe(false);
    expect(seen).toHaveLength(1);

    const dropped = sequence('post', [() => HttpResponse.error(), okValue]);
    const second = await http.send({
      method: 'POST',
      url: `${BASE}/thing`,
      body: { a: 1 },
      schema,
    });
    expect(second.ok ? null : second.error.code).toBe('network');
    expect(dropped).toHaveLength(1);
  });

  it('retries a keyed POST with the same Idempotency-Key and the same body', async () => {
    const seen = sequence('post', [() => HttpResponse.error(), status(502), okValue]);
    const { http } = testClient();
    const result = await http.send({
      method: 'POST',
      url: `${BASE}/thing`,
      body: { a: 1 },
      schema,
      idempotencyKey: 'press-1',
      timeouts: 'payment',
    });
    expect(result.ok).toBe(true);
    expect(seen).toHaveLength(3);
    expect(seen.map((request) => request.headers.get('Idempotency-Key'))).toEqual([
      'press-1',
      'press-1',
      'press-1',
    ]);
    const bodies = await Promise.all(seen.map((request) => request.text()));
    expect(new Set(bodies)).toEqual(new Set(['{"a":1}']));
  });

  it('retries a POST marked idempotent (a pure computation) without a key', async () => {
    const seen = sequence('post', [status(503), okValue]);
    const result = await testClient().http.send({
      method: 'POST',
      url: `${BASE}/thing`,
      body: {},
      schema,
      idempotent: true,
    });
    expect(result.ok).toBe(true);
    expect(seen).toHaveLength(2);
    expect(seen[0]?.headers.get('Idempotency-Key')).toBeNull();
  });

  it('honours Retry-After in seconds and as an HTTP date', async () => {
    sequence('get', [status(429, { 'Retry-After': '2' }), okValue]);
    const seconds = testClient();
    expect((await seconds.http.send({ method: 'GET', url: `${BASE}/thing`, schema })).ok).toBe(
      true,
    );
    expect(seconds.delays).toEqual([2000]);

    const now = Date.parse('2026-01-01T00:00:00Z');
    const clock = { now: () => now, setTimeout: () => () => undefined };
    sequence('get', [status(503, { 'Retry-After': 'Thu, 01 Jan 2026 00:00:03 GMT' }), okValue]);
    const dated = testClient({ clock });
    expect((await dated.http.send({ method: 'GET', url: `${BASE}/thing`, schema })).ok).toBe(true);
    expect(dated.delays).toEqual([3000]);
  });

  it('gives up at once when Retry-After asks for more than the cap', async () => {
    const seen = sequence('get', [status(503, { 'Retry-After': '120' }), okValue]);
    const { http, delays } = testClient();
    const result = await http.send({ method: 'GET', url: `${BASE}/thing`, schema });
    expect(result.ok ? null : result.error.status).toBe(503);
    expect(seen).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  it('retries a GET whose attempt timed out, with a fresh signal per attempt', async () => {
    const signals: AbortSignal[] = [];
    const fetch = async (_input: string, init: RequestInit): Promise<Response> => {
      const signal = init.signal as AbortSignal;
      signals.push(signal);
      if (signals.length === 1) {
        await new Promise((_, reject) =>
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        );
      }
      return okValue();
    };
    const { http } = testClient({ fetch, policy: { read: { attemptMs: 30, totalMs: 5_000 } } });
    const result = await http.send({ method: 'GET', url: `${BASE}/thing`, schema });
    expect(result.ok).toBe(true);
    expect(signals).toHaveLength(2);
    expect(signals[0]).not.toBe(signals[1]);
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
  });

  it('does not retry a timed-out unkeyed POST: the answer is a timeout', async () => {
    const seen = sequence('post', [neverAnswers]);
    const clock = new FakeClock();
    const { http } = testClient({ clock, policy: { read: { attemptMs: 40, totalMs: 5_000 } } });
    const sending = http.send({ method: 'POST', url: `${BASE}/thing`, body: {}, schema });
    await until(() => seen.length === 1);
    clock.advance(39);
    await settleNetwork();
    expect(clock.pendingTimers()).toBe(1);
    clock.advance(1);
    const result = await sending;
    expect(result.ok ? null : result.error.code).toBe('timeout');
    expect(seen).toHaveLength(1);
  });

  it('caps the total time across attempts', async () => {
    const seen = sequence('get', [neverAnswers]);
    const clock = new FakeClock();
    const { http } = testClient({ clock, policy: { read: { attemptMs: 1_000, totalMs: 60 } } });
    const sending = http.send({ method: 'GET', url: `${BASE}/thing`, schema });
    await until(() => seen.length === 1);
    // The attempt gets what is left of the total (60 ms), not its own 1 s.
    clock.advance(60);
    const result = await sending;
    expect(result.ok ? null : result.error.code).toBe('timeout');
    expect(seen).toHaveLength(1);
  });
});

describe('HttpClient answers', () => {
  it.each([
    ['not JSON', () => new HttpResponse('<html>', { headers: { 'Content-Type': 'text/html' } })],
    ['no envelope', () => HttpResponse.json({ value: 7 })],
    ['an array', () => HttpResponse.json([1])],
    ['a schema mismatch', () => HttpResponse.json(envelope({ value: '7' }))],
  ])('turns %s into malformed', async (_, answer) => {
    sequence('get', [answer]);
    const result = await testClient().http.send({ method: 'GET', url: `${BASE}/thing`, schema });
    expect(result.ok ? null : result.error.code).toBe('malformed');
  });

  it('names the path of a schema mismatch and drops unknown fields', async () => {
    const nested = v.object({ user: v.object({ name: v.string() }) });
    sequence('get', [() => HttpResponse.json(envelope({ user: { name: 5 } }))]);
    const bad = await testClient().http.send({
      method: 'GET',
      url: `${BASE}/thing`,
      schema: nested,
    });
    expect(bad.ok ? null : bad.error.message).toContain(
      'data.user.name: Invalid type: Expected string but received 5',
    );

    sequence('get', [() => HttpResponse.json(envelope({ user: { name: 'Maya', secret: 1 } }))]);
    const good = await testClient().http.send({
      method: 'GET',
      url: `${BASE}/thing`,
      schema: nested,
    });
    expect(good).toEqual({ ok: true, value: { user: { name: 'Maya' } } });
  });

  it('maps 404 to not_found and 409 INTENT_ALREADY_PAID to intent_already_paid', async () => {
    sequence('post', [() => HttpResponse.json(failure('NOT_FOUND', 'Unknown'), { status: 404 })]);
    const missing = await testClient().http.send({
      method: 'POST',
      url: `${BASE}/thing`,
      body: {},
      schema,
    });
    expect(missing.ok ? null : missing.error).toMatchObject({
      code: 'not_found',
      status: 404,
      serverCode: 'NOT_FOUND',
    });

    sequence('post', [
      () => HttpResponse.json(failure('INTENT_ALREADY_PAID', 'Paid'), { status: 409 }),
    ]);
    const paid = await testClient().http.send({
      method: 'POST',
      url: `${BASE}/thing`,
      body: {},
      schema,
    });
    expect(paid.ok ? null : paid.error).toMatchObject({ code: 'intent_already_paid', status: 409 });

    sequence('post', [() => HttpResponse.json(failure('OTHER_CONFLICT', 'No'), { status: 409 })]);
    const other = await testClient().http.send({
      method: 'POST',
      url: `${BASE}/thing`,
      body: {},
      schema,
    });
    expect(other.ok ? null : other.error).toMatchObject({
      code: 'http',
      status: 409,
      serverCode: 'OTHER_CONFLICT',
    });
  });

  it('keeps an error status with an unreadable body as http, without a server code', async () => {
    sequence('get', [() => new HttpResponse('Bad gateway', { status: 400 })]);
    const result = await testClient().http.send({ method: 'GET', url: `${BASE}/thing`, schema });
    expect(result.ok ? null : result.error).toMatchObject({
      code: 'http',
      status: 400,
      serverCode: null,
    });
  });

  it('reports a network failure after the allowed retries as network', async () => {
    const seen = sequence('get', [() => HttpResponse.error()]);
    const result = await testClient().http.send({ method: 'GET', url: `${BASE}/thing`, schema });
    expect(result.ok ? null : result.error.code).toBe('network');
    expect(seen).toHaveLength(3);
  });

  it('reports a failure that is not the network (a bug) as internal, without retrying', async () => {
    let calls = 0;
    const fetch = (): Promise<Response> => {
      calls += 1;
      return Promise.reject(new RangeError('broken stand-in'));
    };
    const result = await testClient({ fetch }).http.send({
      method: 'GET',
      url: `${BASE}/thing`,
      schema,
    });
    expect(result.ok ? null : result.error).toMatchObject({
      code: 'internal',
      message: 'broken stand-in',
    });
    expect(calls).toBe(1);
  });
});
