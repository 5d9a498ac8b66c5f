import { createReadStream, statSync } from 'node:fs';
import { extname, resolve, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from '../http/fingerprint-guard';
import { HttpError, errorBody } from '../http/http-error';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import type { FaultInjector } from '../faults/fault-queue';
import { cspHash, inlineBlocksOf } from '../security/inline-blocks';
import type { SecurityPolicy } from '../security/security-policy';
import { acceptedEncodings, CompressedFiles, isCompressible } from './compressed-files';
import type { LandingRenderer } from './landing-renderer';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
};

const LONG_CACHE = 'public, max-age=31536000, immutable';

/** A file inside `root` for a URL path, or null (missing, a folder, or outside the root). */
export function fileFor(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = resolve(root, `.${decoded}`);
  if (!file.startsWith(root + sep)) return null;
  try {
    return statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

async function send(
  compressed: CompressedFiles,
  request: FastifyRequest,
  reply: FastifyReply,
  file: string,
  cacheControl: string,
): Promise<FastifyReply> {
  reply
    .type(TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream')
    .header('Cache-Control', cacheControl);
  if (!isCompressible(file)) return reply.send(createReadStream(file));
  reply.header('Vary', 'Accept-Encoding');
  const body = await compressed.bodyFor(file, request.headers['accept-encoding']);
  if (body === null) return reply.send(createReadStream(file));
  return reply
    .header('Content-Encoding', body.encoding)
    .header('Content-Length', String(body.body.length))
    .send(body.body);
}

export interface LandingRendering {
  /** The web app's landing renderer (null: none was built). */
  readonly renderer: Promise<LandingRenderer | null>;
  /** Hashes the rendered page's inline styles into its Content-Security-Policy. */
  readonly policy: SecurityPolicy;
  /** While a test has faults armed, the browser meets them itself: no rendering on the server. */
  readonly faults?: FaultInjector | undefined;
}

/** Where this server answers itself (the renderer asks the services over loopback); null if not listening. */
function loopbackOrigin(app: FastifyInstance): string | null {
  const address = app.server.address() as AddressInfo | string | null;
  if (address === null || typeof address === 'string') return null;
  return address.family === 'IPv6'
    ? `http://[::1]:${address.port}`
    : `http://127.0.0.1:${address.port}`;
}

/** The rendered landing of a path, or null to serve the static shell. */
async function renderedLanding(
  app: FastifyInstance,
  rendering: LandingRendering | undefined,
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
): Promise<FastifyReply | null> {
  if (rendering === undefined || rendering.faults?.armed() === true) return null;
  const renderer = await rendering.renderer;
  const origin = loopbackOrigin(app);
  if (renderer === null || origin === null) return null;
  let page;
  try {
    page = await renderer.render(path, origin);
  } catch (error) {
    request.log.warn({ err: error, path }, 'landing not rendered; the static shell is served');
    return null;
  }
  if (page === null) return null;
  const hashes = inlineBlocksOf(page.html).styleHashes;
  // Only the scripts the renderer vouches for, and only if the page carries them as they are.
  const scriptHashes = (page.inlineScripts ?? [])
    .filter((text) => page.html.includes(`<script type="module">${text}</script>`))
    .map(cspHash);
  reply
    .type(TYPES['.html'] ?? 'text/html')
    .header('Cache-Control', 'no-store')
    .header('Vary', 'Accept-Encoding')
    .header(
      'Content-Security-Policy',
      rendering.policy.documentPolicyWith(hashes, request.protocol === 'https', scriptHashes),
    );
  if (acceptedEncodings(request.headers['accept-encoding']).includes('gzip')) {
    return reply.header('Content-Encoding', 'gzip').send(gzipSync(page.html));
  }
  return reply.send(page.html);
}

/**
 * Serves the built web app: its files, long-cached under /assets/ (hashed names), and index.html
 * (never stored) for every other GET path the app routes itself (/L100, /qr/100/tab-42, …); a
 * code's landing rendered on the server when the app's renderer is there (`rendering`).
 * Text files go out brotli- or gzip-compressed when the client accepts it (cached per file+mtime).
 */
export function registerStaticFiles(
  app: FastifyInstance,
  staticDir: string,
  rendering?: LandingRendering,
): void {
  const root = resolve(staticDir);
  const index = resolve(root, 'index.html');
  const compressed = new CompressedFiles();
  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (isApiPath(path)) {
      return reply
        .status(404)
        .send(errorBody(new HttpError(404, 'NOT_FOUND', `No route for GET ${path}`)));
    }
    const file = path === '/' ? null : fileFor(root, path);
    if (file !== null && file !== index) {
      return send(
        compressed,
        request,
        reply,
        file,
        path.startsWith('/assets/') ? LONG_CACHE : 'no-cache',
      );
    }
    if (path.startsWith('/assets/') || path.startsWith('/sandbox-')) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    const rendered = await renderedLanding(app, rendering, request, reply, path);
    if (rendered !== null) return rendered;
    return send(compressed, request, reply, index, 'no-store');
  });
}
