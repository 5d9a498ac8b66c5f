import type { IncomingHttpHeaders } from 'node:http';
import httpProxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import { withPlainLocation } from '../http/plain-path';

/**
 * The browser's services, same-origin: `/api/core/*` and `/api/tips/*` go to the configured
 * upstreams as they came (method, body, the fingerprint and Idempotency-Key headers; the guest's
 * address in X-Forwarded-For), each cut off
 * after `upstreamTimeoutMs` and never retried here: the browser's HTTP policy owns retries, and a
 * POST retried by a proxy could pay twice. The sandbox card processor's pages and the demo assets
 * go to the sandbox the same way when one is configured. `traceHeaders`: the trace context each
 * call carries (W3C `traceparent`, this server's span as the parent).
 */
export async function registerServiceProxy(
  app: FastifyInstance,
  config: Pick<
    ServerConfig,
    'coreServiceUrl' | 'tipsServiceUrl' | 'sandboxProcessorUrl' | 'upstreamTimeoutMs'
  >,
  traceHeaders: (raw: {
    headers: IncomingHttpHeaders;
    method?: string | undefined;
  }) => Readonly<Record<string, string>>,
): Promise<void> {
  const routes: [prefix: string, upstream: string, keepHost: boolean][] = [
    ['/api/core', config.coreServiceUrl.href, false],
    ['/api/tips', config.tipsServiceUrl.href, false],
  ];
  if (config.sandboxProcessorUrl !== null) {
    const sandbox = config.sandboxProcessorUrl.href.replace(/\/$/, '');
    // The card processor's 3-D Secure page stands in for a provider's own site: it checks the
    // return address against the origin the browser sees, so it is told the guest's Host.
    routes.push(['/sandbox-provider', `${sandbox}/sandbox-provider`, true]);
    routes.push(['/sandbox-assets', `${sandbox}/sandbox-assets`, false]);
  }
  for (const [prefix, upstream, keepHost] of routes) {
    await app.register(httpProxy, {
      upstream: upstream.replace(/\/$/, ''),
      prefix,
      // No retry of anything: GETs are retried by the browser's policy, POSTs never blindly.
      retryMethods: [],
      // The bodies are read by the scope's parser (proxied-body.ts), within the body limit.
      proxyPayloads: false,
      disableRequestLogging: true,
      replyOptions: {
        // A redirect a service answers keeps only a plain path (http/plain-path.ts).
        rewriteHeaders: (headers) => withPlainLocation(headers),
        rewriteRequestHeaders: (request, headers) => ({
          ...headers,
          // The guest's address and the origin the page was reached on: the services' own records,
          // and the origin a payment's returnUrl must name (docs/service-contract.md).
          'x-forwarded-for': request.ip,
          'x-forwarded-host': request.host,
          'x-forwarded-proto': request.protocol,
          ...(keepHost ? { host: request.headers.host ?? headers['host'] } : {}),
          ...traceHeaders(request.raw),
        }),
      },
      undici: {
        headersTimeout: config.upstreamTimeoutMs,
        bodyTimeout: config.upstreamTimeoutMs,
        connections: 64,
      },
    });
  }
}
