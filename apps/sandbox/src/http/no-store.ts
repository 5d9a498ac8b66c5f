import type { FastifyInstance } from 'fastify';
import { isApiPath } from './fingerprint-guard';

/**
 * Nothing the sandbox answers is stored by a cache: the services' answers carry personal data,
 * the card provider's carry tokens, and its 3-D Secure page is a step of one payment. (The
 * security headers of what reaches a browser are apps/server's, which fronts the sandbox.)
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0] ?? request.url;
    if (isApiPath(path) || path.startsWith('/sandbox-provider/')) {
      reply.header('Cache-Control', 'no-store');
    }
    return payload;
  });
}
