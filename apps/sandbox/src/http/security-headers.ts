import type { FastifyInstance } from 'fastify';
import { isApiPath } from './fingerprint-guard';

/**
 * The headers every response carries. This is the one place to add a Content-Security-Policy (and
 * other document headers) later: return them from here for the paths that need them.
 */
export function securityHeaders(path: string): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
  };
  if (isApiPath(path)) headers['Cache-Control'] = 'no-store';
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0] ?? request.url;
    for (const [name, value] of Object.entries(securityHeaders(path))) reply.header(name, value);
    return payload;
  });
}
