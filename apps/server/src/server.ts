import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ServerConfig } from './config';
import { clientErrorAnswer, frameworkErrors, registerErrorEnvelope } from './http/error-envelope';
import { registerHealthRoutes } from './http/health';
import { refuseRepeatedHeaders } from './http/once-only-headers';
import { registerInsightsRoute } from './insights/insights-route';
import { registerRequestLog } from './http/request-log';
import { registerSecurityHeaders, securityPolicyFor } from './http/security-headers';
import { appShell, registerAppFiles } from './static/static-files';
import { loadLandingRenderer } from './static/landing-renderer';
import { readProxiedBodies } from './upstream/proxied-body';
import { registerServiceProxy } from './upstream/proxy';
import { serviceFetch } from './upstream/service-fetch';

export interface ServerOptions {
  /** The built web app (`apps/web/dist`; its renderer beside it in `dist-ssr`). */
  readonly staticDir: string;
  /** Fastify's logger (pino): the JSON lines go to `stream` when one is given (tests). */
  readonly logger?: FastifyServerOptions['logger'];
  /** false: never render a landing on the server (every page is the static shell). */
  readonly renderLandings?: boolean;
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
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    // Fastify's own per-request lines carry the URL with its query: request-log.ts writes one instead.
    logController: new LogController({ disableRequestLogging: true }),
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
    await registerServiceProxy(proxied, config);
  });
  const shell = appShell(options.staticDir, config.browser);
  const renderer =
    options.renderLandings === false || !config.renderLandings
      ? Promise.resolve(null)
      : loadLandingRenderer(options.staticDir, {
          template: shell,
          config: config.browser,
          fetch: serviceFetch(config, config.renderBudgetMs),
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
  readonly app: FastifyInstance;
  close(): Promise<void>;
}

/** Starts the server on `config.port` (0: a free one) and `config.host`. */
export async function startServer(
  config: ServerConfig,
  options: ServerOptions,
): Promise<RunningServer> {
  const app = await createServer(config, options);
  await app.listen({ port: config.port, host: config.host });
  const { port } = app.server.address() as AddressInfo;
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    app,
    close: () => app.close(),
  };
}
