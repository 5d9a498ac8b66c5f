import { describe, expect, it } from 'vitest';
import { LUMEN } from '@tipwell/core/fakes';
import { LANDING_DATA_ID, parseLandingData, THEME_STYLE_ID } from '../di/landing-data';
import { screenSource } from '../routes/screen-loaders';
import { renderLandingPage, type Manifest } from './render-landing';
import type { ServerFetch } from '../di/server-services';
import indexHtml from '../../index.html?raw';

// The QR and pay-later side of the renderer (the code landings are rendered end to end in
// e2e/boot.e2e.ts): the server paints the location's header over the spinner, with its answers.

// As Vite builds index.html: the code in the head, the static shell alone in the body.
const TEMPLATE = [
  '<!doctype html><html><head><title>Tipwell</title>',
  '<script type="module" src="/assets/boot.js"></script>',
  '<link rel="modulepreload" href="/assets/views.js">',
  '<link rel="preload" as="style" href="/assets/views.css">',
  '</head><body>',
  '<div id="root"><div class="boot-shell"></div></div>',
  '<!-- /root: the rendered page goes in place of the root above -->',
  '</body></html>',
].join('');

const MANIFEST: Manifest = {
  _views: { file: 'assets/views.js', css: ['assets/views.css'], imports: ['_boot'] },
  _boot: { file: 'assets/boot.js' },
  [screenSource('proposed-tip-intent')]: {
    file: 'assets/proposed-tip-intent.js',
    css: ['assets/proposed-tip-intent.css'],
    imports: ['_views', '_boot'],
  },
};

const LOCATION = '/api/core/v3/web/locations/100';
const SETTINGS = '/api/core/v2/web/locations/100/settings';
const SYSTEM = '/api/core/v2/system-settings/web?locationUid=100';

function location(fields: Record<string, unknown> = {}): string {
  return JSON.stringify({
    // The domain's location has the wire's fields (docs/service-contract.md).
    data: { ...LUMEN, logo: '/sandbox-assets/logos/100.svg', ...fields },
  });
}

