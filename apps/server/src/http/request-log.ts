import type { FastifyInstance } from 'fastify';

/**
 * One JSON line per answer (pino, with the request id): method, route, status and duration. Never
 * the URL's query, a header or a body: e-mails, names, room numbers, card data and the device
 * fingerprint travel there. The route is the matched pattern (`/api/tips/*`), a page is `page`.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    request.log.info(
      {
        method: request.method,
        route: route === undefined ? null : route === '/*' ? 'page' : route,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'answered',
    );
  });
}
