import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cspHash, parsePolicy } from '@tipwell/server';
import { phoneContext, watchPage } from './support/browser';
import { expectPath, expectVisible } from './support/guest';
import { useProduct } from './support/session';

// index.html paints a static shell before any script runs; the entry (no React)
// starts the code exchange while the views' code, preloaded by index.html, is on its way. A
// code's landing comes rendered by the server (decision 0012) and the views hydrate it; every
// other address, and any landing the server leaves to the browser, starts from the shell.

const product = useProduct();
const shellOnly = useProduct({ renderLandings: false });

describe('a landing rendered by the server', () => {
  it('shows the tips before any script has arrived, and takes no tap until its code has', async () => {
    const context = await phoneContext(product.browser);
    const page = await context.newPage();
    await page.route('**/assets/*.js', () => undefined); // scripts never answer
    await page.goto(`${product.app.url}/U500`, { waitUntil: 'commit' });
    await expectVisible(page.getByText('Select a tip for your stylist'));
    await expectVisible(page.locator('button', { hasText: '$10' }));
    expect(await page.locator('#root').getAttribute('inert')).toBe('');
    expect(await page.getByRole('status', { name: 'Loading' }).count()).toBe(0);
    // Styled and themed (Lumen's purple) by the page alone; the screen's code is on its way.
    const theme = await page
      .locator('.app-layout')
      .evaluate((el) => getComputedStyle(el).getPropertyValue('--tw-primary').trim());
    expect(theme.toLowerCase()).toBe('#6c4ab6');
    // Its code is fetched once the page has painted: the page's one script, inline, adds the
    // preloads to the head then (here they never answer).
    await expect
      .poll(() =>
        page
          .locator('head link[rel="modulepreload"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')),
      )
      .toEqual(
        expect.arrayContaining([
          expect.stringMatching(/\/assets\/boot-[\w-]+\.js$/),
          expect.stringMatching(/proposed-tip-beauty-screen-[\w-]+\.js$/),
        ]),
      );
    await context.close();
  });

  it('as sent, fetches nothing but its logo before the paint; its one script is inline, allowed by hash', async () => {
    const response = await fetch(`${product.app.url}/U500`);
    const html = await response.text();
    const scriptSources = parsePolicy(response.headers.get('content-security-policy') ?? '').get(
      'script-src',
    );
    const context = await phoneContext(product.browser);
    const page = await context.newPage();
    const sent = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'text/html');
      const hrefs = (root: ParentNode, selector: string) =>
        [...root.querySelectorAll(selector)].map(
          (tag) => tag.getAttribute('href') ?? tag.getAttribute('src') ?? '',
        );
      const template = (id: string) =>
        (doc.getElementById(id) as HTMLTemplateElement | null)?.content ??
        doc.createDocumentFragment();
      return {
        // What the parser itself fetches: only the location's logo.
        fetched: hrefs(doc, 'script[src], link[rel="modulepreload"], link[rel="preload"]'),
        inline: [...doc.querySelectorAll('script:not([src]):not([type="application/json"])')].map(
          (script) => script.textContent ?? '',
        ),
        preloads: hrefs(template('tipwell-fetch'), 'link'),
        scripts: hrefs(template('tipwell-code'), 'script'),
      };
    }, html);
    expect(sent.fetched).toEqual([expect.stringMatching(/^\/sandbox-assets\/.+\.svg$/)]);
    expect(sent.preloads).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\/assets\/boot-[\w-]+\.js$/),
        expect.stringMatching(/\/assets\/views-[\w-]+\.js$/),
        expect.stringMatching(/proposed-tip-beauty-screen-[\w-]+\.js$/),
      ]),
    );
    expect(sent.scripts).toEqual(
      expect.arrayContaining([expect.stringMatching(/\/assets\/boot-[\w-]+\.js$/)]),
    );
    expect(sent.inline).toHaveLength(1);
    expect(scriptSources).toEqual(["'self'", cspHash(sent.inline[0]!)]);
    await context.close();
  });

  it('hydrates the same markup without asking the services again, then answers taps', async () => {
    const context = await phoneContext(product.browser);
    const page = await context.newPage();
    const watched = watchPage(page);
    const asked: string[] = [];
    const sheets: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/core/')) asked.push(new URL(request.url()).pathname);
      if (request.url().endsWith('.css')) sheets.push(new URL(request.url()).pathname);
    });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { served: Element | null }).served = document.querySelector('h1');
      });
    });
    await page.goto(`${product.app.url}/U500`);
    // The root stays inert until the core has followed the server's answers (up to 2 s under load).
    await expect
      .poll(() => page.locator('#root').evaluate((root) => root.hasAttribute('inert')), {
        timeout: 10_000,
      })
      .toBe(false);
    // The heading the server sent is the one on screen: adopted, not replaced.
    expect(
      await page.evaluate(() => {
        const served = (window as unknown as { served: Element | null }).served;
        return served !== null && served === document.querySelector('h1');
      }),
    ).toBe(true);
    expect(asked).toEqual([]);
    // Live before the screen's effects: its heading takes the focus (inside an inert root it could
    // not), as on a page built in the browser.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await page.getByRole('button', { name: /\$10.*Great/ }).click();
    await expectPath(page, '/U500/payment');
    await expectVisible(page.getByRole('heading', { level: 1, name: /^Total/ }));
    // The style sheets the page carries inline are neither fetched nor applied a second time
    // (render-landing.tsx's `pageStyles`): the payment step's is the first file one.
    const inline = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="stylesheet"][disabled]')].map(
        (link) => new URL((link as HTMLLinkElement).href).pathname,
      ),
    );
    expect(inline.length).toBeGreaterThan(0);
    const applied = await page.evaluate(() =>
      [...document.styleSheets].flatMap((sheet) =>
        sheet.href === null ? [] : [new URL(sheet.href).pathname],
      ),
    );
    expect(applied.filter((sheet) => inline.includes(sheet))).toEqual([]);
    expect(sheets.filter((sheet) => inline.includes(sheet))).toEqual([]);
    expect(sheets[0]).toMatch(/payment-screen/);
    expect(watched.errors).toEqual([]);
    await context.close();
  });

  it('keeps a tip tapped before its code has arrived, and answers it in one pass once the code is live', async () => {
    const context = await phoneContext(product.browser);
    const page = await context.newPage();
    const watched = watchPage(page);
    // Whether the payment heading is there in the task after the root turned live: the views
    // answer the held card as they start (the next screen's code comes with the first screen's,
    // so nothing suspends on it; a suspended screen showed no sooner than 300 ms later, React's
    // throttle of revealed content).
    await page.addInitScript(() => {
      const page = window as unknown as { shownInTap: boolean[] };
      page.shownInTap = [];
      new MutationObserver((records, observer) => {
        const root = records[0]?.target as HTMLElement | undefined;
        if (!root || root.hasAttribute('inert')) return;
        observer.disconnect();
        setTimeout(() => {
          const headings = [...document.querySelectorAll('h1')];
          page.shownInTap.push(headings.some((h) => /^\s*Total/.test(h.textContent ?? '')));
        });
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['inert'] });
    });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/views-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${product.app.url}/U500`, { waitUntil: 'commit' });
    const tip = page.locator('button', { hasText: '$10' });
    await expectVisible(tip);
    expect(await page.locator('#root').getAttribute('inert')).toBe('');
    // The guest's finger on the inert card: no control takes it, the page keeps it.
    const box = await tip.boundingBox();
    if (!box) throw new Error('the $10 card has no box');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    expect(page.url()).toMatch(/\/U500$/);
    release();
    await expectPath(page, '/U500/payment');
    await expectVisible(page.getByRole('heading', { level: 1, name: /^Total/ }));
    const shownInTap = await page.evaluate(
      () => (window as unknown as { shownInTap: boolean[] }).shownInTap,
    );
    expect(shownInTap).toEqual([true]);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Total $10.60' }));
    // The card was answered before the views adopted the landing: Back still returns to the tips.
    await page.goBack();
    await expectPath(page, '/U500/proposed-tip-beauty/500');
    await expectVisible(page.getByRole('button', { name: /\$10.*Great/ }));
    expect(watched.errors).toEqual([]);
    await context.close();
  });

  // A worker loads the locale data (start-up/2-warm-locale.ts) beside the page's code, and the code
  // makes its first Intl object once the worker has answered (decision 0027). The page records
  // when the worker starts and answers, when the code template leaves, and when the page's own
  // code first makes an Intl object.
  const recordWarmUp = (): void => {
    const record = {
      created: [] as string[],
      // What the page told the worker: its language, for the list of names.
      told: [] as string[],
      startedAt: -1,
      answeredAt: -1,
      codeAt: -1,
      firstIntlAt: -1,
    };
    (window as unknown as { warmUp: typeof record }).warmUp = record;
    const RealWorker = window.Worker;
    window.Worker = class extends RealWorker {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        record.created.push(String(url));
        record.startedAt = performance.now();
        this.addEventListener('message', () => (record.answeredAt = performance.now()));
        const post = this.postMessage.bind(this);
        this.postMessage = (message: unknown): void => {
          record.told.push(String(message));
          post(message);
        };
      }
    };
    for (const name of ['DateTimeFormat', 'NumberFormat', 'PluralRules', 'ListFormat'] as const) {
      const real = Intl[name] as unknown as new (...args: unknown[]) => object;
      const seen = (): void => {
        if (record.firstIntlAt < 0) record.firstIntlAt = performance.now();
      };
      (Intl as unknown as Record<string, unknown>)[name] = new Proxy(real, {
        construct: (target, args) => (seen(), Reflect.construct(target, args)),
        apply: (target, self, args: unknown[]) => (seen(), Reflect.apply(target, self, args)),
      });
    }
    let seen = false;
    new MutationObserver(() => {
      const template = document.getElementById('tipwell-code');
      if (template) seen = true;
      else if (seen && record.codeAt < 0) record.codeAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
  };
  type WarmUp = {
    created: string[];
    told: string[];
    startedAt: number;
    answeredAt: number;
    codeAt: number;
    firstIntlAt: number;
  };
  const warmUpOf = (page: Page): Promise<WarmUp> =>
    page.evaluate(() => (window as unknown as { warmUp: WarmUp }).warmUp);
  /**
   * U500 as the server rendered it. A server past its render budget (a loaded CI machine) sends
   * index.html's shell instead, as it should, whose root is never inert: loaded once more then.
   */
  const gotoRendered = async (page: Page): Promise<void> => {
    for (let attempt = 1; ; attempt += 1) {
      const html = (await (await page.goto(`${product.app.url}/U500`))?.text()) ?? '';
      if (html.includes('id="tipwell-code"') || attempt === 2) return;
    }
  };

  it('loads the locale data in a worker of its own, and makes its first Intl object once the worker has', async () => {
    const context = await phoneContext(product.browser);
    const page = await context.newPage();
    const watched = watchPage(page);
    await page.addInitScript(recordWarmUp);
    await gotoRendered(page);
    // The root stays inert until the core has followed the server's answers (up to 2 s under load).
    await expect
      .poll(() => page.locator('#root').evaluate((root) => root.hasAttribute('inert')), {
        timeout: 10_000,
      })
      .toBe(false);
    // The views make the page's first Intl object as they start (on a shell, after the poll above).
    const madeIntl = async (): Promise<number> => (await warmUpOf(page)).firstIntlAt;
    await expect.poll(madeIntl, { timeout: 10_000 }).toBeGreaterThan(0);
    const warmUp = await warmUpOf(page);
    expect(warmUp.created).toHaveLength(1);
    expect(warmUp.created[0]).toMatch(/\/assets\/2-warm-locale\.worker-[\w-]+\.js$/);
    expect(warmUp.told).toEqual(['en-US']); // the page's language, for its list of names
    expect(warmUp.answeredAt).toBeGreaterThan(0); // the CSP lets it run, and it answered
    expect(warmUp.codeAt).toBeGreaterThan(0);
    // It waits for the worker's answer, or for the warm-up's 1 s limit where the worker is slower
    // than that (a loaded machine: CI once answered at 1,449 ms and the first Intl came at 1,309).
    expect(warmUp.firstIntlAt).toBeGreaterThanOrEqual(
      Math.min(warmUp.answeredAt, warmUp.startedAt + 990),
    );
    expect(watched.errors).toEqual([]);
    await context.close();
  });

  it('runs its code without the worker, and makes its first Intl object after a second when the worker never answers', async () => {
    const context = await phoneContext(product.browser);
    const page = await context.newPage();
    const watched = watchPage(page);
    await page.addInitScript(recordWarmUp);
    await page.route('**/assets/2-warm-locale.worker-*.js', () => undefined); // never answers
    await gotoRendered(page);
    await expect
      .poll(() => page.locator('#root').evaluate((root) => root.hasAttribute('inert')), {
        timeout: 10_000,
      })
      .toBe(false);
    await expect.poll(async () => (await warmUpOf(page)).firstIntlAt).toBeGreaterThan(0);
    const warmUp = await warmUpOf(page);
    expect(warmUp.answeredAt).toBe(-1);
    expect(warmUp.codeAt - warmUp.startedAt).toBeLessThan(990); // the code did not wait
    expect(warmUp.firstIntlAt - warmUp.startedAt).toBeGreaterThanOrEqual(990);
    await page.getByRole('button', { name: /\$10.*Great/ }).click();
    await expectPath(page, '/U500/payment');
    expect(watched.errors).toEqual([]);
    await context.close();
  });

  it("moves nothing when its logo arrives after the page, whatever the logo's shape", async () => {
    // The sandbox's wordmark (160×64), and a square mark another location might have.
    const square =
      '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48">' +
      '<rect width="48" height="48" fill="#6c4ab6"/></svg>';
    for (const logo of ['wordmark', 'square'] as const) {
      const context = await phoneContext(product.browser);
      const page = await context.newPage();
      let release = (): void => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/sandbox-assets/logos/*', async (route) => {
        await held;
        if (logo === 'wordmark') await route.continue();
        else await route.fulfill({ contentType: 'image/svg+xml', body: square });
      });
      await page.goto(`${product.app.url}/L100`, { waitUntil: 'domcontentloaded' });
      await expectVisible(page.getByRole('heading', { name: 'Choose a person you want to tip' }));
      // Only what moves from here on is the logo's doing; the load itself moves nothing
      // (e2e/layout-shift.e2e.ts, decision 0049).
      const releasedAt = await page.evaluate(() => performance.now());
      release();
      const image = page.getByRole('img', { name: 'Lumen Salon & Spa logo' });
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      const shifted = await page.evaluate(
        (since) =>
          new Promise<number>((resolve) => {
            let sum = 0;
            const add = (entries: PerformanceEntryList): void => {
              for (const entry of entries)
                if (entry.startTime >= since) sum += (entry as unknown as { value: number }).value;
            };
            const observer = new PerformanceObserver((list) => add(list.getEntries()));
            observer.observe({ type: 'layout-shift', buffered: true });
            // Two frames after the logo loaded, its layout has run and any shift is reported.
            requestAnimationFrame(() =>
              requestAnimationFrame(() => {
                add(observer.takeRecords());
                observer.disconnect();
                resolve(sum);
              }),
            );
          }),
        releasedAt,
      );
      expect(shifted, logo).toBe(0);
      await context.close();
    }
  });
});

describe('start-up from the static shell', () => {
  it('paints the product logo and Loading before any script has arrived', async () => {
    const context = await phoneContext(shellOnly.browser);
    const page = await context.newPage();
    await page.route('**/assets/*.js', () => undefined); // scripts never answer
    await page.goto(`${shellOnly.app.url}/U500`, { waitUntil: 'commit' });
    await expectVisible(page.getByRole('img', { name: 'Tipwell' }));
    await expectVisible(page.getByRole('status', { name: 'Loading' }));
    const preloads = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(preloads.some((href) => /\/assets\/views-[\w-]+\.js$/.test(href ?? ''))).toBe(true);
    // None of them blocks the first paint, and each says so: the exchange's requests go first.
    const priorities = await page
      .locator('script[src], link[rel="modulepreload"], link[rel="preload"]')
      .evaluateAll((tags) => tags.map((tag) => tag.getAttribute('fetchpriority')));
    expect(priorities.length).toBeGreaterThanOrEqual(3);
    expect(new Set(priorities)).toEqual(new Set(['low']));
    await context.close();
  });

  it('starts the code exchange before the views have loaded', async () => {
    const context = await phoneContext(shellOnly.browser);
    const page = await context.newPage();
    let releaseViews = (): void => undefined;
    const viewsHeld = new Promise<void>((resolve) => (releaseViews = resolve));
    await page.route('**/assets/views-*.js', async (route) => {
      await viewsHeld;
      await route.continue();
    });
    const exchange = page.waitForRequest((request) =>
      request.url().includes('/api/core/v1/web/users/500'),
    );
    await page.goto(`${shellOnly.app.url}/U500`, { waitUntil: 'domcontentloaded' });
    await exchange; // answered while React is still held back
    releaseViews();
    await expectPath(page, '/U500/proposed-tip-beauty/500');
    await context.close();
  });

  it("renders a QR intent's first step for the guest's device: the browser hydrates it and asks no exchange", async () => {
    const context = await phoneContext(product.browser);
    const page = await context.newPage();
    const watched = watchPage(page);
    const preloadWarnings: string[] = [];
    page.on('console', (message) => {
      if (/preload/i.test(message.text())) preloadWarnings.push(message.text());
    });
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/') || pathname.startsWith('/assets/')) {
        asked.push(`${request.method()} ${pathname.replace(/-[\w-]{8}\.(js|css)$/, '.$1')}`);
      }
    });
    const served = await page.goto(`${product.app.url}/qr/100/tab-42`);
    const html = (await served?.text()) ?? '';
    // The intent's first step in the page: exchanged by the server for the device it named in
    // the cookie it set (decision 0012).
    const cookie = (await served?.headerValue('set-cookie')) ?? '';
    const deviceId = /^tipwell_device=([\w-]+); Path=\/; Max-Age=\d+; SameSite=Lax$/.exec(
      cookie,
    )?.[1];
    expect(deviceId).toMatch(/^[\w-]{36}$/);
    expect(html).toMatch(/<h1[^>]*><bdi>Jordan L\.<\/bdi><\/h1>/);
    expect(html).toContain('<div id="root" inert>');
    await expectPath(page, '/qr/100/tab-42/proposed-tip-intent/0');
    await expect.poll(() => page.locator('#root[inert]').count()).toBe(0);
    // The views hydrated what was sent; the exchange and the location's calls came with it.
    expect(
      asked.filter((call) => call.includes('/api/core/') || call.includes('/payments/')),
    ).toEqual([]);
    // The screen's style sheets are inline (a later screen's are fetched when they are due); its
    // script comes with the page's own code.
    for (const sheet of ['views', 'proposed-tip-intent-screen', 'tipping-policy'])
      expect(asked).not.toContain(`GET /assets/${sheet}.css`);
    expect(asked).toContain('GET /assets/proposed-tip-intent-screen.js');
    // The browser goes by the server's id: its own calls (the payment) carry the same one.
    const stored = await page.evaluate(
      () => Object.entries(localStorage).find(([key]) => key.endsWith('device-fingerprint'))?.[1],
    );
    expect(stored).toContain(`"id":"${deviceId}"`);
    // A tap answers; the next load of the same device keeps its id (no new cookie).
    await page.getByRole('button', { name: /\$7\.20/ }).click();
    await expectVisible(page.getByRole('heading', { name: /^Priya/ }));
    const again = await page.goto(`${product.app.url}/qr/100/tab-42`);
    expect(await again?.headerValue('set-cookie')).toBeNull();
    await expectVisible(page.getByRole('heading', { name: /^Jordan/ }));
    await page.waitForTimeout(3500);
    expect(preloadWarnings).toEqual([]);
    expect(watched.errors).toEqual([]);
    await context.close();
  });

  it("renders an intent's payment step (its total set) with its amounts: hydrated as sent, its card form the browser's", async () => {
    const context = await phoneContext(product.browser);
    const page = await context.newPage();
    const watched = watchPage(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/') || pathname.endsWith('.css')) {
        asked.push(`${request.method()} ${pathname.replace(/-[\w-]{8}\.css$/, '.css')}`);
      }
    });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { served: Element | null }).served = document.querySelector('h1');
      });
    });
    const served = await page.goto(`${product.app.url}/qr/100/tab-43`);
    const html = (await served?.text()) ?? '';
    // The amounts the fees answered, and the policy sentence, in the page as sent.
    expect(html).toContain('<div id="root" inert>');
    expect(html).toMatch(/<h1[^>]*>.*Total.*\$26\.05.*<\/h1>/);
    expect(html).toContain('All of your $25 goes to Maya');
    await expectPath(page, '/qr/100/tab-43/payment');
    await expect.poll(() => page.locator('#root[inert]').count(), { timeout: 10_000 }).toBe(0);
    expect(
      await page.evaluate(() => {
        const sent = (window as unknown as { served: Element | null }).served;
        return sent !== null && sent === document.querySelector('h1');
      }),
    ).toBe(true);
    // The card form is the browser's: it mounts in the page as sent.
    await expectVisible(page.getByLabel('Card number'));
    await expectVisible(page.getByRole('button', { name: 'Pay $26.05' }));
    // Nothing the page carries is asked again: no exchange, no fee, no location; no inline sheet.
    expect(asked.filter((call) => /\/api\/(core|tips)\//.test(call))).toEqual([]);
    for (const sheet of ['views', 'payment-screen', 'tipping-policy'])
      expect(asked).not.toContain(`GET /assets/${sheet}.css`);
    expect(watched.errors).toEqual([]);
    await context.close();
  });

  it('sends the intent the device id of a cookie it had, and a malformed one is replaced', async () => {
    const known = '0b6f4c1e-8a55-4e53-9c1f-2a9d1f0c7e11';
    const mine = await fetch(`${product.app.url}/qr/100/tab-42`, {
      headers: { cookie: `tipwell_device=${known}` },
    });
    expect(mine.headers.get('set-cookie')).toBeNull();
    const page = await mine.text();
    expect(page).toContain(`\\"deviceId\\":\\"${known}\\"`);
    const hostile = await fetch(`${product.app.url}/qr/100/tab-42`, {
      headers: { cookie: 'tipwell_device=<script>alert(1)</script>' },
    });
    expect(hostile.status).toBe(200);
    expect(hostile.headers.get('set-cookie')).toMatch(/^tipwell_device=[\w-]{36};/);
    expect(await hostile.text()).not.toContain('alert(1)');
  });

  it('without the server, the browser asks the location itself and lands the same', async () => {
    const context = await phoneContext(shellOnly.browser);
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto(`${shellOnly.app.url}/qr/100/tab-42`);
    await expectVisible(page.getByRole('heading', { name: /^Jordan/ }));
    await expectVisible(page.getByRole('img', { name: 'Lumen Salon & Spa logo' }));
    expect(asked).toContain('/api/core/v3/web/locations/100');
    await context.close();
  });

  it('when the views cannot load, says so and Try again loads the page into the flow', async () => {
    const context = await phoneContext(product.browser);
    const page = await context.newPage();
    await page.route('**/assets/views-*.js', (route) => route.abort('internetdisconnected'));
    await page.goto(`${product.app.url}/U500`);
    await expectVisible(
      page.getByRole('alert').getByText('No connection. Please check your network and try again.'),
    );
    const tryAgain = page.getByRole('button', { name: 'Try again' });
    await expect.poll(() => tryAgain.evaluate((el) => el === document.activeElement)).toBe(true);
    const box = await tryAgain.boundingBox();
    expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(44);

    await page.unroute('**/assets/views-*.js');
    const watched = watchPage(page);
    await tryAgain.click();
    await expectPath(page, '/U500/proposed-tip-beauty/500');
    await expectVisible(page.getByText('Maya', { exact: true }).first());
    expect(watched.errors).toEqual([]);
    await context.close();
  });
});
