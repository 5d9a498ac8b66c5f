import { describe, expect, it, vi } from 'vitest';
import { LUMEN } from '@tipwell/core/fakes';
import { currentStep, parsePath } from '@tipwell/core';
import { defaultConfig } from '../config';
import { createAppTipping } from '../di/create-tipping';
import { realServices } from '../di/real-services';
import { LANDING_DATA_ID, parseLandingData, THEME_STYLE_ID } from '../di/landing-data';
import { screenSource } from '../routes/screen-loaders';
import { renderLandingPage, type Manifest } from './render-landing';
import type { ServerFetch } from '../di/server-services';
import indexHtml from '../../index.html?raw';

// The QR and pay-later side of the renderer (the code landings are rendered end to end in
// e2e/boot.e2e.ts): the server opens the entry for the guest's device and renders it.

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
const EXCHANGE = '/api/tips/v1/payments/intent';
const DEVICE = '0b6f4c1e-8a55-4e53-9c1f-2a9d1f0c7e11';

/**
 * An open intent at L100 for one person, as the tips service answers its exchange; `amount`, the
 * person's tip (an intent with a total sets it).
 */
function intent(fields: Record<string, unknown> = {}, amount = '0.00'): string {
  const proposal = (amount: string, percent: number) => ({ amount, percent, type: 'percent' });
  const user = { uid: '500', firstName: 'Jordan', lastName: 'Lee', nickname: '', avatar: null };
  const tip = {
    userUid: '500',
    user,
    amount,
    proposals: {
      low: proposal('6.00', 15),
      medium: proposal('7.20', 18),
      high: proposal('8.00', 20),
    },
  };
  return JSON.stringify({
    data: { locationUid: '100', mode: 'net', total: null, tips: [tip], ...fields },
  });
}

function location(fields: Record<string, unknown> = {}): string {
  return JSON.stringify({
    // The domain's location has the wire's fields (docs/service-contract.md).
    data: { ...LUMEN, logo: '/sandbox-assets/logos/100.svg', ...fields },
  });
}

/**
 * The services, answering from `bodies` (404 for anything else), after `delayMs`: a GET by its
 * address, the exchange by `EXCHANGE#{intent}`, another POST by its address. `asked` lists the
 * requests, a POST with its body.
 */
