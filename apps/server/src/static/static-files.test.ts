import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_CONFIG_KEYS, readBrowserConfig } from '@tipwell/core/vocabulary';
import { precompressBuild } from './compressed-files';
import { buildDir, removeDir, startTestStack, type TestStack } from '../test-support/test-stack';

const BIG_SCRIPT = 'export const tip = (a) => a + 1;\n'.repeat(500);
const INDEX = `<!doctype html><html><head><title>Tipwell</title></head><body>${'<p>Tip</p>'.repeat(200)}</body></html>`;

describe('serving the built web app', () => {
  let stack: TestStack;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = buildDir({
      'index.html': INDEX,
      'assets/app-abc123.js': 'console.log(1)',
      'assets/main-def456.js': BIG_SCRIPT,
      'assets/main-def456.js.map': '{"version":3,"sources":["src/main.ts"]}',
      'assets/logo-1.png': Buffer.alloc(4096, 7),
      '.vite/manifest.json': '{"src/main.ts":{"file":"assets/main-def456.js"}}',
      'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    });
    precompressBuild(staticDir);
    stack = await startTestStack(staticDir, {
      PRODUCT_NAME: "Tipwell's <Tips>",
      RENDER_LANDINGS: 'off',
    });
  });
  afterAll(async () => {
    await stack.close();
    removeDir(staticDir);
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    stack.app.inject({ method: 'GET', url, headers });

  it("sends the page, never stored, for every app route, with the browser's configuration in it", async () => {
    for (const url of [
      '/',
      '/L100',
      '/L100/user/501',
      '/qr/100/tab-42',
      '/external?redirectResult=x',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>Tipwell</title>');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-type']).toContain('text/html');
    }
    const doc = (await get('/L100')).body;
    const content = /<meta name="tipwell-config" content='([^']*)'>/.exec(doc)?.[1] ?? '';
    const decoded = content
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    const written: unknown = JSON.parse(decoded);
    expect(written).toMatchObject({
      productName: "Tipwell's <Tips>",
      ipLookupUrl: '/api/ip',
    });
    // One schema, both sides (decision 0037): the server writes exactly the keys the page reads,
    // and reading them back through the schema changes nothing.
    expect(Object.keys(written as object).sort()).toEqual([...BROWSER_CONFIG_KEYS].sort());
    expect(readBrowserConfig(written)).toEqual(written);
    expect(doc).not.toContain('<Tips>');
  });

  it('gives a page load without a well-formed device cookie one of its own, and files none', async () => {
    const minted = (await get('/qr/100/tab-42')).headers['set-cookie'];
    expect(minted).toMatch(
      /^tipwell_device=[0-9a-f-]{36}; Path=\/; Max-Age=34560000; SameSite=Lax$/,
    );
    const over = await stack.app.inject({
      method: 'GET',
      url: '/L100',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(String(over.headers['set-cookie'])).toMatch(/^tipwell_device=[0-9a-f-]{36};/);
    const known = 'tipwell_device=0b6f4c1e-8a55-4e53-9c1f-2a9d1f0c7e11';
    expect((await get('/L100', { cookie: known })).headers['set-cookie']).toBeUndefined();
    // A malformed id is replaced by a minted one, never sent back.
    for (const cookie of ['tipwell_device=x', 'tipwell_device="><script>', 'other=1']) {
      const page = await get('/L100', { cookie });
      expect(page.statusCode, cookie).toBe(200);
      expect(page.headers['set-cookie'], cookie).toMatch(/^tipwell_device=[0-9a-f-]{36};/);
    }
    expect((await get('/favicon.svg')).headers['set-cookie']).toBeUndefined();
  });

  it('hashed assets: a year, immutable; other files revalidated; ETag and 304', async () => {
    const asset = await get('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toContain('javascript');
    const etag = String(asset.headers['etag']);
    expect(etag).not.toBe('undefined');
    const again = await get('/assets/app-abc123.js', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const favicon = await get('/favicon.svg');
    expect(favicon.headers['content-type']).toBe('image/svg+xml');
    expect(favicon.headers['cache-control']).toBe('no-cache');
    expect((await get('/assets/missing.js')).statusCode).toBe(404);
  });

  it('sends the .br and .gz written at build time, keeping the cache headers', async () => {
    const url = '/assets/main-def456.js';
    const brotli = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(String(brotli.headers['vary'])).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toContain('immutable');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(BIG_SCRIPT);
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BIG_SCRIPT);
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
    const image = await get('/assets/logo-1.png', { 'accept-encoding': 'gzip, br' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.rawPayload.length).toBe(4096);
  });

  it('compresses the page (still no-store)', async () => {
    const page = await get('/L100', { 'accept-encoding': 'gzip' });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(gunzipSync(page.rawPayload).toString()).toContain('<title>Tipwell</title>');
  });

  it('never serves the build manifest, source maps, or anything outside the folder', async () => {
    for (const url of [
      '/.vite/manifest.json',
      '/assets/main-def456.js.map',
      '/assets/main-def456.js.br',
      '/index.html',
      '/../package.json',
      '/%2e%2e/package.json',
      '/assets/..%2f..%2fpackage.json',
    ]) {
      const response = await get(url);
      expect(response.body, url).not.toContain('"sources"');
      expect(response.body, url).not.toContain('src/main.ts');
      expect(response.body, url).not.toContain('"name"');
    }
    expect((await get('/assets/main-def456.js.map')).statusCode).toBe(404);
  });

  it("unknown API paths are the services' 404 envelopes, not the app", async () => {
    const response = await get('/api/core/v1/nothing', { 'x-device-fingerprint': 'fp' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
