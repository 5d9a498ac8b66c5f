import { mkdirSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parsePolicy } from '../security/content-security-policy';
import { cspHash } from '../security/inline-blocks';
import {
  buildDir,
  busy,
  removeDir,
  startTestStack,
  type TestStack,
} from '../test-support/test-stack';
import { compressBody } from './compressed-files';
import { rendererPathFor } from './landing-renderer';
import { RenderCache } from './render-cache';

const SHELL_STYLE = '.boot-shell{display:flex}';
const PAGE_STYLE = '.browse{gap:8px}';
const PAGE_SCRIPT = 'requestAnimationFrame(() => undefined);';
const TEMPLATE = `<!doctype html><html><head><style>${SHELL_STYLE}</style></head><body><div id="root"><div class="boot-shell"></div></div>${'<p>Tip</p>'.repeat(120)}</body></html>`;

// A stand-in for apps/web's render-landing.js: the server's side of the contract only.
const RENDERER = `
export function landingLocale(header) {
  return header && header.startsWith('es') ? 'es-US' : 'en-US';
}
let renders = 0;
export async function renderLandingPage(path, options) {
  if (path === '/busy') {
    renders += 1;
    const render = renders;
    for (let turn = 0; turn < 5; turn += 1) await new Promise((next) => setImmediate(next));
    return { html: options.template.replace('</body>', '<p>render ' + render + '</p></body>') };
  }
  if (path === '/lang') {
    return { html: options.template.replace('<html>', '<html lang="' + landingLocale(options.acceptLanguage) + '">') };
  }
  if (path === '/broken') throw new Error('renderer failed');
  if (path === '/U999999') return { html: '', notFound: true };
  if (path === '/slow') return new Promise(() => undefined);
  if (path === '/S300' || path === '/P201') {
    // S300 carries the script it names, and one it does not; P201 names one it does not carry.
    const carried = '<script type="module">${PAGE_SCRIPT}</script><script>alert(1)</script>';
    return {
      html: options.template.replace('</body>', (path === '/S300' ? carried : '') + '</body>'),
      inlineScripts: ['${PAGE_SCRIPT}'],
    };
  }
  if (path !== '/L100') return null;
  // The services, as the browser names them: the server sends the call to the configured core.
  const answer = await options.fetch('http://localhost/api/core/v3/web/locations/100', {
    headers: { 'X-Device-Fingerprint': 'fp' },
  });
  const location = await answer.json();
  const marker = '<h1>' + location.data.uid + ' (' + answer.status + ', ' + Object.keys(options.manifest).length + ' chunk, ' + options.config.productName + ', ' + options.timeoutMs + ' ms)</h1>';
  return {
    html: options.template
      .replace('</head>', '<style>${PAGE_STYLE}</style></head>')
      .replace('<div id="root">', '<div id="root" inert>' + marker + options.readAsset('assets/a.css')),
  };
}
`;