function services(bodies: Record<string, string>, delayMs = 0): ServerFetch & { asked: string[] } {
  const asked: string[] = [];
  const fetch = async (url: string, init: RequestInit): Promise<Response> => {
    const { pathname, search } = new URL(url);
    const sent = typeof init.body === 'string' ? ` ${init.body}` : '';
    asked.push(`${init.method ?? 'GET'} ${pathname}${search}${sent}`);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    const named =
      sent === '' ? undefined : (JSON.parse(init.body as string) as { intent?: string });
    const exchanged = named?.intent === undefined ? '' : `#${named.intent}`;
    const body = bodies[pathname + search + exchanged];
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
  [`${EXCHANGE}#tab-42`]: intent(),
};

async function prepare(path: string, fetch: ServerFetch, timeoutMs?: number, deviceId = DEVICE) {
  const page = await renderLandingPage(path, {
    template: TEMPLATE,
    manifest: MANIFEST,
    readAsset: (file: string) => (file === 'assets/views.css' ? '.app-header{display:flex}' : ''),
    origin: 'http://127.0.0.1:4000',
    fetch,
    timeoutMs,
    deviceId,
  });
  if (page === null) return null;
  const doc = new DOMParser().parseFromString(page.html, 'text/html');
  const data = parseLandingData(doc.getElementById(LANDING_DATA_ID)?.textContent, path);
  return { html: page.html, doc, data };
}

describe("a QR or pay-later entry rendered for the guest's device", () => {
  it('exchanges the intent for that device and renders its first step, inert until hydrated', async () => {
    const fetch = services(answers);
    const page = await prepare('/qr/100/tab-42', fetch);
    const sent = `{"deviceId":"${DEVICE}","intent":"tab-42"}`;
    expect(fetch.asked.filter((request) => request.startsWith('POST'))).toEqual([
      `POST ${EXCHANGE} ${sent}`,
    ]);
    expect(page?.data?.step).toBe('proposed-tip-intent');
    const root = page?.doc.getElementById('root');
    expect(root?.hasAttribute('inert')).toBe(true);
    expect(root?.querySelector('.app-header__name')?.textContent).toBe(LUMEN.name);
    expect(root?.querySelector('h1')?.textContent).toBe('Jordan L.');
    expect(root?.textContent).toContain('$7.20');
    expect(page?.doc.getElementById(THEME_STYLE_ID)?.textContent).toMatch(
      /^\.app-layout\{--tw-primary:/,
    );
    // Each inline sheet is named, for Vite's loader, by a link no browser fetches or applies:
    // disabled, and for no media (Chromium 150's preload scanner fetched one only disabled).
    const names = [...(page?.doc.querySelectorAll('link[rel="stylesheet"]') ?? [])];
    expect(names.map((link) => link.getAttribute('href'))).toEqual([
      '/assets/views.css',
      '/assets/proposed-tip-intent.css',
    ]);
    for (const link of names) {
      expect(link.hasAttribute('disabled')).toBe(true);
      expect(link.getAttribute('media')).toBe('not all');
    }
    // The page carries the exchange's answer with the body it answered.
    const exchange = page?.data?.responses.find((r) => r.url === EXCHANGE);
    expect(exchange?.sent).toBe(sent);
  });

  it("is opened by the browser from the page for the cookie's device, and asked again for another", async () => {
    const page = await prepare('/qr/100/tab-42', services(answers));
    const network = vi.fn(async (_url: string) => new Response('{}', { status: 503 }));
    vi.stubGlobal('fetch', network);
    // The services' calls (not the fingerprint's IP lookup).
    const servicesAsked = () =>
      network.mock.calls
        .map(([url]) => String(url))
        .filter((url) => /^\/api\/(core|tips)\//.test(url));
    const route = parsePath('/qr/100/tab-42');
    if (route.kind !== 'intent') throw new Error('not an intent');
    const open = async (deviceId: string) => {
      document.cookie = `tipwell_device=${deviceId}; path=/`;
      const core = createAppTipping(realServices(defaultConfig, page?.data?.responses));
      await core.entry.enter({ route });
      return currentStep(core.flow.store.getSnapshot());
    };
    try {
      expect(await open(DEVICE)).toBe('proposed-tip-intent');
      expect(servicesAsked()).toEqual([]);
      expect(await open('another-device-0001')).toBe('not-found');
      expect(servicesAsked()).toEqual([EXCHANGE]);
    } finally {
      vi.unstubAllGlobals();
      document.cookie = 'tipwell_device=; path=/; max-age=0';
    }
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

  it('renders a landing on the payment step (a total set) once its fees have answered, their answers in the page', async () => {
    const fees = '/api/tips/v1/proposals/calculate-fees';
    const total = services({
      ...answers,
      [`${EXCHANGE}#tab-43`]: intent({ total: '25.00' }, '25.00'),
      [fees]: '{"data":{"fee":"1.05","tipAmount":"25.00","total":"26.05"}}',
    });
    const page = await prepare('/qr/100/tab-43', total);
    expect(page?.data?.step).toBe('payment');
    expect(page?.doc.querySelector('#root h1')?.textContent).toBe('Total $26.05');
    expect(page?.doc.querySelector('#root')?.textContent).toContain('Jordan L.');
    expect(page?.data?.responses.find((r) => r.url === fees)?.sent).toContain('"amount":"25.00"');
  });

  it('carries only the answers of a landing on the payment step whose fees failed: the browser asks again', async () => {
    const total = services({
      ...answers,
      [`${EXCHANGE}#tab-43`]: intent({ total: '25.00' }, '25.00'),
    });
    const page = await prepare('/qr/100/tab-43', total);
    expect(total.asked.filter((request) => request.includes('calculate-fees'))).toHaveLength(1);
    expect(page?.data?.step).toBeNull();
    expect(page?.data?.responses.map((r) => r.url)).toContain(EXCHANGE);
    expect(page?.doc.querySelector('#root')?.innerHTML).toBe('<div class="boot-shell"></div>');
  });

  it('is not found when the exchange is refused, and left to the browser when it is slow', async () => {
    const page = await renderLandingPage('/qr/100/nope', {
      template: TEMPLATE,
      manifest: MANIFEST,
      readAsset: () => '',
      origin: 'http://127.0.0.1:4000',
      fetch: services(answers),
      deviceId: DEVICE,
    });
    expect(page).toEqual({ html: '', notFound: true });
    expect(await prepare('/qr/100/tab-42', services(answers, 200), 20)).toBeNull();
  });

  it('is left to the browser without a device id, and for a deeper address: nothing is asked', async () => {
    const fetch = services(answers);
    expect(await prepare('/qr/100/tab-42/payment', fetch)).toBeNull();
    expect(
      await renderLandingPage('/qr/100/tab-42', {
        template: TEMPLATE,
        manifest: MANIFEST,
        readAsset: () => '',
        origin: 'http://127.0.0.1:4000',
        fetch,
      }),
    ).toBeNull();
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
