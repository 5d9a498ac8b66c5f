import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody } from './error-envelope';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's GETs are answered under pressure too, each told so (`cameUnderPressure`): the
     * app's pages, which then go as the static shell from memory, never rendered.
     */
    readonly answeredUnderPressure?: boolean;
  }
}

/** The requests let through to a route that answers them cheaply while the server sheds. */
const underPressureRequests = new WeakSet<FastifyRequest>();

/** Whether `request` came while the server was shedding (its route answers it cheaply). */
export const cameUnderPressure = (request: FastifyRequest): boolean =>
  underPressureRequests.has(request);

/** What a shed request is told to wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * While the event loop lags past `maxEventLoopDelayMs` (@fastify/under-pressure samples it), new
 * requests are answered at once: 503, `Retry-After` and the error envelope, so a replica that
 * cannot keep up says so instead of making everyone wait. Always answered: `/healthz` (a
 * liveness probe must not restart a busy process) and the hashed `/assets/*` (read from disk, and
 * a page already sent is broken without them). A page (a route `answeredUnderPressure`) gets the
 * static shell, not the envelope: a browser shows a 503's body as the page, and the shell's own
 * calls are retried after `Retry-After`. A shed payment POST never reached the service.
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  options: { readonly maxEventLoopDelayMs: number; readonly onShed?: () => void },
): Promise<void> {
  if (options.maxEventLoopDelayMs <= 0) return;
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    // The plugin measures; the answer is the hook's below. The plugin's own handler would let a
    // request on to its route even after answering it 503 (under-pressure 9.2 calls next() when
    // the handler returns nothing): a shed payment would still have reached the service.
    pressureHandler: () => undefined,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.url === '/healthz' || request.url.startsWith('/assets/')) return;
    if (!app.isUnderPressure()) return;
    options.onShed?.();
    if (request.method === 'GET' && request.routeOptions.config.answeredUnderPressure === true) {
      underPressureRequests.add(request);
      return;
    }
    return reply
      .status(503)
      .header('Retry-After', String(RETRY_AFTER_SECONDS))
      .header('Cache-Control', 'no-store')
      .send(errorBody('OVERLOADED', 'The server is busy; try again in a moment'));
  });
}
