import { errorBody } from './error-envelope';
import type { FastifyInstance } from 'fastify';
import { SERVER_USER_AGENT } from '../upstream/service-fetch';

/**
 * `GET /healthz`: the process is up (a liveness probe restarts it otherwise). `GET /readyz`: the
 * core service answered within `readyTimeoutMs` (any answer below 500: it is there and serving);
 * 503 otherwise, so a load balancer sends guests to another replica meanwhile.
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  options: { readonly coreServiceUrl: URL; readonly readyTimeoutMs: number },
): void {
  app.get('/healthz', async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ status: 'up' }),
  );
  app.get('/readyz', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      const answer = await fetch(options.coreServiceUrl.href, {
        headers: { 'User-Agent': SERVER_USER_AGENT },
        signal: AbortSignal.timeout(options.readyTimeoutMs),
      });
      await answer.body?.cancel();
      if (answer.status < 500) return reply.send({ status: 'ready' });
      request.log.warn({ upstreamStatus: answer.status }, 'core service not ready');
    } catch (error) {
      request.log.warn({ err: { type: (error as Error).name } }, 'core service not reachable');
    }
    return reply.status(503).send(errorBody('NOT_READY', 'The core service is not answering'));
  });
}
