import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestSandbox, openTestSandbox } from '../test-support/test-sandbox';

const BIG_SCRIPT = 'export const tip = (a) => a + 1;\n'.repeat(500);

describe('serving the built web app', () => {
  let sandbox: TestSandbox;
  let staticDir: string;
  beforeAll(() => {
    staticDir = mkdtempSync(join(tmpdir(), 'tipwell-static-'));
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(
      join(staticDir, 'index.html'),
      `<!doctype html><title>Tipwell</title><body>${'<p>Tip</p>'.repeat(200)}</body>`,
    );
    writeFileSync(join(staticDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    writeFileSync(join(staticDir, 'assets', 'main-def456.js'), BIG_SCRIPT);
    writeFileSync(join(staticDir, 'assets', 'logo-1.png'), Buffer.alloc(4096, 7));
    writeFileSync(join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(tmpdir(), 'tipwell-secret.txt'), 'secret');
    sandbox = openTestSandbox({ staticDir });
  });
  afterAll(async () => {
    await sandbox.close();
    rmSync(staticDir, { recursive: true, force: true });
    rmSync(join(tmpdir(), 'tipwell-secret.txt'), { force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    sandbox.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('falls back to index.html, never cached, for app routes', async () => {
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
  });

  it('serves hashed assets with a long cache and other files revalidated', async () => {
    const asset = await get('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.headers['content-type']).toContain('text/javascript');
    const favicon = await get('/favicon.svg');
    expect(favicon.headers['content-type']).toBe('image/svg+xml');
    expect((await get('/assets/missing.js')).statusCode).toBe(404);
  });

  it('compresses text files when the client accepts it, keeping the cache headers', async () => {
    const url = '/assets/main-def456.js';
    const brotli = await get(url, 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toContain('Accept-Encoding');
    expect(brotli.headers['cache-control']).toContain('immutable');
    expect(brotli.headers['content-type']).toContain('text/javascript');
    expect(Number(brotli.headers['content-length'])).toBe(brotli.rawPayload.length);
    expect(brotli.rawPayload.length).toBeLessThan(BIG_SCRIPT.length / 5);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(BIG_SCRIPT);

    const gzip = await get(url, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(Number(gzip.headers['content-length'])).toBe(gzip.rawPayload.length);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BIG_SCRIPT);

    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toContain('Accept-Encoding');
    expect(plain.body).toBe(BIG_SCRIPT);
  });

  it('compresses index.html (still no-store) but never images', async () => {
    const page = await get('/L100', 'gzip');
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(gunzipSync(page.rawPayload).toString()).toContain('<title>Tipwell</title>');
    const image = await get('/assets/logo-1.png', 'gzip, br');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.rawPayload.length).toBe(4096);
  });

  it('never leaves the folder', async () => {
    for (const url of [
      '/../tipwell-secret.txt',
      '/%2e%2e/tipwell-secret.txt',
      '/assets/..%2f..%2ftipwell-secret.txt',
    ]) {
      const response = await get(url);
      expect(response.body, url).not.toContain('secret');
    }
  });

  it('keeps /api JSON: unknown API paths are 404 envelopes, not the app', async () => {
    const response = await sandbox.get('/api/core/v1/nothing');
    expect(response.status).toBe(404);
    expect(response.json.error.code).toBe('NOT_FOUND');
  });

  it('sets the security headers on every response, and no-store on /api', async () => {
    const page = await get('/L100');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    const api = await sandbox.get('/api/core/v3/web/locations/100');
    expect(api.headers['cache-control']).toBe('no-store');
    expect(api.headers['x-content-type-options']).toBe('nosniff');
  });
});