/** The services, answering from `bodies` (404 for anything else), after `delayMs`. */
function services(bodies: Record<string, string>, delayMs = 0): ServerFetch & { asked: string[] } {
  const asked: string[] = [];
  const fetch = async (url: string, init: RequestInit): Promise<Response> => {
    const { pathname, search } = new URL(url);
    asked.push(`${init.method ?? 'GET'} ${pathname}${search}`);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    const body = bodies[pathname + search];
    return body === undefined
      ? new Response('{"error":{"code":"NOT_FOUND"}}', { status: 404 })
      : new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  return Object.assign(fetch, { asked });
}

const answers = {
  [LOCATION]: location(),
  [SETTINGS]:
    '{"data":{"low":"5.00","medium":"10.00","high":"20.00","theme":{"primaryColor":"#6C4AB6"}}}',
  [SYSTEM]: '{"data":{"webProcessor":"sandbox"}}',
};

async function prepare(path: string, fetch: ServerFetch, timeoutMs?: number) {
  const page = await renderLandingPage(path, {
    template: TEMPLATE,
    manifest: MANIFEST,
    readAsset: (file: string) => (file === 'assets/views.css' ? '.app-header{display:flex}' : ''),
    origin: 'http://127.0.0.1:4000',
    fetch,
    timeoutMs,
  });
  if (page === null) return null;
  const doc = new DOMParser().parseFromString(page.html, 'text/html');
  const data = parseLandingData(doc.getElementById(LANDING_DATA_ID)?.textContent, path);
  return { html: page.html, doc, data };
}

describe('a QR or pay-later entry prepared on the server', () => {
  it("paints the location's header over the spinner and carries its answers: the exchange stays the browser's", async () => {
    const fetch = services(answers);
    const page = await prepare('/qr/100/tab-42', fetch);
    expect(fetch.asked.sort()).toEqual(
      [`GET ${SYSTEM}`, `GET ${LOCATION}`, `GET ${SETTINGS}`].sort(),
    );
    expect(page?.data?.step).toBeNull();
    expect(page?.data?.responses.map((r) => r.url).sort()).toEqual(
      [LOCATION, SETTINGS, SYSTEM].sort(),
    );
    // Lumen's header, themed and styled inline, over the spinner; nothing waits for code.
    const root = page?.doc.getElementById('root');
    expect(root?.hasAttribute('inert')).toBe(false);
    expect(root?.querySelector('.app-header__name')?.textContent).toBe(LUMEN.name);
    expect(root?.querySelector('img.app-header__logo--location')?.getAttribute('src')).toBe(
      '/sandbox-assets/logos/100.svg',
    );
    expect(root?.querySelector('[role="status"]')).not.toBeNull();
    expect(root?.querySelector('.boot-shell')).toBeNull();
    const styles = [...(page?.doc.head.querySelectorAll('style') ?? [])].map((s) => s.textContent);
    expect(styles).toContain('.app-header{display:flex}');
    // The location's theme block (its colours: e2e/boot.e2e.ts, against the sandbox's settings).
    expect(page?.doc.getElementById(THEME_STYLE_ID)?.textContent).toMatch(
      /^\.app-layout\{--tw-primary:/,
    );
    const paid = await prepare('/pl/100/ABC123', services(answers));
    expect(paid?.data?.responses).toHaveLength(3);
  });

  it("preloads the logo first and the proposed tip's files after the page's own code", async () => {
    const page = await prepare('/qr/100/tab-42', services(answers));
    const logo = page?.doc.head.querySelector('link[rel="preload"][as="image"]');
    expect(logo?.getAttribute('href')).toBe('/sandbox-assets/logos/100.svg');
    expect(logo?.getAttribute('fetchpriority')).toBe('high');
    const order = [
      ...(page?.doc.querySelectorAll(
        'script[src], link[href^="/"]:not([as="image"]):not([disabled])',
      ) ?? []),
    ].map((tag) => tag.getAttribute('src') ?? tag.getAttribute('href'));
    // Only what index.html does not fetch already, each once, after it; not its style sheet,
    // which is inline.
    expect(order).toEqual([
      '/assets/boot.js',
      '/assets/views.js',
      '/assets/proposed-tip-intent.js',
      '/assets/proposed-tip-intent.css',
    ]);
    const css = page?.doc.querySelector('link[href="/assets/proposed-tip-intent.css"]');
    expect(css?.getAttribute('rel')).toBe('preload');
    expect(css?.hasAttribute('crossorigin')).toBe(true);
  });

  it("names its inline style sheet by a disabled link, so that Vite's loader does not add it again", async () => {
    const page = await prepare('/qr/100/tab-42', services(answers));
    const named = [...(page?.doc.head.querySelectorAll('link[rel="stylesheet"]') ?? [])];
    expect(named.map((link) => [link.getAttribute('href'), link.hasAttribute('disabled')])).toEqual(
      [['/assets/views.css', true]],
    );
    expect(page?.doc.head.querySelector('style')?.textContent).toContain(
      '.app-header{display:flex}',
    );
  });

  it('holds the first frame until its root has been parsed to the end (decision 0049)', async () => {
    const page = await prepare('/qr/100/tab-42', services(answers));
    const expectation = page?.doc.head.querySelector('link[rel="expect"]');
    expect(expectation?.getAttribute('blocking')).toBe('render');
    // The element it names comes right after the root: Chromium lets the first frame be drawn
    // once that element is in the document, so never with part of the root (a footer half there).
    const named = page?.doc.querySelector(expectation?.getAttribute('href') ?? '#none');
    expect(named?.previousElementSibling).toBe(page?.doc.getElementById('root'));
    expect(named?.tagName).toBe('TEMPLATE');
    expect(named?.innerHTML).toBe('');
  });

  it('keeps a service text as text, replacement patterns included', async () => {
    const name = "Ca$h & $$ bar $& $` $' </script><script>alert(1)</script>";
    const page = await prepare(
      '/qr/100/tab-42',
      services({ ...answers, [LOCATION]: location({ name }) }),
    );
    const body = page?.data?.responses.find((r) => r.url === LOCATION)?.body ?? '';
    expect((JSON.parse(body) as { data: { name: string } }).data.name).toBe(name);
    expect(page?.doc.querySelector('.app-header__name')?.textContent).toBe(name);
    expect(page?.doc.querySelectorAll('script:not([type="application/json"])')).toHaveLength(1);
  });

  it('preloads no logo it would not show as an image', async () => {
    for (const logo of [null, 'javascript:alert(1)', 'data:text/html,<b>', 'https://']) {
      const page = await prepare(
        '/qr/100/tab-42',
        services({ ...answers, [LOCATION]: location({ logo }) }),
      );
      expect(page?.doc.querySelector('link[as="image"]'), String(logo)).toBeNull();
    }
    const quoted = await prepare(
      '/qr/100/tab-42',
      services({ ...answers, [LOCATION]: location({ logo: '/logo.svg?a="b"><x' }) }),
    );
    expect(quoted?.doc.querySelector('link[as="image"]')?.getAttribute('href')).toBe(
      '/logo.svg?a="b"><x',
    );
  });

  it('carries only the answers that succeeded, and leaves a slow service to the browser', async () => {
    const failing = await prepare('/qr/100/tab-42', services({ [SETTINGS]: answers[SETTINGS] }));
    expect(failing?.data?.responses.map((r) => r.url)).toEqual([SETTINGS]);
    expect(failing?.doc.querySelector('link[as="image"]')).toBeNull();
    // No location to show: the static shell, as the browser would start.
    expect(failing?.doc.querySelector('#root')?.innerHTML).toBe('<div class="boot-shell"></div>');
    expect(failing?.doc.querySelectorAll('style')).toHaveLength(0);
    expect(await prepare('/qr/100/tab-42', services(answers, 200), 20)).toBeNull();
  });

  it('prepares the bare entry only: a deeper address restores or exchanges in the browser', async () => {
    const fetch = services(answers);
    expect(await prepare('/qr/100/tab-42/payment', fetch)).toBeNull();
    expect(fetch.asked).toEqual([]);
  });
});

describe('an address that names nothing', () => {
  const render = (path: string, fetch: ServerFetch) =>
    renderLandingPage(path, {
      template: TEMPLATE,
      manifest: MANIFEST,
      readAsset: () => '',
      origin: 'http://127.0.0.1:4000',
      fetch,
    });

  it('is not found without asking a service: a path the app does not route, a code that cannot be one', async () => {
    const fetch = services(answers);
    for (const path of ['/Z1', '/', '/U500/nowhere/1/2', '/external/elsewhere'])
      expect(await render(path, fetch), path).toEqual({ html: '', notFound: true });
    expect(fetch.asked).toEqual([]);
  });

  it('is not found when the core service answers 404 for the code', async () => {
    // `services` answers 404 to anything it does not know: the exchange of U999999 and L999.
    expect(await render('/U999999', services(answers))).toEqual({ html: '', notFound: true });
    expect(await render('/L999', services(answers))).toEqual({ html: '', notFound: true });
  });

  it('is left to the browser when the service fails: a failure is not an answer', async () => {
    const down: ServerFetch = () => Promise.resolve(new Response('', { status: 503 }));
    expect(await render('/U500', down)).toBeNull();
  });
});

describe("index.html's root", () => {
  it('opens with the tag and is followed by the marker the renderer puts its markup between', () => {
    const html = indexHtml;
    const open = html.indexOf('<div id="root">');
    expect(open).toBeGreaterThan(0);
    expect(html.indexOf('<div id="root">', open + 1)).toBe(-1);
    expect(html.slice(open).match(/<\/div>\s*<!-- \/root/g)).toHaveLength(1);
  });
});
