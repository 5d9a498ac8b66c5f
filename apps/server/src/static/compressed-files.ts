import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Extensions of text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.webmanifest',
]);

/** Smaller files gain nothing once the Content-Encoding header is paid for. */
const MIN_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

/** A body and its compressed variants (only those smaller than it). */
export interface CompressedBody {
  readonly raw: Buffer;
  readonly variants: ReadonlyMap<Encoding, Buffer>;
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

/**
 * Brotli (best) and gzip (best) of a body, kept only where smaller. `fast`: a per-request body
 * (a rendered page), where a middling brotli level costs a fraction of the best one's time.
 */
export function compressBody(raw: Buffer, options: { fast?: boolean } = {}): CompressedBody {
  const variants = new Map<Encoding, Buffer>();
  if (raw.length < MIN_BYTES) return { raw, variants };
  const br = brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: options.fast === true ? 5 : 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
  const gz = gzipSync(raw, { level: options.fast === true ? 6 : 9 });
  if (br.length < raw.length) variants.set('br', br);
  if (gz.length < raw.length) variants.set('gzip', gz);
  return { raw, variants };
}

/** The best variant the client accepts, or null to send the body as it is. */
export function variantFor(
  body: CompressedBody,
  acceptEncoding: string | undefined,
): { readonly encoding: Encoding; readonly body: Buffer } | null {
  for (const encoding of acceptedEncodings(acceptEncoding)) {
    const variant = body.variants.get(encoding);
    if (variant !== undefined) return { encoding, body: variant };
  }
  return null;
}

/**
 * Writes `file.br` and `file.gz` beside every compressible file of a build (at build time, once),
 * so the server sends them without compressing per request. Returns how many files it compressed.
 */
export function precompressBuild(dir: string): number {
  let count = 0;
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const file = join(dir, entry);
    if (!isCompressible(file) || !statSync(file).isFile()) continue;
    const { variants } = compressBody(readFileSync(file));
    const br = variants.get('br');
    const gz = variants.get('gzip');
    if (br !== undefined) writeFileSync(`${file}.br`, br);
    if (gz !== undefined) writeFileSync(`${file}.gz`, gz);
    if (br !== undefined || gz !== undefined) count += 1;
  }
  return count;
}
