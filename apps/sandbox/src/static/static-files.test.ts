import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestSandbox, openTestSandbox } from '../test-support/test-sandbox';

describe('serving the built web app', () => {
  let sandbox: TestSandbox;
  let staticDir: string;
  beforeAll(() => {
    staticDir = mkdtempSync(join(tmpdir(), 'tipwell-static-'));
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Tipwell</title>');
    writeFileSync(join(staticDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    writeFileSync(join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(tmpdir(), 'tipwell-secret.txt'), 'secret');
    sandbox = openTestSandbox({ staticDir });
  });
  afterAll(async () => {
    await sandbox.close();
    rmSync(staticDir, { recursive: true, force: true });
    rmSync(join(tmpdir(), 'tipwell-secret.txt'), { force: true });
  });

  const get = (url: string) => sandbox.app.inject({ method: 'GET', url });

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
