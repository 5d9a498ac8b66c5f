import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/** Builds the bare React page (production, minified) into `outDir`. */
export async function buildBaseline(outDir: string): Promise<void> {
  await build({
    root: new URL('.', import.meta.url).pathname,
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, modulePreload: { polyfill: false } },
  });
}

/**
 * A tiny static server on loopback for the built page. Gzip when the client accepts it and the
 * product's server does too, so both are measured under the same transfer rules.
 */
export async function serveBaseline(
  dir: string,
  options: { gzip: boolean },
): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const path = normalize(new URL(request.url ?? '/', 'http://x').pathname);
    const file = join(dir, path === '/' ? 'index.html' : path);
    readFile(file)
      .then((body) => {
        const headers: Record<string, string> = {
          'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        };
        const accepts = String(request.headers['accept-encoding'] ?? '').includes('gzip');
        if (options.gzip && accepts) {
          headers['Content-Encoding'] = 'gzip';
          response.writeHead(200, headers).end(gzipSync(body));
        } else {
          response.writeHead(200, headers).end(body);
        }
      })
      .catch(() => response.writeHead(404).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
