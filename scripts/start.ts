// `npm start`: builds the web app and its server when needed, then runs the sandbox (the services'
// stand-in, on SANDBOX_PORT) and apps/server in front of it (on PORT), and prints the demo links.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ConfigError } from '@tipwell/server';
import { buildWebIfNeeded } from './build-web';
import { demoCards, demoLinks } from './demo-links';
import { startLocalStack } from './local-stack';

const root = new URL('..', import.meta.url).pathname;
const dbPath = process.env.SANDBOX_DB ?? join(root, 'apps/sandbox/data/sandbox.db');

buildWebIfNeeded();
mkdirSync(dirname(dbPath), { recursive: true });
let stack;
try {
  stack = await startLocalStack({
    port: Number(process.env.PORT ?? 8080),
    host: process.env.HOST ?? '127.0.0.1',
    sandboxPort: Number(process.env.SANDBOX_PORT ?? 8787),
    dbPath,
  });
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(2);
}
const running = stack;

console.log(`\nTipwell is running at ${running.url} (database ${dbPath})`);
console.log(`The sandbox services answer beside it at ${running.sandboxUrl}\n`);
console.log('Demo links:');
for (const link of demoLinks) console.log(`  ${running.url}${link.path.padEnd(18)} ${link.what}`);
console.log('\nSandbox cards (any future expiry, any 3-digit CVC):');
for (const card of demoCards) console.log(`  ${card.number}  ${card.outcome}`);
console.log('\nPress Ctrl+C to stop.');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void running.close().then(() => process.exit(0));
  });
}
