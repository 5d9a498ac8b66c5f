import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import { clientErrorAnswer, frameworkErrors, registerErrorEnvelope } from './http/error-envelope';
import { registerHealthRoutes } from './http/health';
import { refuseRepeatedHeaders } from './http/once-only-headers';
import { registerInsightsRoute } from './insights/insights-route';
import { registerLoadShedding } from './http/load-shedding';
import { REDACTED } from './http/redaction';
import { registerRequestLog } from './http/request-log';
import { registerSecurityHeaders, securityPolicyFor } from './http/security-headers';
import { listenMetrics, metricsPlugin, ServerMetrics } from './observability/metrics';
import { plainSpans, type SpanStarter } from './observability/trace-context';
import { traceHeaders, tracedFetch, tracedLoggers, tracingPlugin } from './observability/tracing';
import { appShell, registerAppFiles } from './static/static-files';
import { loadLandingRenderer } from './static/landing-renderer';
import { readProxiedBodies } from './upstream/proxied-body';
import { registerServiceProxy } from './upstream/proxy';
import { serviceFetch } from './upstream/service-fetch';

export interface ServerOptions {
  /** The built web app (`apps/web/dist`; its renderer beside it in `dist-ssr`). */
  readonly staticDir: string;
  /** Fastify's logger (pino): the JSON lines go to `stream` when one is given (tests). */
  readonly logger?: { readonly level?: string; readonly stream?: NodeJS.WritableStream };
  /** false: never render a landing on the server (every page is the static shell). */
  readonly renderLandings?: boolean;
  /** Each request's span (OpenTelemetry's when it exports); default: trace ids only. */
  readonly spans?: SpanStarter;
  /** Where the answers are counted; none: no metrics (startServer makes one for METRICS_PORT). */
  readonly metrics?: ServerMetrics;
}

/**
 * The web server of Tipwell: the built app, a code's landing rendered with the web app's renderer,
 * the services behind a same-origin reverse proxy, the security headers and health probes. It
 * keeps no state between requests, so any number of replicas can serve one guest.
 */
export async function createServer(
  config: ServerConfig,
  options: ServerOptions,
): Promise<FastifyInstance> {
  const { policy, inlineScripts } = securityPolicyFor({
    processors: config.processors,
    environment: config.providerEnvironment,
    staticDir: options.staticDir,
  });
  const spans = options.spans ?? plainSpans;
  const { metrics } = options;
  const app = Fastify({
    logger: { level: config.logLevel, redact: REDACTED, ...options.logger },
    // Fastify's own per-request lines carry the URL with its query: request-log.ts writes one instead.
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: tracedLoggers(spans),
    genReqId: () => randomUUID(),
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    bodyLimit: 64 * 1024,
    // Finishes in-flight requests on close; new ones get 503 meanwhile.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    frameworkErrors: frameworkErrors(policy),
    clientErrorHandler: clientErrorAnswer(policy),
    routerOptions: { maxParamLength: 500 },
  });
  if (inlineScripts > 0) {
    app.log.warn(
      { inlineScripts },
      "index.html has inline scripts: the Content-Security-Policy (script-src 'self') refuses them",
    );
  }
  await app.register(tracingPlugin, { start: spans });
  if (metrics !== undefined) await app.register(metricsPlugin, { metrics });
  await registerLoadShedding(app, {
    maxEventLoopDelayMs: config.maxEventLoopDelayMs,
    onShed: () => metrics?.shed.inc(),
  });
  registerRequestLog(app);
  registerDraining(app);
  registerErrorEnvelope(app);
  registerSecurityHeaders(app, policy);
  registerHealthRoutes(app, config);
  app.get('/api/ip', async (request) => ({ ip: request.ip }));
  await registerInsightsRoute(app, config.insights);
  // The proxied routes in a scope of their own: a request repeating a once-only header is refused
  // before its body is read, and bodies are read whole within the limit before going upstream.
  await app.register(async (proxied) => {
    proxied.addHook('onRequest', refuseRepeatedHeaders);
    readProxiedBodies(proxied);
    await registerServiceProxy(proxied, config, (raw) => traceHeaders(raw, spans));
  });
  const fetchService = serviceFetch(config, config.renderBudgetMs);
  const shell = appShell(options.staticDir, config.browser);
  const renderer =
    options.renderLandings === false || !config.renderLandings
      ? Promise.resolve(null)
      : loadLandingRenderer(options.staticDir, {
          template: shell,
          config: config.browser,
          fetch: tracedFetch(metrics?.timedFetch(fetchService) ?? fetchService),
          timeoutMs: config.renderBudgetMs,
          log: app.log,
        }).catch((error: unknown) => {
          app.log.error({ err: error }, 'the landing renderer did not load');
          return null;
        });
  await registerAppFiles(app, {
    staticDir: options.staticDir,
    shell,
    policy,
    renderer,
    renderBudgetMs: config.renderBudgetMs,
    renderCacheMs: config.renderCacheMs,
    onRender: metrics && ((outcome) => metrics.renders.inc({ outcome })),
  });
  return app;
}

/**
 * While the server closes, an answer to a request in flight ends its connection: a browser's
 * keep-alive connection would otherwise hold the process open after its last request.
 */
function registerDraining(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('Connection', 'close');
    return payload;
  });
}

export interface RunningServer {
  readonly url: string;
  /** `GET /metrics` on METRICS_PORT; null: no metrics. */
  readonly metricsUrl: string | null;
  readonly app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * Starts the server on `config.port` (0: a free one) and `config.host`, and its metrics on
 * `config.metricsPort` when one is set.
 */
export async function startServer(
  config: ServerConfig,
  options: ServerOptions,
): Promise<RunningServer> {
  const metrics = config.metricsPort === null ? undefined : new ServerMetrics();
  const app = await createServer(config, { metrics, ...options });
  await app.listen({ port: config.port, host: config.host });
  const metricsServer =
    metrics === undefined || config.metricsPort === null
      ? null
      : await listenMetrics(metrics, config.metricsPort, config.host);
  const { port } = app.server.address() as AddressInfo;
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    metricsUrl: metricsServer?.url ?? null,
    app,
    close: async () => {
      await app.close();
      await metricsServer?.close();
    },
  };
}
