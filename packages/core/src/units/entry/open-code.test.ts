import { describe, expect, it } from 'vitest';
import { AppError } from '../../domain/errors';
import { createFakeDeps } from '../../fakes';
import { routeFor } from '../../flow/route-for';
import { pathFor } from '../../flow/routes';
import { createTipping } from '../create-tipping';

function setup() {
  const fakes = createFakeDeps();
  const core = createTipping(fakes.deps);
  const path = (): string =>
    pathFor(routeFor(core.landing.store.getSnapshot(), core.flow.store.getSnapshot()));
  return { ...fakes, core, path };
}

describe('openCode', () => {
  it('unknown prefixes and refused exchanges are not-found', async () => {
    for (const code of ['X100', 'L999', 'P000', '']) {
      const { core, path } = setup();
      await core.entry.openCode(code);
      expect(core.landing.store.getSnapshot().status).toBe('not-found');
      if (code !== '') expect(path()).toBe(`/${code}/not-found`);
    }
  });

  it('shows the spinner state while the exchange hangs', async () => {
    const { core, coreApi } = setup();
    coreApi.hang('exchangeCode');
    const opening = core.entry.openCode('U500');
    expect(core.landing.store.getSnapshot().status).toBe('loading');
    coreApi.release();
    await opening;
    expect(core.landing.store.getSnapshot().status).toBe('ready');
  });

  it('an L code fetches its location while the code is exchanged', async () => {
    const { core, coreApi } = setup();
    coreApi.hang('exchangeCode');
    const opening = core.entry.openCode('L100');
    const started = coreApi.calls.map((call) => call.method);
    expect(started).toEqual(
      expect.arrayContaining([
        'exchangeCode',
        'getLocation',
        'getTipSettings',
        'getSystemSettings',
      ]),
    );
    coreApi.release();
    await opening;
    const landing = core.landing.store.getSnapshot();
    expect(landing.status).toBe('ready');
    expect(landing.location?.uid).toBe('100');
    expect(coreApi.calls.filter((call) => call.method === 'getLocation')).toHaveLength(1);
  });

  it('a refused L code drops its early location answers without an alert', async () => {
    const { core, coreApi } = setup();
    coreApi.failNext('getLocation', new AppError('http', 'Gone', { status: 404 }));
    await core.entry.openCode('L999');
    expect(core.landing.store.getSnapshot().status).toBe('not-found');
    expect(core.alert.store.getSnapshot().open).toBe(false);
  });

  it('a location error shows the server code and message', async () => {
    const { core, coreApi } = setup();
    coreApi.failNext(
      'getLocation',
      new AppError('http', 'Location is closed', { status: 503, serverCode: 'LOCATION_CLOSED' }),
    );
    await core.entry.openCode('U500');
    expect(core.alert.store.getSnapshot()).toEqual({
      open: true,
      title: { raw: 'LOCATION_CLOSED' },
      text: { raw: 'Location is closed' },
      severity: 'error',
    });
    expect(core.landing.store.getSnapshot().status).toBe('ready');
  });

  it('a pre-selected user goes straight to their tip screen', async () => {
    const { core, path } = setup();
    await core.entry.openCode('L100', { preSelectedUserUid: '501' });
    expect(path()).toBe('/L100/proposed-tip-beauty/501');
    const unknown = setup();
    await unknown.core.entry.openCode('L100', { preSelectedUserUid: '999' });
    expect(unknown.core.landing.store.getSnapshot().status).toBe('not-found');
  });

  it('L100 browses, then tips the chosen person', async () => {
    const { core, path } = setup();
    await core.entry.openCode('L100');
    expect(path()).toBe('/L100/users');
    core.flow.selectUser('502');
    expect(path()).toBe('/L100/proposed-tip-beauty/502');
    core.payment.back();
    expect(path()).toBe('/L100/users');
    expect(core.flow.store.getSnapshot().selections.users).toEqual([]);
  });

  it('S300: station settings, a group, then a person', async () => {
    const { core, coreApi, path } = setup();
    await core.entry.openCode('S300');
    // The station's settings, and its pool's own location's (pool 202 at L200: decision 0039).
    const settingsCalls = coreApi.calls.filter((c) => c.method === 'getTipSettings');
    expect(settingsCalls.map((c) => c.args[0])).toEqual(
      expect.arrayContaining([{ stationUid: '300' }, { locationUid: '200' }]),
    );
    expect(settingsCalls).toHaveLength(2);
    expect(core.landing.store.getSnapshot().settings?.labelLow).toBe('Thanks');
    expect(core.landing.store.getSnapshot().poolFeeRules).toEqual({ '200': 'full' });
    expect(path()).toBe('/S300/station');
    core.flow.selectGroup('301');
    expect(path()).toBe('/S300/group/301');
    core.flow.selectUser('505');
    expect(path()).toBe('/S300/proposed-tip-beauty/505');
  });
});
