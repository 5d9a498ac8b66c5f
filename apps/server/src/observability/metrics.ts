import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { envelopeFor } from '../http/error-envelope';
import type { ServiceFetch } from '../static/landing-renderer';

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 65];

/** What became of a landing asked for (static-files.ts reports each one). */
export type RenderOutcome = 'cache_hit' | 'rendered' | 'over_budget' | 'failed';

/** Which service a browser path on this server goes to; null: not a proxied path. */
function serviceOf(path: string): string | null {
  if (path.startsWith('/api/core')) return 'core';
  if (path.startsWith('/api/tips')) return 'tips';
  if (path.startsWith('/sandbox-')) return 'sandbox';
  return null;
}

/** The contract's payment POSTs (docs/service-contract.md), whatever their version. */
const PAYMENT_POST = /^\/api\/tips\/v\d+\/payments\/(?:web|pool-web|qr|web\/details)$/;

/**
 * The server's Prometheus metrics (prom-client), one registry per server: requests by route and
 * status, the services as this server meets them, the landings' renders, the payments proxied,
 * the requests shed, and Node's own (event-loop lag, memory, GC).
 */
export class ServerMetrics {
  readonly registry = new Registry();

  readonly requests = new Histogram({
    name: 'http_server_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern (a page is "page") and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: SECONDS,
    registers: [this.registry],
  });

  readonly upstream = new Histogram({
    name: 'tipwell_upstream_duration_seconds',
    help: 'Time to a service call answered through this server (proxied or the renderer), by service and outcome',
    labelNames: ['service', 'outcome'] as const,
    buckets: SECONDS,
    registers: [this.registry],
  });

  readonly upstreamErrors = new Counter({
    name: 'tipwell_upstream_errors_total',
    help: 'Service calls that failed: timeout, unavailable (refused, reset), or an answer of 500 and above',
    labelNames: ['service', 'kind'] as const,
    registers: [this.registry],
  });

  readonly renders = new Counter({
    name: 'tipwell_landing_renders_total',
    help: 'Landings asked for: cache_hit, rendered, over_budget (the shell was sent), failed',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly payments = new Counter({
    name: 'tipwell_payments_proxied_total',
    help: 'Payment POSTs proxied to the tips service, by the status answered',
    labelNames: ['status_code'] as const,
    registers: [this.registry],
  });

  readonly shed = new Counter({
    name: 'tipwell_requests_shed_total',
    help: 'Requests shed while the event loop lagged past MAX_EVENT_LOOP_DELAY_MS: answered 503, or a page the static shell',
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  /** The renderer's calls to the services, timed by service and outcome. */
  timedFetch(fetch: ServiceFetch): ServiceFetch {
    return async (url, init) => {
      const service = serviceOf(new URL(url, 'http://localhost').pathname) ?? 'other';
      const stop = this.upstream.startTimer({ service });
      try {
        const answer = await fetch(url, init);
        stop({ outcome: answer.status >= 500 ? 'error' : 'answered' });
        if (answer.status >= 500) this.upstreamErrors.inc({ service, kind: 'status_5xx' });
        return answer;
      } catch (error) {
        const kind = (error as Error).name === 'TimeoutError' ? 'timeout' : 'unavailable';
        stop({ outcome: kind });
        this.upstreamErrors.inc({ service, kind });
        throw error;
      }
    };
  }
}

/** How a proxied call failed on this side (reply-from's error), kept for the answer's metrics. */
const failures = new WeakMap<FastifyRequest, 'timeout' | 'unavailable'>();

/**
 * Observes every answer of `app` into `metrics`. A proxied call's time is its request's time on
 * this server (the service's answer streams through).
 */
export const metricsPlugin = fp<{ metrics: ServerMetrics }>(
  async (app: FastifyInstance, { metrics }) => {
    app.addHook('onError', async (request, _reply, error: FastifyError) => {
      const { status } = envelopeFor(error);
      if (status === 504) failures.set(request, 'timeout');
      else if (status === 502) failures.set(request, 'unavailable');
    });
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url;
      const status = reply.statusCode;
      const seconds = reply.elapsedTime / 1000;
      metrics.requests.observe(
        {
          method: request.method,
          route: route === undefined ? 'unmatched' : route === '/*' ? 'page' : route,
          status_code: status,
        },
        seconds,
      );
      const path = request.url.split('?')[0] ?? '';
      const service = route === undefined || route === '/*' ? null : serviceOf(path);
      if (service === null) return;
      const failure = failures.get(request);
      const kind = failure ?? (status >= 500 ? 'status_5xx' : null);
      metrics.upstream.observe(
        { service, outcome: failure ?? (status >= 500 ? 'error' : 'answered') },
        seconds,
      );
      if (kind !== null) metrics.upstreamErrors.inc({ service, kind });
      if (request.method === 'POST' && PAYMENT_POST.test(path)) {
        metrics.payments.inc({ status_code: status });
      }
    });
  },
  { name: 'tipwell-metrics' },
);

/** `GET /metrics` on a port of its own (never the guests'); resolves once it listens. */
export async function listenMetrics(
  metrics: ServerMetrics,
  port: number,
  host: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'Content-Type': metrics.registry.contentType }).end(text),
      () => response.writeHead(500, { 'Content-Type': 'text/plain' }).end('Metrics failed\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const shown = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return {
    url: `http://${shown.includes(':') ? `[${shown}]` : shown}:${address.port}/metrics`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
