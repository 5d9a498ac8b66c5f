import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Extensions of text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.map',
  '.txt',
  '.webmanifest',
]);

/** Smaller files gain nothing once the Content-Encoding header is paid for. */
const MIN_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

export interface CompressedFile {
  readonly encoding: Encoding;
  readonly body: Buffer;
}

interface CacheEntry {
  readonly mtimeMs: number;
  readonly size: number;
  readonly variants: Promise<ReadonlyMap<Encoding, Buffer>>;
}

/** Whether the file's type is text that compression shrinks. */
export function isCompressible(file: string): boolean {
  return COMPRESSIBLE.has(extname(file).toLowerCase());
}

/** The encodings an Accept-Encoding header allows (q > 0), best first (br, then gzip). */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  const quality = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    if (token === '') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    quality.set(token, Number.isFinite(value) ? value : 0);
  }
  const allowed = (name: Encoding): boolean => (quality.get(name) ?? quality.get('*') ?? 0) > 0;
  return (['br', 'gzip'] as const).filter(allowed);
}

async function compressAll(file: string): Promise<ReadonlyMap<Encoding, Buffer>> {
  const raw = await readFile(file);
  const [br, gz] = await Promise.all([
    brotliAsync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzipAsync(raw, { level: 9 }),
  ]);
  const variants = new Map<Encoding, Buffer>();
  if (br.length < raw.length) variants.set('br', br);
  if (gz.length < raw.length) variants.set('gzip', gz);
  return variants;
}

/**
 * Compressed copies of static files, made once per file and modification time: a rebuilt file
 * (new mtime or size) is compressed again on its next request.
 */
export class CompressedFiles {
  private readonly cache = new Map<string, CacheEntry>();

  /** The best compressed body the client accepts, or null to send the file as it is. */
  async bodyFor(file: string, acceptEncoding: string | undefined): Promise<CompressedFile | null> {
    if (!isCompressible(file)) return null;
    const accepted = acceptedEncodings(acceptEncoding);
    if (accepted.length === 0) return null;
    const { mtimeMs, size } = statSync(file);
    if (size < MIN_BYTES) return null;
    let entry = this.cache.get(file);
    if (entry === undefined || entry.mtimeMs !== mtimeMs || entry.size !== size) {
      // A file gone or unreadable between stat and read is sent as it is, not retried per request.
      entry = { mtimeMs, size, variants: compressAll(file).catch(() => new Map()) };
      this.cache.set(file, entry);
    }
    const variants = await entry.variants;
    for (const encoding of accepted) {
      const body = variants.get(encoding);
      if (body !== undefined) return { encoding, body };
    }
    return null;
  }
}
