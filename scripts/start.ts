// `npm start`: builds the web app when needed, then serves it with the sandbox services on one port.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { startSandbox } from '@tipwell/sandbox';
import { buildWebIfNeeded, webDist } from './build-web';
import { demoCards, demoLinks } from './demo-links';

const root = new URL('..', import.meta.url).pathname;
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const dbPath = process.env.SANDBOX_DB ?? join(root, 'apps/sandbox/data/sandbox.db');

buildWebIfNeeded();
mkdirSync(dirname(dbPath), { recursive: true });
const server = await startSandbox({ port, host, dbPath, staticDir: webDist });

console.log(`\nTipwell is running at ${server.url} (database ${dbPath})\n`);
console.log('Demo links:');
for (const link of demoLinks) console.log(`  ${server.url}${link.path.padEnd(18)} ${link.what}`);
console.log('\nSandbox cards (any future expiry, any 3-digit CVC):');
for (const card of demoCards) console.log(`  ${card.number}  ${card.outcome}`);
console.log('\nPress Ctrl+C to stop.');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
