import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, errorBody } from '../http/http-error';
import type { FaultClient, FaultInjector } from './fault-queue';

/** apps/server names itself in User-Agent on its own calls (the renderer, /readyz). */
function clientOf(request: FastifyRequest): FaultClient {
  return request.headers['user-agent']?.startsWith('Tipwell-Server/') === true
    ? 'server'
    : 'browser';
}

/**
 * Applies injected faults. They act after the body is parsed and before the route runs, except
 * drop-after-commit, which lets the route commit and then cuts the connection instead of answering.
 * While a fault waits for the browser, apps/server's own calls are answered 503 (unless a rule
 * names them): the landing is not rendered, so the browser makes the calls and meets the fault.
 */
export function registerFaultHooks(app: FastifyInstance, faults: FaultInjector): void {
  const dropAfter = new WeakSet<FastifyRequest>();

  app.addHook('preHandler', async (request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    const client = clientOf(request);
    const fault = faults.next({ method: request.method, path, client });
    if (fault === null && client === 'server' && faults.armed('browser')) {
      return reply
        .status(503)
        .send(errorBody(new HttpError(503, 'HELD_BACK', 'A fault waits for the browser')));
    }
    if (fault === null) return;
    switch (fault.kind) {
      case 'drop-before-commit':
        reply.hijack();
        request.raw.socket.destroy();
        return;
      case 'drop-after-commit':
        dropAfter.add(request);
        return;
      case 'delay':
        await sleep(fault.ms);
        return;
      case 'status':
        return reply
          .status(fault.status)
          .send(
            errorBody(
              new HttpError(fault.status, 'INJECTED_FAULT', `Injected status ${fault.status}`),
            ),
          );
      case 'malformed-json':
        return reply.status(200).type('application/json').send('{"data": {"status": "capt');
      case 'rate-limit':
        return reply
          .status(429)
          .header('Retry-After', String(fault.retryAfterSeconds))
          .send(errorBody(new HttpError(429, 'RATE_LIMITED', 'Too many requests')));
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (dropAfter.has(request)) reply.raw.socket?.destroy();
    return payload;
  });
}
