import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CARDS } from '@tipwell/sandbox';
import { buildDir, removeDir, startTestStack, type TestStack } from '../test-support/test-stack';

const EMAIL = 'avery.private@example.com';
const NAME = 'Avery Privateguest';
// Not a run of digits alone: a random request id, trace id or port could hold one.
const ROOM = 'Room 4417-B';
const FINGERPRINT = 'fp-device-7f3a9c-secret';

describe('the JSON log lines', () => {
  let stack: TestStack;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = buildDir({
      'index.html': '<!doctype html><html><head></head><body></body></html>',
    });
    stack = await startTestStack(staticDir);
  });
  afterAll(async () => {
    await stack.close();
    removeDir(staticDir);
  });

  it('say who asked what and how it went, and never carry personal data', async () => {
    const tokenised = await fetch(`${stack.url}/sandbox-provider/v1/tokens`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        number: DEMO_CARDS.captured,
        expiry: '12/39',
        cvc: '123',
        postalCode: '62701',
        name: NAME,
      }),
    });
    const token = ((await tokenised.json()) as { data: { token: string } }).data.token;
    const paid = await fetch(
      `${stack.url}/api/tips/v1/payments/web?email=${encodeURIComponent(EMAIL)}`,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Device-Fingerprint': FINGERPRINT,
          'Idempotency-Key': 'key-log-1',
        },
        body: JSON.stringify({
          processor: 'sandbox',
          source: token,
          deviceTime: '2026-11-23T10:00:00.000Z',
          nameOnCard: NAME,
          shopperEmail: EMAIL,
          roomNumber: ROOM,
          returnUrl: '/external',
          tips: [{ userUid: '500', locationUid: '100', amount: '10.60', level: 'medium' }],
        }),
      },
    );
    expect(paid.status).toBe(200);
    // A page address with personal data in its query, a refused call, an upstream that is down.
    await fetch(`${stack.url}/external?redirectData=${encodeURIComponent(`{"email":"${EMAIL}"}`)}`);
    await fetch(`${stack.url}/api/core/v3/web/locations/100?name=${encodeURIComponent(NAME)}`);
    await stack.sandbox.close();
    const down = await fetch(`${stack.url}/api/core/v1/web/users/500`, {
      headers: { 'X-Device-Fingerprint': FINGERPRINT },
    });
    expect(down.status).toBe(502);

    const lines = stack.logs.map((line) => JSON.parse(line) as Record<string, unknown>);
    const answered = lines.filter((line) => line['msg'] === 'answered');
    expect(answered.length).toBeGreaterThanOrEqual(5);
    for (const line of answered) {
      expect(Object.keys(line)).toEqual(
        expect.arrayContaining(['reqId', 'method', 'route', 'status', 'ms', 'time', 'level']),
      );
    }
    expect(answered.map((line) => `${line['method']} ${line['route']} ${line['status']}`)).toEqual(
      expect.arrayContaining([
        'POST /sandbox-provider/* 200',
        'POST /api/tips/* 200',
        'GET page 200',
        'GET /api/core/* 400',
        'GET /api/core/* 502',
      ]),
    );
    const all = stack.logs.join('\n');
    for (const secret of [
      EMAIL,
      encodeURIComponent(EMAIL),
      'Privateguest',
      '4417-B',
      FINGERPRINT,
      DEMO_CARDS.captured,
      token,
    ]) {
      expect(all, secret).not.toContain(secret);
    }
  });
});
