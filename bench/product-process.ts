// The product the bench measures, in a process of its own as it is deployed: the server with the
// sandbox beside it on a temporary database (argv[2]), and the gzip proxy in front (a CDN's stand-in).
// The bench's own process drives Playwright and Lighthouse and parses every DevTools event they
// receive; a server sharing that event loop answered a landing's requests late (decision 0027).
// Tells its parent both addresses, and stops when the parent goes.
import { startLocalStack } from '../scripts/local-stack';
import { startGzipProxy } from './gzip-proxy';

/** What the product's process tells the bench once it listens. */
export interface ProductAddresses {
  readonly url: string;
  readonly gzipUrl: string;
}

const dbPath = process.argv[2];
if (dbPath === undefined || process.send === undefined) {
  throw new Error('run by bench/main.ts: fork(product-process.ts, [dbPath])');
}
const stack = await startLocalStack({ port: 0, sandboxPort: 0, dbPath, seed: 'demo' });
const proxy = await startGzipProxy(stack.url);
const addresses: ProductAddresses = { url: stack.url, gzipUrl: proxy.url };
process.send(addresses);
process.on('disconnect', () => {
  void Promise.all([proxy.close(), stack.close()]).finally(() => process.exit(0));
});
