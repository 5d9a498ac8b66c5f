import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import {
  acceptedEncodings,
  compressBody,
  isCompressible,
  precompressBuild,
  variantFor,
} from './compressed-files';

describe('acceptedEncodings', () => {
  it('prefers brotli, then gzip, and honours q=0 and *', () => {
    expect(acceptedEncodings('gzip, deflate, br')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('gzip;q=0.5')).toEqual(['gzip']);
    expect(acceptedEncodings('br;q=0, gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('*, gzip;q=0')).toEqual(['br']);
    expect(acceptedEncodings('identity')).toEqual([]);
    expect(acceptedEncodings(undefined)).toEqual([]);
  });

  it('never offers an encoding the header refuses with q=0', () => {
    fc.assert(
      fc.property(fc.constantFrom('br', 'gzip'), fc.string(), (refused, other) => {
        const header = `${other.replace(/[,;]/g, '')}, ${refused};q=0`;
        expect(acceptedEncodings(header)).not.toContain(refused);
      }),
    );
  });
});

describe('precompressBuild', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tipwell-compress-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('compresses text files only', () => {
    expect(isCompressible('/a/b.js')).toBe(true);
    expect(isCompressible('/a/B.CSS')).toBe(true);
    expect(isCompressible('/a/index.html')).toBe(true);
    expect(isCompressible('/a/b.png')).toBe(false);
    expect(isCompressible('/a/b.woff2')).toBe(false);
    expect(isCompressible('/a/b.js.map')).toBe(false);
  });

  it('writes .br and .gz beside each text file worth it, and leaves small files and images alone', () => {
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'small.js'), 'x');
    const text = 'console.log("one");\n'.repeat(200);
    writeFileSync(join(dir, 'assets', 'app.js'), text);
    writeFileSync(join(dir, 'assets', 'logo.png'), Buffer.alloc(4096, 7));
    expect(precompressBuild(dir)).toBe(1);
    expect(gunzipSync(readFileSync(join(dir, 'assets', 'app.js.gz'))).toString()).toBe(text);
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'app.js.br'))).toString()).toBe(
      text,
    );
    expect(existsSync(join(dir, 'assets', 'small.js.gz'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'logo.png.gz'))).toBe(false);
  });

  it('picks the best variant the client accepts', () => {
    const body = compressBody(Buffer.from('<p>tip</p>'.repeat(300)));
    expect(variantFor(body, 'gzip, br')?.encoding).toBe('br');
    expect(variantFor(body, 'gzip')?.encoding).toBe('gzip');
    expect(variantFor(body, undefined)).toBeNull();
  });
});
