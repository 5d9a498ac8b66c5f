import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { CompressedFiles, acceptedEncodings, isCompressible } from './compressed-files';

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

describe('CompressedFiles', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tipwell-compress-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('compresses text files only', () => {
    expect(isCompressible('/a/b.js')).toBe(true);
    expect(isCompressible('/a/B.CSS')).toBe(true);
    expect(isCompressible('/a/index.html')).toBe(true);
    expect(isCompressible('/a/b.png')).toBe(false);
    expect(isCompressible('/a/b.woff2')).toBe(false);
  });

  it('leaves small files alone and recompresses a file whose mtime changed', async () => {
    const files = new CompressedFiles();
    const small = join(dir, 'small.js');
    writeFileSync(small, 'x');
    expect(await files.bodyFor(small, 'gzip')).toBeNull();

    const file = join(dir, 'app.js');
    writeFileSync(file, 'console.log("one");\n'.repeat(200));
    const first = await files.bodyFor(file, 'gzip');
    expect(first?.encoding).toBe('gzip');
    expect(gunzipSync(first?.body ?? Buffer.alloc(0)).toString()).toContain('"one"');
    // Cached: the same bytes, not compressed again.
    expect((await files.bodyFor(file, 'gzip'))?.body).toBe(first?.body);

    writeFileSync(file, 'console.log("two");\n'.repeat(200));
    const later = new Date(Date.now() + 10_000);
    utimesSync(file, later, later);
    const second = await files.bodyFor(file, 'gzip');
    expect(gunzipSync(second?.body ?? Buffer.alloc(0)).toString()).toContain('"two"');
  });
});
