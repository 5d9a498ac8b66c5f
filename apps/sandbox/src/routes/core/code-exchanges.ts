import { idParams } from '../../http/request-schemas';
import { notFound } from '../../http/http-error';
import type { SandboxApp } from '../../http/sandbox-app';
import type { SandboxContext } from '../../sandbox-context';
import { payload } from './payload';

const byUid = { schema: { params: idParams('uid') } };

/** Code exchanges for P, S, A (v1 and v2) and U codes. L is in locations.ts. */
export function registerCodeExchangeRoutes(app: SandboxApp, ctx: SandboxContext): void {
  const logoOf = (locationUid: string): string | null =>
    ctx.catalog.location(locationUid)?.logo ?? null;

  app.get('/api/core/v2/web/pools/:uid', byUid, async (request) => {
    const pool = ctx.catalog.pool(request.params.uid);
    if (!pool) throw notFound('Unknown pool');
    return payload(
      {
        kind: 'P',
        uid: pool.uid,
        name: pool.name,
        logo: logoOf(pool.locationUid),
        locationUid: pool.locationUid,
      },
      { pools: [pool] },
    );
  });

  app.get('/api/core/v2/web/stations/:uid', byUid, async (request) => {
    const station = ctx.catalog.station(request.params.uid);
    if (!station) throw notFound('Unknown station');
    return payload(
      {
        kind: 'S',
        uid: station.uid,
        name: station.name,
        logo: logoOf(station.locationUid),
        locationUid: station.locationUid,
      },
      {
        groups: ctx.catalog.stationGroups(station.uid),
        pools: ctx.catalog.stationPools(station.uid),
        users: ctx.catalog.stationUsers(station.uid),
      },
    );
  });

  for (const version of ['v1', 'v2']) {
    app.get(`/api/core/${version}/web/accounts/:uid`, byUid, async (request) => {
      const account = ctx.catalog.account(request.params.uid);
      if (!account) throw notFound('Unknown account');
      const only = account.locations.length === 1 ? account.locations[0] : undefined;
      return payload(
        {
          kind: 'A',
          uid: account.uid,
          name: account.name,
          logo: only?.logo ?? null,
          locationUid: only?.uid ?? null,
        },
        { locations: account.locations },
      );
    });
  }

  app.get('/api/core/v1/web/users/:uid', byUid, async (request) => {
    const user = ctx.catalog.user(request.params.uid);
    if (!user) throw notFound('Unknown user');
    const { locationUid, ...wire } = user;
    const name = `${wire.firstName} ${wire.lastName}`;
    return payload(
      { kind: 'U', uid: wire.uid, name, logo: logoOf(locationUid), locationUid },
      { users: [wire] },
    );
  });
}
