import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FaultQueue, openSqlite, startSandbox } from '@tipwell/sandbox';
import type { RunningSandbox } from '@tipwell/sandbox';
import type { PaymentRequest, Storage } from '@tipwell/core';
import { createHttpAdapters } from './create-http-adapters';
import type { HttpAdapters } from './create-http-adapters';
import { BrowserFingerprint } from './fingerprint/browser-fingerprint';
import { requestToken } from './sandbox-card/request-token';

// The HTTP adapters against the REAL sandbox (apps/sandbox) on a temporary database.

const dbPath = join(tmpdir(), `tipwell-adapters-${randomBytes(6).toString('hex')}.db`);
let sandbox: RunningSandbox;
let adapters: HttpAdapters;
let fingerprint: BrowserFingerprint;
const faults = new FaultQueue();

function memoryStorage(): Storage {
  const data = new Map<string, unknown>();
  return {
    read: (key) => data.get(key) ?? null,
    write: (key, value) => void data.set(key, value),
    remove: (key) => void data.delete(key),
  };
}

async function token(number: string): Promise<string> {
  const answer = await requestToken(sandbox.url, {
    number,
    expiry: '12/39',
    cvc: '123',
    postalCode: '62701',
    name: 'Avery Guest',
  });
  if (answer.kind !== 'token') throw new Error(`no token: ${JSON.stringify(answer)}`);
  return answer.token;
}

function webPayment(source: string): PaymentRequest {
  return {
    kind: 'web',
    processor: 'sandbox',
    source,
    deviceTime: new Date().toISOString(),
    nameOnCard: 'Avery Guest',
    shopperEmail: 'avery@example.com',
    returnUrl: '/external?redirectData=x',
    tips: [{ userUid: '500', locationUid: '100', amount: 1060, level: 'medium' }],
  };
}

beforeAll(async () => {
  sandbox = await startSandbox({ dbPath, port: 0, reset: true, processor: 'sandbox', faults });
  fingerprint = new BrowserFingerprint({
    storage: memoryStorage(),
    ipLookup: { url: `${sandbox.url}/api/ip` },
    navigator: {
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15',
    },
  });
  adapters = createHttpAdapters({
    coreBaseUrl: `${sandbox.url}/api/core`,
    tipsBaseUrl: `${sandbox.url}/api/tips`,
    fingerprint,
  });
});

