import { createReadStream, statSync } from 'node:fs';
import { extname, resolve, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from '../http/fingerprint-guard';
import { HttpError, errorBody } from '../http/http-error';
import { CompressedFiles, isCompressible } from './compressed-files';

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

/**
 * Serves the built web app: its files, long-cached under /assets/ (hashed names), and index.html
 * (never stored) for every other GET path the app routes itself (/L100, /qr/100/tab-42, …).
 * Text files go out brotli- or gzip-compressed when the client accepts it (cached per file+mtime).
 */
export function registerStaticFiles(app: FastifyInstance, staticDir: string): void {
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
    return send(compressed, request, reply, index, 'no-store');
  });
}
