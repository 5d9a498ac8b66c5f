import { idParams, object, uid } from '../../http/request-schemas';
import { notFound } from '../../http/http-error';
import type { SandboxApp } from '../../http/sandbox-app';
import type { SandboxContext } from '../../sandbox-context';

/** Tip settings of locations and stations, and the system settings naming the card processor. */
export function registerSettingsRoutes(app: SandboxApp, ctx: SandboxContext): void {
  for (const kind of ['location', 'station'] as const) {
    app.get(
      `/api/core/v2/web/${kind}s/:uid/settings`,
      { schema: { params: idParams('uid') } },
      async (request) => {
        const settings = ctx.settings.find(kind, request.params.uid);
        if (!settings) throw notFound(`Unknown ${kind}`);
        return { data: settings };
      },
    );
  }

  app.get(
    '/api/core/v2/system-settings/web',
    { schema: { querystring: object({ locationUid: uid }, ['locationUid']) } },
    async (request) => {
      const { locationUid } = request.query;
      if (!ctx.catalog.location(locationUid)) throw notFound('Unknown location');
      return { data: { webProcessor: ctx.webProcessor } };
    },
  );
}
