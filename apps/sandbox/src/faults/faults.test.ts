import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CARDS } from '../processor/card-outcome';
import { type RunningSandbox, startSandbox } from '../server';
import { newKey, webPayment } from '../test-support/payment-bodies';
import { FINGERPRINT, removeDb, tempDbPath } from '../test-support/test-sandbox';
import { FaultQueue } from './fault-queue';

const WEB = '/api/tips/v1/payments/web';

describe('fault injection over a real connection', () => {
  const faults = new FaultQueue();
  const dbPath = tempDbPath();
  let server: RunningSandbox;

  const post = (path: string, body: unknown, key?: string): Promise<Response> =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...FINGERPRINT,
        ...(key ? { 'idempotency-key': key } : {}),
      },
      body: JSON.stringify(body),
    });

  async function token(): Promise<string> {
    const response = await post('/sandbox-provider/v1/tokens', {
      number: DEMO_CARDS.captured,
      expiry: '12/39',
      cvc: '123',
      postalCode: '1',
      name: 'A',
    });
    return ((await response.json()) as { data: { token: string } }).data.token;
  }

  beforeAll(async () => {
    server = await startSandbox({ port: 0, dbPath, faults, reset: false, processor: 'sandbox' });
  });
  afterAll(async () => {
    await server.close();
    removeDb(dbPath);
  });

  it('drop-after-commit: the client sees a dropped connection, the retry replays the stored payment', async () => {
    const body = webPayment(await token());
    const key = newKey();
    faults.add({ path: WEB, method: 'POST', fault: { kind: 'drop-after-commit' } });
    await expect(post(WEB, body, key)).rejects.toThrow();
    const retry = await post(WEB, body, key);
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(((await retry.json()) as { data: { status: string } }).data.status).toBe('captured');
  });

  it('drop-before-commit: nothing is stored, the retry is processed fresh', async () => {
    const body = webPayment(await token());
    const key = newKey();
    faults.add({ path: WEB, fault: { kind: 'drop-before-commit' } });
    await expect(post(WEB, body, key)).rejects.toThrow();
    const retry = await post(WEB, body, key);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    expect(retry.status).toBe(200);
  });

  it('answers an injected status, a 429 with Retry-After, malformed JSON, and a delay, once each', async () => {
    const fees = '/api/tips/v1/proposals/calculate-fees';
    const body = {
      processor: 'sandbox',
      amount: '10.00',
      mode: 'net',
      tipCount: 1,
      locationUid: '100',
    };
    faults
      .add({ path: fees, fault: { kind: 'status', status: 503 } })
      .add({ path: fees, fault: { kind: 'rate-limit', retryAfterSeconds: 2 } })
      .add({ path: fees, fault: { kind: 'malformed-json' } })
      .add({ path: /calculate-fees$/, fault: { kind: 'delay', ms: 150 } });
    const unavailable = await post(fees, body);
    expect(unavailable.status).toBe(503);
    expect(((await unavailable.json()) as { error: { code: string } }).error.code).toBe(
      'INJECTED_FAULT',
    );
    const limited = await post(fees, body);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('2');
    const malformed = await post(fees, body);
    await expect(malformed.json()).rejects.toThrow();
    const started = Date.now();
    const slow = await post(fees, body);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(slow.status).toBe(200);
    expect((await post(fees, body)).status).toBe(200);
    expect(faults.history().map((f) => f.fault.kind)).toEqual([
      'drop-after-commit',
      'drop-before-commit',
      'status',
      'rate-limit',
      'malformed-json',
      'delay',
    ]);
  });
});
