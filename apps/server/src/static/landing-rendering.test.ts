import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FaultQueue } from '../faults/fault-queue';
import { cspHash } from '../security/inline-blocks';
import { parsePolicy } from '../security/content-security-policy';
import { createSandbox } from '../server';
import { rendererPathFor } from './landing-renderer';

const SHELL_STYLE = '.boot-shell{display:flex}';
const PAGE_STYLE = '.browse{gap:8px}';
const PAGE_SCRIPT = 'requestAnimationFrame(() => undefined);';
const TEMPLATE = `<!doctype html><html><head><style>${SHELL_STYLE}</style></head><body><div id="root"><div class="boot-shell"></div></div></body></html>`;

// A stand-in for apps/web's render-landing.js: the sandbox's side of the contract only.
const RENDERER = `
export async function renderLandingPage(path, options) {
  if (path === '/broken') throw new Error('renderer failed');
  if (path === '/S300' || path === '/P201') {
    // S300 carries the script it names, and one it does not; P201 names one it does not carry.
    const carried = '<script type="module">${PAGE_SCRIPT}</script><script>alert(1)</script>';
    return {
      html: options.template.replace('</body>', (path === '/S300' ? carried : '') + '</body>'),
      inlineScripts: ['${PAGE_SCRIPT}'],
    };
  }
  if (path !== '/L100') return null;
  const ip = await fetch(options.origin + '/api/ip', { headers: { 'X-Device-Fingerprint': 'fp' } });
  const marker = '<h1>Lumen Salon &amp; Spa (' + ip.status + ', ' + Object.keys(options.manifest).length + ' chunk)</h1>';
  return {
    html: options.template
      .replace('</head>', '<style>${PAGE_STYLE}</style></head>')
      .replace('<div id="root">', '<div id="root" inert>' + marker + options.readAsset('assets/a.css')),
  };
}
`;

describe('a landing rendered on the server', () => {
  let staticDir: string;
  const apps: FastifyInstance[] = [];
  beforeAll(() => {
    staticDir = mkdtempSync(join(tmpdir(), 'tipwell-render-'));
    mkdirSync(join(staticDir, 'assets'));
    mkdirSync(join(staticDir, '.vite'));
    writeFileSync(join(staticDir, 'index.html'), TEMPLATE);
    writeFileSync(join(staticDir, 'assets', 'a.css'), '/* a.css */');
    writeFileSync(join(staticDir, '.vite', 'manifest.json'), '{"src/main.ts":{"file":"a.js"}}');
    mkdirSync(`${staticDir}-ssr`);
    writeFileSync(rendererPathFor(staticDir), RENDERER);
  });
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });
  afterAll(() => {
    rmSync(staticDir, { recursive: true, force: true });
    rmSync(`${staticDir}-ssr`, { recursive: true, force: true });
  });

  async function serve(options: { faults?: FaultQueue; renderLandings?: boolean } = {}) {
    const dbPath = join(staticDir, `db-${apps.length}-${Date.now()}`);
    const app = createSandbox({ dbPath, staticDir, ...options });
    apps.push(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    return (url: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url, headers });
  }

  const styleSources = (header: unknown): readonly string[] =>
    parsePolicy(String(header)).get('style-src') ?? [];

  it('serves the rendered page, its inline styles hashed into its policy', async () => {
    const get = await serve();
    const page = await get('/L100');
    expect(page.statusCode).toBe(200);
    // The renderer reached the services over loopback and read the build's manifest and CSS.
    expect(page.body).toContain('<h1>Lumen Salon &amp; Spa (200, 1 chunk)</h1>/* a.css */');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(styleSources(page.headers['content-security-policy'])).toEqual(
      expect.arrayContaining([cspHash(SHELL_STYLE), cspHash(PAGE_STYLE)]),
    );
    const zipped = await get('/L100', { 'accept-encoding': 'gzip, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(page.body);
  });

  it('allows by hash the inline scripts the renderer names, and only while the page carries them', async () => {
    const get = await serve();
    const scriptSources = async (url: string) =>
      parsePolicy(String((await get(url)).headers['content-security-policy'])).get('script-src');
    expect(await scriptSources('/S300')).toEqual(["'self'", cspHash(PAGE_SCRIPT)]);
    expect(await scriptSources('/P201')).toEqual(["'self'"]);
    expect(await scriptSources('/L100')).toEqual(["'self'"]);
    expect(await scriptSources('/qr/100/tab-42')).toEqual(["'self'"]);
  });

  it('serves the static shell, with the shell-only policy, when there is nothing to render', async () => {
    const get = await serve();
    for (const url of ['/qr/100/tab-42', '/broken']) {
      const shell = await get(url);
      expect(shell.statusCode, url).toBe(200);
      expect(shell.body, url).toBe(TEMPLATE);
      expect(styleSources(shell.headers['content-security-policy'])).not.toContain(
        cspHash(PAGE_STYLE),
      );
    }
  });

  it('leaves the landing to the browser while faults are armed, or when told not to render', async () => {
    const faults = new FaultQueue().add({
      path: '/api/core/v3/web/locations/100',
      fault: { kind: 'status', status: 500 },
    });
    const armed = await serve({ faults });
    expect((await armed('/L100')).body).toBe(TEMPLATE);
    faults.clear();
    expect((await armed('/L100')).body).toContain('<h1>');
    const off = await serve({ renderLandings: false });
    expect((await off('/L100')).body).toBe(TEMPLATE);
  });
});
