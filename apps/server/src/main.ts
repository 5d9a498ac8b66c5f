// `npm run serve` (and the container's command): the web server alone, configured by the
// environment (README: Configuration). Exits non-zero naming any variable that does not validate.
import { fileURLToPath } from 'node:url';
import { ConfigError, readServerConfig, type ServerConfig } from './config';
import { startServer } from './server';

const staticDir =
  process.env['STATIC_DIR'] || fileURLToPath(new URL('../../web/dist', import.meta.url));

let config: ServerConfig;
try {
  config = readServerConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(2);
}

const server = await startServer(config, { staticDir });
server.app.log.info(
  {
    url: server.url,
    core: config.coreServiceUrl.origin,
    tips: config.tipsServiceUrl.origin,
    processors: config.processors,
  },
  'Tipwell server listening',
);

let stopping = false;
/**
 * SIGTERM (a rolling deploy, a scale-down): stop accepting, let in-flight requests finish within
 * the grace period, exit 0. Past the grace period the rest are cut and the exit is 1.
 */
function stop(signal: string): void {
  if (stopping) return;
  stopping = true;
  server.app.log.info({ signal, graceMs: config.shutdownGraceMs }, 'shutting down');
  const forced = setTimeout(() => {
    server.app.log.error('in-flight requests outlasted the grace period');
    process.exit(1);
  }, config.shutdownGraceMs);
  forced.unref();
  void server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
}
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
