import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http as route, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { CodePrefix } from '@tipwell/core';
import { envelope, failure, FINGERPRINT_HEADER, testClient } from '../test-support/http-fixtures';
import { wireLocation, wirePayload, wireSettings, wireUser } from '../test-support/wire-fixtures';
import { HttpCoreApi } from './http-core-api';

const BASE = 'http://api.test/api/core';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function api(): HttpCoreApi {
  return new HttpCoreApi({ baseUrl: `${BASE}/`, http: testClient().http });
}

describe('HttpCoreApi', () => {
  it.each<[CodePrefix, string]>([
    ['L', '/v3/web/locations/100/payload'],
    ['P', '/v2/web/pools/100'],
    ['S', '/v2/web/stations/100'],
    ['A', '/v1/web/accounts/100'],
    ['U', '/v1/web/users/100'],
  ])('exchanges a %s code through %s', async (prefix, path) => {
    let fingerprint: string | null = null;
    server.use(
      route.get(`${BASE}${path}`, ({ request }) => {
        fingerprint = request.headers.get('X-Device-Fingerprint');
        return HttpResponse.json(envelope(wirePayload(prefix, '100')));
      }),
    );
    const result = await api().exchangeCode(prefix, '100');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.kind).toBe(prefix);
    expect(result.value.pools[0]?.lowAmount).toBe(1000);
    expect(fingerprint).toBe(FINGERPRINT_HEADER);
  });

  it('reads any refused exchange as not_found, and keeps network failures', async () => {
    server.use(
      route.get(`${BASE}/v1/web/users/999`, () =>
        HttpResponse.json(failure('NOT_FOUND', 'No such user'), { status: 404 }),
      ),
      route.get(`${BASE}/v2/web/pools/000`, () =>
        HttpResponse.json(failure('BAD', 'Bad uid'), { status: 400 }),
      ),
      route.get(`${BASE}/v2/web/stations/1`, () => HttpResponse.error()),
    );
    const missing = await api().exchangeCode('U', '999');
    expect(missing.ok ? null : missing.error).toMatchObject({ code: 'not_found', status: 404 });
    const refused = await api().exchangeCode('P', '000');
    expect(refused.ok ? null : refused.error).toMatchObject({
      code: 'not_found',
      status: 400,
      serverCode: 'BAD',
    });
    const offline = await api().exchangeCode('S', '1');
    expect(offline.ok ? null : offline.error.code).toBe('network');
  });

  it('refuses a payload of another kind than the code asked for', async () => {
    server.use(
      route.get(`${BASE}/v1/web/users/500`, () =>
        HttpResponse.json(envelope(wirePayload('L', '500'))),
      ),
    );
    const result = await api().exchangeCode('U', '500');
    expect(result.ok ? null : result.error.code).toBe('malformed');
  });

  it('encodes path parameters', async () => {
    server.use(
      route.get(`${BASE}/v1/web/users/a%2Fb`, () =>
        HttpResponse.json(envelope(wirePayload('U', 'a/b'))),
      ),
    );
    expect((await api().exchangeCode('U', 'a/b')).ok).toBe(true);
  });

  it('gets a location, keeping the error envelope for the alert', async () => {
    server.use(
      route.get(`${BASE}/v3/web/locations/100`, () => HttpResponse.json(envelope(wireLocation))),
      route.get(`${BASE}/v3/web/locations/7`, () =>
        HttpResponse.json(failure('LOCATION_CLOSED', 'This location is closed'), { status: 403 }),
      ),
    );
    expect(await api().getLocation('100')).toEqual({ ok: true, value: wireLocation });
    const closed = await api().getLocation('7');
    expect(closed.ok ? null : closed.error).toMatchObject({
      code: 'http',
      status: 403,
      serverCode: 'LOCATION_CLOSED',
      message: 'This location is closed',
    });
  });

  it('gets a location user', async () => {
    server.use(
      route.get(`${BASE}/v3/web/locations/100/users/500`, () =>
        HttpResponse.json(envelope(wireUser)),
      ),
    );
    expect(await api().getLocationUser('100', '500')).toEqual({ ok: true, value: wireUser });
  });

  it('gets location and station settings with money in cents', async () => {
    server.use(
      route.get(`${BASE}/v2/web/locations/100/settings`, () =>
        HttpResponse.json(envelope(wireSettings)),
      ),
      route.get(`${BASE}/v2/web/stations/300/settings`, () =>
        HttpResponse.json(envelope({ ...wireSettings, low: '3.00', theme: null })),
      ),
    );
    const location = await api().getTipSettings({ locationUid: '100' });
    expect(location.ok && [location.value.low, location.value.medium, location.value.high]).toEqual(
      [500, 1000, 2000],
    );
    const station = await api().getTipSettings({ stationUid: '300' });
    expect(station.ok && station.value.low).toBe(300);
  });

  it('gets the system settings and refuses an unknown processor', async () => {
    server.use(
      route.get(`${BASE}/v2/system-settings/web`, ({ request }) => {
        const uid = new URL(request.url).searchParams.get('locationUid');
        return HttpResponse.json(envelope({ webProcessor: uid === '100' ? 'sandbox' : 'paypal' }));
      }),
    );
    expect(await api().getSystemSettings('100')).toEqual({
      ok: true,
      value: { webProcessor: 'sandbox' },
    });
    const unknown = await api().getSystemSettings('200');
    expect(unknown.ok ? null : unknown.error.code).toBe('malformed');
  });
});