describe('a landing rendered on the server', () => {
  let staticDir: string;
  const stacks: TestStack[] = [];
  beforeAll(() => {
    staticDir = buildDir({
      'index.html': TEMPLATE,
      'assets/a.css': '/* a.css */',
      '.vite/manifest.json': '{"src/main.ts":{"file":"a.js"}}',
    });
    mkdirSync(`${staticDir}-ssr`);
    writeFileSync(rendererPathFor(staticDir), RENDERER);
  });
  afterEach(async () => {
    await Promise.all(stacks.splice(0).map((stack) => stack.close()));
  });
  afterAll(() => removeDir(staticDir));

  async function serve(env: Record<string, string> = {}) {
    const stack = await startTestStack(staticDir, env);
    stacks.push(stack);
    return (url: string, headers: Record<string, string> = {}) =>
      stack.app.inject({ method: 'GET', url, headers });
  }

  const styleSources = (header: unknown): readonly string[] =>
    parsePolicy(String(header)).get('style-src') ?? [];

  it('serves the rendered page, its inline styles hashed into its policy', async () => {
    const get = await serve({ PRODUCT_NAME: 'Tipjar', RENDER_BUDGET_MS: '900' });
    expect((await get('/L100')).statusCode).toBe(200);
    const page = await get('/L100');
    expect(page.statusCode).toBe(200);
    // The renderer reached the configured core service and read the build's manifest and CSS.
    expect(page.body).toContain('<h1>100 (200, 1 chunk, Tipjar, 900 ms)</h1>/* a.css */');
    expect(page.body).toContain('<meta name="tipwell-config"');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(styleSources(page.headers['content-security-policy'])).toEqual(
      expect.arrayContaining([cspHash(SHELL_STYLE), cspHash(PAGE_STYLE)]),
    );
    const zipped = await get('/L100', { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(page.body);
  });

  it("hands the renderer the guest's Accept-Language and keeps one page per language", async () => {
    const get = await serve();
    const spanish = await get('/lang', { 'accept-language': 'es-MX,es;q=0.9' });
    expect(spanish.body).toContain('<html lang="es-US">');
    expect(spanish.headers['vary']).toBe('Accept-Encoding, Accept-Language');
    // The same address in another language is not the cached Spanish page.
    expect((await get('/lang', { 'accept-language': 'en-GB' })).body).toContain(
      '<html lang="en-US">',
    );
    expect((await get('/lang', { 'accept-language': 'es-US' })).body).toContain(
      '<html lang="es-US">',
    );
    // The guest's own choice in the language menu (its cookie) comes before the browser's.
    const chosen = await get('/lang', {
      'accept-language': 'en-GB',
      cookie: 'a=1; tipwell_locale=es-US',
    });
    expect(chosen.body).toContain('<html lang="es-US">');
  });

  it('renders once for guests who open one address at the same moment, and again when told not to reuse', async () => {
    const get = await serve({ RENDER_CACHE_SECONDS: '5' });
    const pages = await Promise.all(Array.from({ length: 8 }, () => get('/busy')));
    expect(pages.map((page) => page.statusCode)).toEqual(Array(8).fill(200));
    expect(pages.map((page) => /render \d+/.exec(page.body)?.[0])).toEqual(
      Array(8).fill('render 1'),
    );
    // Without reuse every guest gets a render of their own.
    const fresh = await serve({ RENDER_CACHE_SECONDS: '0' });
    const own = await Promise.all(Array.from({ length: 3 }, () => fresh('/busy')));
    expect(new Set(own.map((page) => /render \d+/.exec(page.body)?.[0])).size).toBe(3);
  });

  it('allows by hash the inline scripts the renderer names, and only while the page carries them', async () => {
    const get = await serve();
    const scriptSources = async (url: string) =>
      parsePolicy(String((await get(url)).headers['content-security-policy'])).get('script-src');
    expect(await scriptSources('/S300')).toEqual(["'self'", cspHash(PAGE_SCRIPT)]);
    expect(await scriptSources('/P201')).toEqual(["'self'"]);
    expect(await scriptSources('/L100')).toEqual(["'self'"]);
  });

  it('serves the static shell when there is nothing to render, the renderer fails, or it outlasts its budget', async () => {
    const get = await serve({ RENDER_BUDGET_MS: '200' });
    for (const url of ['/qr/100/tab-42', '/broken', '/slow']) {
      const started = Date.now();
      const shell = await get(url);
      expect(shell.statusCode, url).toBe(200);
      expect(Date.now() - started, url).toBeLessThan(1500);
      expect(shell.body, url).toContain('<div class="boot-shell"></div>');
      expect(styleSources(shell.headers['content-security-policy'])).not.toContain(
        cspHash(PAGE_STYLE),
      );
    }
  });

  it('answers 404 with the same shell where the renderer says the address names nothing', async () => {
    const get = await serve();
    const missing = await get('/U999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^text\/html/);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(missing.headers['content-security-policy']).toBeDefined();
    expect(missing.body).toContain('<div class="boot-shell"></div>');
  });

  it('serves the shell, never a 5xx, when the core service is down; and not at all when told not to render', async () => {
    const get = await serve({ CORE_SERVICE_URL: 'http://127.0.0.1:9/api/core' });
    const down = await get('/L100');
    expect(down.statusCode).toBe(200);
    expect(down.body).not.toContain('<h1>');
    const off = await serve({ RENDER_LANDINGS: 'off' });
    expect((await off('/L100')).body).not.toContain('<h1>');
  });

  it('sends a page asked for while the server sheds as the static shell, unrendered; a service call still gets 503', async () => {
    const get = await serve({ MAX_EVENT_LOOP_DELAY_MS: '1', RENDER_CACHE_SECONDS: '0' });
    let seen: { page: Awaited<ReturnType<typeof get>>; api: Awaited<ReturnType<typeof get>> };
    for (let attempt = 0; attempt < 40; attempt += 1) {
      busy(150);
      const [page, api] = await Promise.all([get('/L100'), get('/api/ip')]);
      if (api.statusCode === 503) {
        seen = { page, api };
        break;
      }
    }
    const { page, api } = seen!;
    expect(api.json()).toMatchObject({ error: { code: 'OVERLOADED' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toBeDefined();
    expect(page.body).toContain('<div class="boot-shell"></div>');
    expect(page.body).not.toContain('<h1>');
  });

  it('serves the shell, never a 5xx, from a build whose manifest is not the shape the renderer reads', async () => {
    const otherBuild = buildDir({
      'index.html': TEMPLATE,
      '.vite/manifest.json': '{"src/main.ts":{"file":["a.js"]}}',
    });
    mkdirSync(`${otherBuild}-ssr`);
    writeFileSync(rendererPathFor(otherBuild), RENDERER);
    const stack = await startTestStack(otherBuild);
    try {
      const page = await stack.app.inject({ method: 'GET', url: '/L100' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div class="boot-shell"></div>');
      expect(page.body).not.toContain('<h1>');
    } finally {
      await stack.close();
      removeDir(otherBuild);
    }
  });
});

describe('rendered landings reused for a few seconds', () => {
  it('keeps a rendered page per address until its time is up, and never a shell', () => {
    let now = 0;
    const cache = new RenderCache(10_000, 2, () => now);
    const page = {
      body: compressBody(Buffer.from('<p>L100</p>')),
      styleHashes: [],
      scriptHashes: [],
    };
    cache.set('/L100', page);
    expect(cache.get('/L100')).toBe(page);
    expect(cache.get('/L200')).toBeNull();
    now = 9_999;
    expect(cache.get('/L100')).toBe(page);
    now = 10_000;
    expect(cache.get('/L100')).toBeNull();
    // Bounded: the oldest address goes first.
    cache.set('/a', page);
    cache.set('/b', page);
    cache.set('/c', page);
    expect(cache.get('/a')).toBeNull();
    expect(cache.get('/c')).toBe(page);
    expect(new RenderCache(0).get('/a')).toBeNull();
  });
});
