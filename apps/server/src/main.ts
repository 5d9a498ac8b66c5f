// `npm run serve` (and the container's command): the web server alone, configured by the
// environment (README: Configuration). Exits 2 naming any variable that does not validate, or
// that production must set.
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { ConfigError, readServerConfig, type ServerConfig } from './config';
import { startServer } from './server';
import { startOpenTelemetry, type OpenTelemetry } from './observability/open-telemetry';

let config: ServerConfig;
try {
  config = readServerConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(2);
}

const staticDir = config.staticDir ?? fileURLToPath(new URL('../../web/dist', import.meta.url));

// Off unless the OTEL_* variables name an exporter: then, and only then, the SDK is loaded.
const openTelemetry: OpenTelemetry | null =
  config.openTelemetry === null ? null : await startOpenTelemetry(config.openTelemetry);

const server = await startServer(config, {
  staticDir,
  ...(openTelemetry === null ? {} : { spans: openTelemetry.spans }),
});
server.app.log.info(
  {
    url: server.url,
    metrics: server.metricsUrl,
    core: config.coreServiceUrl.origin,
    tips: config.tipsServiceUrl.origin,
    processors: config.processors,
    openTelemetry: openTelemetry !== null,
  },
  'Tipwell server listening',
);

/**
 * SIGTERM or SIGINT (a rolling deploy, a scale-down): stop accepting, let in-flight requests
 * finish within the grace period, export the spans still buffered, exit 0. Past the grace period
 * (or on a second signal) the rest are cut and the exit is 1.
 */
closeWithGrace(
  {
    delay: config.shutdownGraceMs,
    logger: false,
    onTimeout: () => server.app.log.error('in-flight requests outlasted the grace period'),
    onSecondSignal: (signal) => server.app.log.error({ signal }, 'second signal: exiting now'),
  },
  async ({ signal, err }) => {
    if (err !== undefined) server.app.log.fatal({ err }, 'uncaught error; shutting down');
    server.app.log.info({ signal, graceMs: config.shutdownGraceMs }, 'shutting down');
    await server.close();
    await openTelemetry?.shutdown();
  },
);
