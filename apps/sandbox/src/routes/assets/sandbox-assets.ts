import type { FastifyReply } from 'fastify';
import { notFound } from '../../http/http-error';
import { idParams } from '../../http/request-schemas';
import type { SandboxApp } from '../../http/sandbox-app';
import type { SandboxContext } from '../../sandbox-context';
import { avatarSvg, initialsOf, logoSvg } from './initials-svg';

const byFile = { schema: { params: idParams('file') } };

function uidOf(file: string): string | null {
  const match = /^([A-Za-z0-9_-]{1,50})\.svg$/.exec(file);
  return match?.[1] ?? null;
}

function svg(reply: FastifyReply, body: string): FastifyReply {
  return reply
    .type('image/svg+xml')
    .header('Cache-Control', 'public, max-age=3600')
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(body);
}

/** The people's avatars and the locations' logos, generated from the world (no fingerprint). */
export function registerSandboxAssetRoutes(app: SandboxApp, ctx: SandboxContext): void {
  app.get('/sandbox-assets/avatars/:file', byFile, async (request, reply) => {
    const uid = uidOf(request.params.file);
    const user = uid === null ? null : ctx.catalog.user(uid);
    if (!user) throw notFound('No such avatar');
    return svg(reply, avatarSvg(user.uid, initialsOf(user.firstName, user.lastName)));
  });

  app.get('/sandbox-assets/logos/:file', byFile, async (request, reply) => {
    const uid = uidOf(request.params.file);
    const location = uid === null ? null : ctx.catalog.location(uid);
    if (!location || location.logo === null) throw notFound('No such logo');
    const primary =
      ctx.settings.find('location', location.uid)?.theme?.['primaryColor'] ?? '#1AD9B6';
    return svg(reply, logoSvg(location.name, primary));
  });
}
