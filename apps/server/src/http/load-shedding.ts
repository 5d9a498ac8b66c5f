import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './error-envelope';

/** What a shed request is told to wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * While the event loop lags past `maxEventLoopDelayMs` (@fastify/under-pressure samples it), new
 * requests are answered at once: 503, `Retry-After` and the error envelope, so a replica that
 * cannot keep up says so instead of making everyone wait. Always answered: `/healthz` (a
 * liveness probe must not restart a busy process) and the hashed `/assets/*` (read from disk, and
 * a page already sent is broken without them). A shed payment POST never reached the service.
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  options: { readonly maxEventLoopDelayMs: number; readonly onShed?: () => void },
): Promise<void> {
  if (options.maxEventLoopDelayMs <= 0) return;
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    pressureHandler: (request, reply) => {
      // Returning without an answer lets the request through (the plugin's documented contract).
      if (request.url === '/healthz' || request.url.startsWith('/assets/')) return;
      options.onShed?.();
      void reply
        .status(503)
        .header('Retry-After', String(RETRY_AFTER_SECONDS))
        .header('Cache-Control', 'no-store')
        .send(errorBody('OVERLOADED', 'The server is busy; try again in a moment'));
    },
  });
}
