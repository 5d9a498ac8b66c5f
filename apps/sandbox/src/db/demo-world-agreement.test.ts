import { parseWith, wireSchemas } from '@tipwell/core';
import {
  DEMO_INTENTS,
  DEMO_PAYLOADS,
  HARBOR_SETTINGS,
  LUMEN_SETTINGS,
  STATION_SETTINGS,
  SUITES_SETTINGS,
} from '@tipwell/core/fakes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINGERPRINT, type TestSandbox, openTestSandbox } from '../test-support/test-sandbox';

// The sandbox seeds from the demo world and the core's fakes answer from it: read through the HTTP
// adapters' own schemas, both say the same thing (docs/demo-world.md), so a story or a view test
// never shows what the app in the browser would not.

const EXCHANGES: Readonly<Record<string, string>> = {
  L: '/api/core/v3/web/locations/{uid}/payload',
  P: '/api/core/v2/web/pools/{uid}',
  S: '/api/core/v2/web/stations/{uid}',
  A: '/api/core/v1/web/accounts/{uid}',
  U: '/api/core/v1/web/users/{uid}',
};

describe('the demo world, defined once', () => {
  let sandbox: TestSandbox;
  beforeAll(() => {
    sandbox = openTestSandbox();
  });
  afterAll(() => sandbox.close());

  it.each(Object.entries(DEMO_PAYLOADS))(
    '%s: the sandbox answers what the fakes answer',
    async (code, fake) => {
      const url = (EXCHANGES[code[0] ?? ''] ?? '').replace('{uid}', code.slice(1));
      const answer = await sandbox.get(url, FINGERPRINT);
      expect(answer.status).toBe(200);
      expect(parseWith(wireSchemas.payload, answer.json.data)).toEqual({ ok: true, value: fake });
    },
  );

  it.each([
    ['locations/100', LUMEN_SETTINGS],
    ['locations/200', HARBOR_SETTINGS],
    ['locations/210', SUITES_SETTINGS],
    ['stations/300', STATION_SETTINGS],
  ] as const)('%s: the same tip settings', async (path, fake) => {
    const answer = await sandbox.get(`/api/core/v2/web/${path}/settings`, FINGERPRINT);
    expect(parseWith(wireSchemas.tipSettings, answer.json.data)).toEqual({ ok: true, value: fake });
  });

  it.each(Object.entries(DEMO_INTENTS))('intent %s: the same intent', async (token, fake) => {
    const body = token.startsWith('sched')
      ? { deviceId: 'device-1', scheduledPaymentIntentCode: token }
      : { deviceId: 'device-1', intent: token };
    const answer = await sandbox.post('/api/tips/v1/payments/intent', body, FINGERPRINT);
    expect(parseWith(wireSchemas.intentPayload, answer.json.data)).toEqual({
      ok: true,
      value: fake,
    });
  });
});
