// `npm run sandbox`: the stand-in for the core and tips services, the sandbox card provider and
// the demo assets, on SANDBOX_PORT (default 8787). apps/server serves the app in front of it.
import { fileURLToPath } from 'node:url';
import { processorFrom, startSandbox } from './server';

const defaultDb = fileURLToPath(new URL('../data/sandbox.db', import.meta.url));
const dbPath = process.env['SANDBOX_DB'] ?? defaultDb;
// The world a new or reset database gets: the demo world, or the same codes with hostile text.
const seed = process.env['SANDBOX_SEED'] === 'hostile' ? 'hostile' : 'demo';

const server = await startSandbox({
  port: Number(process.env['SANDBOX_PORT'] ?? 8787),
  host: process.env['SANDBOX_HOST'] ?? '127.0.0.1',
  dbPath,
  reset: process.env['SANDBOX_RESET'] === '1',
  seed,
  processor: processorFrom(process.env['SANDBOX_PROCESSOR']),
  logger: { level: 'warn' },
});

console.log(`Sandbox listening at ${server.url}`);
console.log(`  core service  ${server.url}/api/core   tips service  ${server.url}/api/tips`);
console.log(`  database      ${dbPath} (${seed} world when new or reset)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
