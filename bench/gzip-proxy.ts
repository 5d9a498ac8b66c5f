import {
  request as httpRequest,
  createServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { gzip } from 'node:zlib';
import { promisify } from 'node:util';

const gzipAsync = promisify(gzip);

/** The guest's rows' collector (bench/guest.ts). */
const COLLECTOR_PATH = '/__bench/guest';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript)|image\/svg\+xml)/;

/**
 * A loopback reverse proxy that gzips text responses, as a CDN or any production front server
 * does. Only for `npm run bench` to show the product's figures with text compression beside the
 * sandbox's own (which compresses with brotli or gzip itself). Like a CDN, it compresses an
 * immutable file once and keeps it, and compresses off the event loop (zlib's thread pool): it
 * runs in the bench's process, beside the server it measures, and a 350 KB file gzipped there on
 * every request held that server's answers back.
 */
/**
 * The guest's rows' collector (bench/guest.ts): a page's observer posts its figures to
 * `/__bench/guest?run=…` at the page's own origin, and the bench reads them back with a GET.
 * True when the request was the collector's.
 */
function collected(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  reports: Map<string, unknown[]>,
): boolean {
  const url = new URL(incoming.url ?? '/', 'http://proxy');
  if (url.pathname !== COLLECTOR_PATH) return false;
  const run = url.searchParams.get('run') ?? '';
  if (incoming.method !== 'POST') {
    outgoing.writeHead(200, { 'content-type': 'application/json' });
    outgoing.end(JSON.stringify(reports.get(run) ?? []));
    return true;
  }
  const chunks: Buffer[] = [];
  incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
  incoming.on('end', () => {
    try {
      reports.set(run, [...(reports.get(run) ?? []), JSON.parse(Buffer.concat(chunks).toString())]);
    } catch {
      // A report cut short: the bench waits for the next one.
    }
    outgoing.writeHead(204).end();
  });
  return true;
}

export async function startGzipProxy(
  target: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const upstream = new URL(target);
  const kept = new Map<string, Promise<Buffer>>();
  const compress = (url: string, body: Buffer, immutable: boolean): Promise<Buffer> => {
    if (!immutable) return gzipAsync(body);
    let compressed = kept.get(url);
    if (compressed === undefined) {
      compressed = gzipAsync(body);
      kept.set(url, compressed);
    }
    return compressed;
  };
  const reports = new Map<string, unknown[]>();
  const server: Server = createServer((incoming, outgoing) => {
    if (collected(incoming, outgoing, reports)) return;
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
          const body = Buffer.concat(chunks);
          const out = { ...response.headers };
          delete out['content-length'];
          delete out['transfer-encoding'];
          const send = (sent: Buffer): void => {
            out['content-length'] = String(sent.length);
            outgoing.writeHead(response.statusCode ?? 502, out).end(sent);
          };
          const accepts = String(incoming.headers['accept-encoding'] ?? '').includes('gzip');
          if (!accepts || !COMPRESSIBLE.test(String(response.headers['content-type'] ?? ''))) {
            send(body);
            return;
          }
          const immutable =
            response.statusCode === 200 &&
            /\bimmutable\b/.test(String(response.headers['cache-control'] ?? ''));
          compress(incoming.url ?? '', body, immutable).then(
            (compressed) => {
              out['content-encoding'] = 'gzip';
              out['vary'] = 'Accept-Encoding';
              send(compressed);
            },
            () => outgoing.writeHead(502).end(),
          );
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
