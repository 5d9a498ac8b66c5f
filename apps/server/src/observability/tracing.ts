import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { ServiceFetch } from '../static/landing-renderer';
import {
  currentSpan,
  formatTraceparent,
  type RawRequest,
  type SpanStarter,
  spanOf,
} from './trace-context';

/**
 * Fastify's `childLoggerFactory`: every line a request logs carries its trace id (the caller's
 * when it sent a `traceparent`, a new one otherwise), so one guest's request can be followed
 * through this server's log and the services'.
 */
export function tracedLoggers(
  start: SpanStarter,
): NonNullable<FastifyServerOptions['childLoggerFactory']> {
  return function childLogger(logger, bindings, options, raw) {
    const { traceId } = spanOf(raw, start);
    return logger.child({ ...bindings, traceId }, options);
  };
}

/** The header a call made for this request sends to a service: this server's span as parent. */
export function traceHeaders(raw: RawRequest, start: SpanStarter): { traceparent: string } {
  return { traceparent: formatTraceparent(spanOf(raw, start)) };
}

/**
 * Each request's span: current while it is handled (the renderer's service calls go under it) and
 * ended with its route and status once answered.
 */
export const tracingPlugin = fp<{ start: SpanStarter }>(
  async (app: FastifyInstance, { start }) => {
    app.addHook('onRequest', (request, _reply, done) => {
      currentSpan.run(spanOf(request.raw, start), done);
    });
    app.addHook('onResponse', async (request, reply) => {
      spanOf(request.raw, start).end({
        'http.request.method': request.method,
        'http.route': request.routeOptions.url ?? 'unmatched',
        'http.response.status_code': reply.statusCode,
      });
    });
  },
  { name: 'tipwell-tracing' },
);

/** The renderer's service calls carry the `traceparent` of the request they are made for. */
export function tracedFetch(fetch: ServiceFetch): ServiceFetch {
  return (url, init) => {
    const span = currentSpan.getStore();
    if (span === undefined) return fetch(url, init);
    const headers = new Headers(init.headers);
    headers.set('traceparent', formatTraceparent(span));
    return fetch(url, { ...init, headers });
  };
}
