// `npm run sandbox`: the core and tips services, the sandbox card provider and (with
// SANDBOX_STATIC_DIR) the built web app, on one port.
import { fileURLToPath } from 'node:url';
import { processorFrom, startSandbox } from './server';

const defaultDb = fileURLToPath(new URL('../data/sandbox.db', import.meta.url));
const dbPath = process.env['SANDBOX_DB'] ?? defaultDb;
const staticDir = process.env['SANDBOX_STATIC_DIR'];
// The world a new or reset database gets: the demo world, or the same codes with hostile text.
const seed = process.env['SANDBOX_SEED'] === 'hostile' ? 'hostile' : 'demo';

const server = await startSandbox({
  port: Number(process.env['PORT'] ?? 8080),
  host: process.env['HOST'] ?? '127.0.0.1',
  dbPath,
  staticDir: staticDir === '' ? undefined : staticDir,
  reset: process.env['SANDBOX_RESET'] === '1',
  seed,
  processor: processorFrom(process.env['SANDBOX_PROCESSOR']),
  logger: { level: 'warn' },
});

console.log(`Sandbox listening at ${server.url}`);
console.log(`  core service  ${server.url}/api/core   tips service  ${server.url}/api/tips`);
console.log(`  database      ${dbPath} (${seed} world when new or reset)`);
if (staticDir) console.log(`  web app       ${staticDir}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
