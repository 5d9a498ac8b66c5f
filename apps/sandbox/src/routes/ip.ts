import type { FastifyInstance } from 'fastify';

/**
 * GET /api/ip: the offline stand-in for the third-party IP lookup the fingerprint uses. It answers
 * like ipify (`{ "ip": "…" }`, no envelope) so the same adapter can point at a real service, and it
 * needs no fingerprint (it feeds it).
 */
export function registerIpRoute(app: FastifyInstance): void {
  app.get('/api/ip', async (request) => ({ ip: request.ip }));
}
