import { idParams } from '../../http/request-schemas';
import { notFound } from '../../http/http-error';
import type { SandboxApp } from '../../http/sandbox-app';
import type { SandboxContext } from '../../sandbox-context';
import { payload } from './payload';

const byUid = { schema: { params: idParams('uid') } };

/** The location itself, its code exchange (payload) and one of its people. */
export function registerLocationRoutes(app: SandboxApp, ctx: SandboxContext): void {
  const base = '/api/core/v3/web/locations/:uid';
  const requireLocation = (uid: string) => {
    const location = ctx.catalog.location(uid);
    if (!location) throw notFound('Unknown location');
    return location;
  };

  app.get(base, byUid, async (request) => ({
    data: requireLocation(request.params.uid),
  }));

  app.get(`${base}/payload`, byUid, async (request) => {
    const location = requireLocation(request.params.uid);
    return payload(
      {
        kind: 'L',
        uid: location.uid,
        name: location.name,
        logo: location.logo,
        locationUid: location.uid,
      },
      {
        users: ctx.catalog.listedUsers(location.uid),
        pools: ctx.catalog.poolsOfLocation(location.uid),
      },
    );
  });

  app.get(
    `${base}/users/:userUid`,
    { schema: { params: idParams('uid', 'userUid') } },
    async (request) => {
      const location = requireLocation(request.params.uid);
      const user = ctx.catalog.user(request.params.userUid);
      if (!user || user.locationUid !== location.uid) {
        throw notFound('No such user at this location');
      }
      const { locationUid: _locationUid, ...wire } = user;
      return { data: wire };
    },
  );
}
