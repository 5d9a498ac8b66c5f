import { request as httpRequest, createServer, type Server } from 'node:http';
import { gzipSync } from 'node:zlib';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript)|image\/svg\+xml)/;

/**
 * A loopback reverse proxy that gzips text responses, as a CDN or any production front server
 * does. Only for `npm run bench` to show the product's figures with text compression beside the
 * sandbox's own (which compresses with brotli or gzip itself).
 */
export async function startGzipProxy(
  target: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const upstream = new URL(target);
  const server: Server = createServer((incoming, outgoing) => {
    const headers = { ...incoming.headers, host: upstream.host, 'accept-encoding': 'identity' };
    const forward = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: incoming.url,
        method: incoming.method,
        headers,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          let body = Buffer.concat(chunks);
          const out = { ...response.headers };
          delete out['content-length'];
          delete out['transfer-encoding'];
          const accepts = String(incoming.headers['accept-encoding'] ?? '').includes('gzip');
          if (accepts && COMPRESSIBLE.test(String(response.headers['content-type'] ?? ''))) {
            body = gzipSync(body);
            out['content-encoding'] = 'gzip';
            out['vary'] = 'Accept-Encoding';
          }
          out['content-length'] = String(body.length);
          outgoing.writeHead(response.statusCode ?? 502, out).end(body);
        });
      },
    );
    forward.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