afterAll(async () => {
  await sandbox.close();
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${dbPath}${suffix}`, { force: true });
});

describe('HTTP adapters against the real sandbox', () => {
  it('exchanges U500 for Maya Chen at L100, and refuses L999 as not found', async () => {
    const payload = await adapters.coreApi.exchangeCode('U', '500');
    expect(payload.ok && payload.value).toMatchObject({
      kind: 'U',
      locationUid: '100',
      users: [{ uid: '500', firstName: 'Maya' }],
    });
    const missing = await adapters.coreApi.exchangeCode('L', '999');
    expect(missing.ok ? null : missing.error.code).toBe('not_found');
  });

  it('reads L100 settings in cents and the sandbox processor', async () => {
    const settings = await adapters.coreApi.getTipSettings({ locationUid: '100' });
    expect(settings.ok && [settings.value.low, settings.value.medium, settings.value.high]).toEqual(
      [500, 1000, 2000],
    );
    expect(await adapters.coreApi.getSystemSettings('100')).toEqual({
      ok: true,
      value: { webProcessor: 'sandbox' },
    });
  });

  it('quotes $10 net as a fee of 0.60 and a total of 10.60', async () => {
    const fees = await adapters.tipsApi.calculateFees({
      processor: 'sandbox',
      amount: 1000,
      mode: 'net',
      tipCount: 1,
      locationUid: '100',
    });
    expect(fees).toEqual({ ok: true, value: { fee: 60, tipAmount: 1000, total: 1060 } });
  });

  it('pays with a sandbox token under a key, and a repeat of that key replays the same payment', async () => {
    const request = webPayment(await token('4111 1111 1111 1111'));
    const first = await adapters.tipsApi.pay(request, 'adapter-press-1');
    expect(first.ok && first.value.status).toBe('captured');
    const replay = await adapters.tipsApi.pay(request, 'adapter-press-1');
    expect(replay).toEqual(first);
    const reused = await adapters.tipsApi.pay(
      { ...request, nameOnCard: 'Someone Else' },
      'adapter-press-1',
    );
    expect(reused.ok ? null : reused.error).toMatchObject({
      code: 'http',
      status: 422,
      serverCode: 'IDEMPOTENCY_KEY_REUSED',
    });
  });

  it('answers a refused card as a failed payment, not an error', async () => {
    const result = await adapters.tipsApi.pay(
      webPayment(await token('4000000000000002')),
      'adapter-press-2',
    );
    expect(result.ok && result.value.status).toBe('failed');
  });

  it('settles a 3-D Secure payment through the details endpoint', async () => {
    const request = webPayment(await token('4000000000003220'));
    const started = await adapters.tipsApi.pay(request, 'adapter-press-4');
    if (!started.ok) throw started.error;
    expect(started.value.status).toBe('verifying');
    const action = started.value.processorResponse?.action;
    expect(action).toMatchObject({
      type: 'redirect',
      url: expect.stringMatching(/^\/sandbox-provider\/3ds\//),
    });
    const challenge = new URL(String(action?.url), sandbox.url);
    const answer = await fetch(challenge, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        outcome: 'complete',
        returnUrl: challenge.searchParams.get('returnUrl') ?? '',
      }),
    });
    const back = new URL(answer.headers.get('location') ?? '', sandbox.url);
    const redirectResult = back.searchParams.get('redirectResult');
    expect(redirectResult).toBeTruthy();
    const details = { reference: started.value.reference, details: { redirectResult } };
    const settled = await adapters.tipsApi.paymentDetails(details, 'adapter-details-4');
    expect(settled.ok && settled.value.status).toBe('captured');
  });

  it('exchanges the tab-43 intent, pays it by QR, and then reads it as already paid', async () => {
    const deviceId = fingerprint.current().id;
    const intent = await adapters.tipsApi.exchangeIntent({ type: 0, deviceId, intent: 'tab-43' });
    expect(intent.ok && intent.value.total).toBe(2500);
    const source = await token('4111111111111111');
    const paid = await adapters.tipsApi.pay(
      {
        ...webPayment(source),
        kind: 'qr',
        deviceId,
        intent: 'tab-43',
        tips: [{ userUid: '500', locationUid: '100', amount: 2605, level: 'custom' }],
      },
      'adapter-press-3',
    );
    expect(paid.ok && paid.value.status).toBe('captured');
    const again = await adapters.tipsApi.exchangeIntent({ type: 0, deviceId, intent: 'tab-43' });
    expect(again.ok ? null : again.error.code).toBe('intent_already_paid');
  });

  it('gains the IP from the sandbox lookup without waiting for it', async () => {
    const ipOf = (): string | null =>
      (
        JSON.parse(Buffer.from(fingerprint.current().header, 'base64url').toString('utf8')) as {
          ip: string | null;
        }
      ).ip;
    // No fixed wait: the lookup's answer is awaited turn by turn, as soon as it lands.
    while (ipOf() === null) await new Promise((resolve) => setImmediate(resolve));
    expect(ipOf()).toMatch(/127\.0\.0\.1/);
  });

  it('retries a keyed payment whose connection dropped after the commit, charging once', async () => {
    faults.add({
      path: '/api/tips/v1/payments/web',
      method: 'POST',
      fault: { kind: 'drop-after-commit' },
    });
    const result = await adapters.tipsApi.pay(
      webPayment(await token('4111111111111111')),
      'adapter-press-5',
    );
    expect(result.ok && result.value.status).toBe('captured');
    expect(faults.history().at(-1)?.fault.kind).toBe('drop-after-commit');
    const db = openSqlite(dbPath, { readonly: true });
    const rows = db
      .prepare('SELECT COUNT(*) AS n FROM payments WHERE idempotency_key = ?')
      .get('adapter-press-5');
    db.close();
    expect(rows).toEqual({ n: 1 });
  });

  it('waits out a 429 Retry-After on a fee quote; a malformed body is malformed', async () => {
    const path = '/api/tips/v1/proposals/calculate-fees';
    faults.add({ path, fault: { kind: 'rate-limit', retryAfterSeconds: 1 } });
    const request = {
      processor: 'sandbox',
      amount: 500,
      mode: 'net',
      tipCount: 1,
      locationUid: '100',
    } as const;
    const started = Date.now();
    const fees = await adapters.tipsApi.calculateFees(request);
    expect(fees).toEqual({ ok: true, value: { fee: 45, tipAmount: 500, total: 545 } });
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    faults.add({ path, fault: { kind: 'malformed-json' } });
    const broken = await adapters.tipsApi.calculateFees(request);
    expect(broken.ok ? null : broken.error.code).toBe('malformed');
  });

  it('does not retry an unkeyed intent exchange whose connection dropped', async () => {
    faults.add({
      path: '/api/tips/v1/payments/intent',
      fault: { kind: 'drop-before-commit' },
      times: 2,
    });
    const result = await adapters.tipsApi.exchangeIntent({
      type: 0,
      deviceId: 'd',
      intent: 'tab-42',
    });
    expect(result.ok ? null : result.error.code).toBe('network');
    const retried = await adapters.tipsApi.exchangeIntent({
      type: 0,
      deviceId: 'd',
      intent: 'tab-42',
    });
    expect(retried.ok ? null : retried.error.code).toBe('network');
    faults.clear();
  });
});
