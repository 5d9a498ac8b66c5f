import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, {
  type Browser as PuppeteerBrowser,
  type ElementHandle,
  type Page as PuppeteerPage,
} from 'puppeteer-core';
import { Key, remote } from 'webdriverio';
import { findInPage, type PageQuery } from './find-in-page';

// WebKit and Gecko from Debian, driven the two ways they can be without downloading a driver
// (decision 0034): WebKitGTK's MiniBrowser through WebKitWebDriver (WebDriver classic; it has no
// BiDi) with webdriverio, Firefox ESR over WebDriver BiDi (no geckodriver) with puppeteer-core.
// The journeys are written once against `EnginePage`; both find what a guest names with the same
// in-page query (find-in-page.ts).

export type EngineName = 'webkit' | 'firefox';

export interface Viewport {
  readonly width: number;
  readonly height: number;
}

export const PHONE: Viewport = { width: 390, height: 844 };
export const SMALL_PHONE: Viewport = { width: 320, height: 640 };

const MINIBROWSER =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const WEBKIT_WEBDRIVER = process.env.WEBKIT_WEBDRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

type Name = PageQuery['name'] | RegExp;

/** What a test names: a role and its accessible name (a RegExp or the exact text). */
export function by(
  role: string,
  name?: Name,
  options: Omit<PageQuery, 'role' | 'name'> = {},
): PageQuery {
  const wire = name instanceof RegExp ? { source: name.source, flags: name.flags } : name;
  return { role, ...(wire === undefined ? {} : { name: wire }), ...options };
}

/** One tab of an engine, as the journeys drive it. */
export interface EnginePage {
  readonly engine: EngineName;
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  back(): Promise<void>;
  /** The address's path. */
  path(): Promise<string>;
  evaluate<A extends unknown[], T>(fn: (...args: A) => T, ...args: A): Promise<T>;
  /** Whether something matches now. */
  has(query: PageQuery): Promise<boolean>;
  /** Waits (up to 20 s) until something matches. */
  waitFor(query: PageQuery): Promise<void>;
  /** Waits (up to 20 s) until something matches and its visible text holds `text`. */
  waitForText(query: PageQuery, text: string): Promise<void>;
  /** Waits (up to 30 s) until the address's path is `path` (or matches it). */
  waitForPath(path: string | RegExp): Promise<void>;
  tap(query: PageQuery): Promise<void>;
  /** Selects what the field holds and types `text` over it, key by key. */
  fill(query: PageQuery, text: string): Promise<void>;
  value(query: PageQuery): Promise<string>;
  textOf(query: PageQuery): Promise<string>;
  selectOption(query: PageQuery, value: string): Promise<void>;
  press(key: 'Tab' | 'Enter' | 'Space' | 'Backspace'): Promise<void>;
  /** Types `text` key by key into what has the focus. */
  type(text: string): Promise<void>;
  /** Runs a script's source in the page (the driver's, so the page's CSP does not apply). */
  inject(source: string): Promise<void>;
  screenshot(path: string): Promise<void>;
  setViewport(viewport: Viewport): Promise<void>;
  /** Opens `url` in a new tab of the same browser (its local storage, not its session storage). */
  openTab(url: string): Promise<EnginePage>;
  /**
   * The uncaught page errors reported since the last call, in this page and the tabs it opened
   * (Firefox's BiDi log; WebDriver classic gives WebKit no such channel, so its list stays empty).
   */
  takeErrors(): string[];
  close(): Promise<void>;
}

/**
 * An engine's browser: a fresh page per test, sharing nothing stored with the one before; pages
 * may be open side by side (in Firefox, a window per page; in WebKit, a session per open page).
 */
export interface Engine {
  readonly name: EngineName;
  newPage(viewport: Viewport): Promise<EnginePage>;
  close(): Promise<void>;
}

// Upper bounds, not durations: on a machine loaded past 20 a cold MiniBrowser took over 10 s to
// show the landing (decision 0040: a slower machine makes the tests slower, not failing).
const WAIT_MS = 20_000;

async function until<T>(
  what: string,
  probe: () => Promise<T | null>,
  timeout = WAIT_MS,
): Promise<T> {
  const end = Date.now() + timeout;
  let lastError: unknown;
  for (;;) {
    try {
      const found = await probe();
      if (found !== null) return found;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > end) {
      throw new Error(`timed out waiting for ${what}${lastError ? `: ${String(lastError)}` : ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const describe = (query: PageQuery): string => JSON.stringify(query);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** A virtual display: this process's DISPLAY when set, else an Xvfb of our own (MiniBrowser needs one). */
async function useDisplay(): Promise<{ display: string; stop(): Promise<void> }> {
  if (process.env.DISPLAY) return { display: process.env.DISPLAY, stop: async () => {} };
  const child = spawn(
    'Xvfb',
    ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    },
  );
  const number = await new Promise<string>((resolve, reject) => {
    let text = '';
    child.stdio[3]?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(text.trim());
    });
    child.once('exit', (code) => reject(new Error(`Xvfb exited with ${code}`)));
  });
  return { display: `:${number}`, stop: () => stopChild(child) };
}

// ---------------------------------------------------------------------------------------------
// WebKit: MiniBrowser through WebKitWebDriver (WebDriver classic), with webdriverio.

/**
 * MiniBrowser's toolbar keeps its window at least 447 px wide; a GTK style sheet (read from
 * XDG_CONFIG_HOME) shrinks the toolbar's widgets so the page can be 320 px wide, as on a phone.
 */
const GTK_CSS = `headerbar, headerbar *, box.toolbar, box.toolbar *, toolbar, toolbar *, entry, button, image {
  min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; border-width: 0;
  -gtk-icon-transform: scale(0.01);
}
`;

type WdioBrowser = Awaited<ReturnType<typeof remote>>;
type WdioElement = Awaited<ReturnType<WdioBrowser['$']>>;

const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

const WDIO_KEYS = { Tab: Key.Tab, Enter: Key.Enter, Space: Key.Space, Backspace: Key.Backspace };

/**
 * The in-page query as a script's source with `query` in it. tsx's transform wraps named functions
 * in a `__name(…)` helper the page does not have: the script defines it.
 */
function findScript(query: PageQuery): string {
  return `(() => { var __name = (f) => f; return (${findInPage.toString()})(${JSON.stringify(query)}); })()`;
}

/** What an in-page wait waits for: something named (holding `text`, if given), or an address. */
type Awaited_ = { query: PageQuery; text?: string } | { path: { source: string; flags: string } };

/**
 * One slice of a wait, run inside the page: a promise of what `awaited` finds (the element, or
 * the path) once it holds, or null after `slice` ms. It looks again when the DOM changes (a
 * MutationObserver, at most every 100 ms) and every 250 ms (what only the layout or the address
 * changes), so a wait costs one driver round trip per slice instead of one every 50 ms.
 */
function waitScript(awaited: Awaited_, slice: number): string {
  const check = (find: (query: PageQuery) => Element | null, what: Awaited_): unknown => {
    if ('path' in what) {
      return new RegExp(what.path.source, what.path.flags).test(location.pathname)
        ? location.pathname
        : null;
    }
    const element = find(what.query);
    if (element === null) return null;
    if (what.text === undefined) return element;
    return ((element as HTMLElement).innerText ?? '').includes(what.text) ? element : null;
  };
  const wait = (look: () => unknown, ms: number): Promise<unknown> =>
    new Promise((resolve) => {
      const first = look();
      if (first !== null) {
        resolve(first);
        return;
      }
      let pending: ReturnType<typeof setTimeout> | undefined;
      const settle = (value: unknown): void => {
        observer.disconnect();
        clearInterval(every);
        clearTimeout(limit);
        clearTimeout(pending);
        resolve(value);
      };
      const again = (): void => {
        pending = undefined;
        const found = look();
        if (found !== null) settle(found);
      };
      const observer = new MutationObserver(() => {
        pending ??= setTimeout(again, 100);
      });
      observer.observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
      const every = setInterval(again, 250);
      const limit = setTimeout(() => settle(null), ms);
    });
  return `(() => { var __name = (f) => f; const find = ${findInPage.toString()}; const check = ${check.toString()}; const what = ${JSON.stringify(awaited)}; return (${wait.toString()})(() => check(find, what), ${slice}); })()`;
}

const SLICE_MS = 2_000;

/**
 * Waits until `awaited` holds, in slices run inside the page; a slice cut short by a navigation
 * (the page's scripts gone) is tried again until `timeout`.
 */
async function waitInPage<T>(
  what: string,
  awaited: Awaited_,
  slice: (source: string) => Promise<T | null>,
  timeout = WAIT_MS,
): Promise<T> {
  const end = Date.now() + timeout;
  let lastError: unknown;
  for (;;) {
    const left = end - Date.now();
    try {
      const found = await slice(waitScript(awaited, Math.max(50, Math.min(SLICE_MS, left))));
      if (found !== null) return found;
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (Date.now() > end) {
      throw new Error(`timed out waiting for ${what}${lastError ? `: ${String(lastError)}` : ''}`);
    }
  }
}

const pathPattern = (path: string | RegExp): { source: string; flags: string } =>
  typeof path === 'string'
    ? { source: `^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, flags: '' }
    : { source: path.source, flags: path.flags };

async function wdioFind(browser: WdioBrowser, query: PageQuery): Promise<WdioElement | null> {
  const found = (await browser.execute(`return ${findScript(query)}`)) as unknown;
  if (found === null || typeof found !== 'object') return null;
  if (ELEMENT_KEY in found) {
    return browser.$(found as { [ELEMENT_KEY]: string }) as unknown as WdioElement;
  }
  return found as WdioElement;
}

/** WebKit may answer ElementNotInteractable right after a load: try again, as a guest would. */
async function wdioAct(query: PageQuery, act: () => Promise<unknown>): Promise<void> {
  await until(`${describe(query)} to take the action`, async () => {
    await act();
    return true;
  });
}

/** A MiniBrowser window's toolbar height and the page size it was last given. */
interface WindowState {
  chromeHeight: number;
  size?: Viewport;
}

/** One slice of an in-page wait, through WebDriver's Execute Async Script. */
async function wdioSlice(browser: WdioBrowser, source: string): Promise<unknown> {
  return browser.executeAsync(
    `const done = arguments[arguments.length - 1]; Promise.resolve(${source}).then(done, () => done(null));`,
  );
}

function wdioElement(browser: WdioBrowser, found: unknown): WdioElement | null {
  if (found === null || typeof found !== 'object') return null;
  return browser.$(found as { [ELEMENT_KEY]: string }) as unknown as WdioElement;
}

function webkitPage(browser: WdioBrowser, state: WindowState): EnginePage {
  const waitFor = async (query: PageQuery, text?: string): Promise<WdioElement> =>
    wdioElement(
      browser,
      await waitInPage(
        describe(query) + (text === undefined ? '' : ` to hold ${JSON.stringify(text)}`),
        { query, ...(text === undefined ? {} : { text }) },
        (source) => wdioSlice(browser, source),
      ),
    )!;
  const find = (query: PageQuery): Promise<WdioElement> => waitFor(query);
  const page: EnginePage = {
    engine: 'webkit',
    async goto(url) {
      await browser.url(url);
    },
    async reload() {
      await browser.refresh();
    },
    async back() {
      await browser.back();
    },
    async path() {
      return new URL(await browser.getUrl()).pathname;
    },
    evaluate(fn, ...args) {
      return browser.execute(fn as never, ...(args as unknown as never[])) as never;
    },
    async has(query) {
      return (await wdioFind(browser, query)) !== null;
    },
    async waitFor(query) {
      await find(query);
    },
    async waitForText(query, text) {
      await waitFor(query, text);
    },
    async waitForPath(path) {
      await waitInPage(
        `the address ${String(path)}`,
        { path: pathPattern(path) },
        (source) => wdioSlice(browser, source),
        2 * WAIT_MS,
      );
    },
    async tap(query) {
      await wdioAct(query, async () => (await find(query)).click());
    },
    async fill(query, text) {
      await wdioAct(query, async () => {
        const element = await find(query);
        // Focused with what it holds selected; Element Send Keys then types at the caret.
        const holds = await browser.execute((field: HTMLElement) => {
          const input = field as HTMLInputElement;
          input.focus();
          input.select();
          return input.value !== '';
        }, element as never);
        if (holds) await browser.keys(Key.Backspace);
        await element.addValue(text);
      });
    },
    async value(query) {
      return (await find(query)).getValue();
    },
    async textOf(query) {
      return (await find(query)).getText();
    },
    async selectOption(query, value) {
      await wdioAct(query, async () => (await find(query)).selectByAttribute('value', value));
    },
    async press(key) {
      await browser.keys(WDIO_KEYS[key]);
    },
    async type(text) {
      // One key per action: WebKitWebDriver's one action of many keys lost keys after the card
      // number's first digits (the form rewrites the field as it is typed).
      for (const key of text) await browser.keys(key);
    },
    async inject(source) {
      await browser.execute(source);
    },
    async screenshot(path) {
      await browser.saveScreenshot(path);
    },
    async setViewport(size) {
      const { width, height } = size;
      if (state.size?.width === width && state.size.height === height) return;
      // The toolbar's height is measured from the window itself, again whenever the page's height
      // comes out wrong: read before a resize had landed, it once left the page at 320×436 for 640.
      for (let attempt = 0; attempt < 5; attempt++) {
        await browser.setWindowSize(width, height + state.chromeHeight);
        const [innerWidth, innerHeight, outerHeight] = await browser.execute(() => [
          window.innerWidth,
          window.innerHeight,
          window.outerHeight,
        ]);
        if (innerWidth === width && innerHeight === height) break;
        state.chromeHeight = Math.max(0, outerHeight - innerHeight);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      state.size = size;
    },
    async openTab(url) {
      const opener = await browser.getWindowHandle();
      const { handle } = await browser.createWindow('tab');
      await browser.switchToWindow(handle);
      const tab = webkitPage(browser, state);
      await tab.goto(url);
      return {
        ...tab,
        async close() {
          await browser.closeWindow();
          await browser.switchToWindow(opener);
        },
      };
    },
    takeErrors: () => [],
    async close() {
      await browser.deleteSession();
    },
  };
  return page;
}

/** One MiniBrowser under its own WebKitWebDriver (a driver holds one session at a time). */
interface WebKitSession {
  readonly browser: WdioBrowser;
  readonly state: WindowState;
  end(): Promise<void>;
}

async function startWebKitSession(env: NodeJS.ProcessEnv): Promise<WebKitSession> {
  const port = await freePort();
  const driver = spawn(WEBKIT_WEBDRIVER, [`--port=${port}`], { env, stdio: 'ignore' });
  try {
    await until('WebKitWebDriver to listen', async () =>
      (await fetch(`http://127.0.0.1:${port}/status`)).ok ? true : null,
    );
    const browser = await remote({
      hostname: '127.0.0.1',
      port,
      // A wait cut short by a navigation is tried again; webdriverio would log it as an error.
      logLevel: 'silent',
      connectionRetryCount: 0,
      capabilities: {
        browserName: 'MiniBrowser',
        // WebKitWebDriver 2.50 refuses `webSocketUrl` (no BiDi): plain WebDriver classic.
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      } as WebdriverIO.Capabilities,
    });
    // An in-page wait's slice is 2 s: a script cut off by a navigation fails after 5 s, not 30.
    await browser.setTimeout({ script: SLICE_MS + 3_000 });
    return {
      browser,
      state: { chromeHeight: 0 },
      async end() {
        await browser.deleteSession().catch(() => {});
        await stopChild(driver);
      },
    };
  } catch (error) {
    await stopChild(driver);
    throw error;
  }
}

async function launchWebKit(sessions: number): Promise<Engine> {
  const display = await useDisplay();
  const config = mkdtempSync(join(tmpdir(), 'tipwell-webkit-'));
  mkdirSync(join(config, 'gtk-3.0'));
  writeFileSync(join(config, 'gtk-3.0', 'gtk.css'), GTK_CSS);
  const env = { ...process.env, DISPLAY: display.display, XDG_CONFIG_HOME: config };
  // Sessions are kept between journeys (starting one took 2-5 s): each journey leaves its
  // MiniBrowser as it found it. A page taken while every session is busy starts one more.
  const idle: WebKitSession[] = [];
  const started: WebKitSession[] = [];
  const start = async (): Promise<WebKitSession> => {
    const session = await startWebKitSession(env);
    started.push(session);
    return session;
  };
  idle.push(...(await Promise.all(Array.from({ length: sessions }, start))));
  return {
    name: 'webkit',
    async newPage(viewport) {
      // The idle session already at this size, if any: no resizing.
      const index = idle.findIndex(
        (s) => s.state.size?.width === viewport.width && s.state.size.height === viewport.height,
      );
      const session = (index >= 0 ? idle.splice(index, 1)[0] : idle.pop()) ?? (await start());
      const page = webkitPage(session.browser, session.state);
      await page.setViewport(viewport);
      return {
        ...page,
        async close() {
          try {
            await forgetJourney(session.browser);
            idle.push(session);
          } catch (error) {
            // A session that cannot be reset is not reused.
            await session.end();
            throw error;
          }
        },
      };
    },
    async close() {
      await Promise.all(started.map((session) => session.end()));
      await display.stop();
      rmSync(config, { recursive: true, force: true });
    },
  };
}

/**
 * Leaves MiniBrowser as a fresh one for the next journey: one tab, nothing stored (local and
 * session storage of the page's origin, cookies), on a blank page.
 */
async function forgetJourney(browser: WdioBrowser): Promise<void> {
  const [first, ...others] = await browser.getWindowHandles();
  for (const handle of others) {
    await browser.switchToWindow(handle);
    await browser.closeWindow();
  }
  if (first !== undefined) await browser.switchToWindow(first);
  await browser.execute(() => {
    if (location.protocol.startsWith('http')) {
      localStorage.clear();
      sessionStorage.clear();
    }
  });
  await browser.deleteAllCookies();
  await browser.url('about:blank');
}

// ---------------------------------------------------------------------------------------------
// Firefox ESR over WebDriver BiDi, with puppeteer-core.

async function pptrFind(
  page: PuppeteerPage,
  query: PageQuery,
): Promise<ElementHandle<Element> | null> {
  const handle = await page.evaluateHandle(findScript(query));
  const element = handle.asElement() as ElementHandle<Element> | null;
  if (element === null) await handle.dispose();
  return element;
}

const PPTR_KEYS = { Tab: 'Tab', Enter: 'Enter', Space: 'Space', Backspace: 'Backspace' } as const;

/** One slice of an in-page wait: the element it found, or null. */
async function pptrSlice(
  page: PuppeteerPage,
  source: string,
): Promise<ElementHandle<Element> | null> {
  const handle = await page.evaluateHandle(source);
  const element = handle.asElement() as ElementHandle<Element> | null;
  if (element === null) await handle.dispose();
  return element;
}

/**
 * Sets a Firefox page's size. Puppeteer's setViewport sends the size and, beside it,
 * `emulation.setScreenOrientationOverride`, which Firefox ESR 140 (Debian's today) does not know:
 * the call fails although the size was sent (puppeteer/puppeteer#14989; Puppeteer supports
 * Firefox's latest release only). There the page is waited for until it has the size.
 */
async function setFirefoxViewport(page: PuppeteerPage, { width, height }: Viewport): Promise<void> {
  try {
    await page.setViewport({ width, height, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
  } catch (error) {
    if (!String(error).includes('unknown command emulation.setScreenOrientationOverride'))
      throw error;
    await until(`a ${width}×${height} viewport`, async () => {
      const [w, h] = await page.evaluate(() => [window.innerWidth, window.innerHeight]);
      return w === width && h === height ? true : null;
    });
  }
}

function firefoxPage(page: PuppeteerPage, errors: string[]): EnginePage {
  const waitFor = (query: PageQuery, text?: string): Promise<ElementHandle<Element>> =>
    waitInPage(
      describe(query) + (text === undefined ? '' : ` to hold ${JSON.stringify(text)}`),
      { query, ...(text === undefined ? {} : { text }) },
      (source) => pptrSlice(page, source),
    );
  const find = (query: PageQuery): Promise<ElementHandle<Element>> => waitFor(query);
  page.on('pageerror', (error) => errors.push(`pageerror: ${String(error)}`));
  let viewport: Viewport | undefined;
  return {
    engine: 'firefox',
    async goto(url) {
      await page.goto(url);
    },
    async reload() {
      await page.reload();
    },
    async back() {
      // Firefox ESR 140 sends no `browsingContext.historyUpdated`, so Puppeteer waits for ever on
      // a Back within the document (its pushState entries): the Back is done once the address is
      // no longer the one it left (or Puppeteer saw a navigation).
      const left = await page.evaluate(() => location.href);
      let done = false;
      const navigated = page.goBack().finally(() => (done = true));
      const moved = until('the address to go back', async () =>
        done || (await page.evaluate(() => location.href)) !== left ? true : null,
      );
      await Promise.race([navigated, moved]);
      void navigated.catch(() => undefined);
      void moved.catch(() => undefined);
    },
    async path() {
      // The page's own: Puppeteer's page.url() misses a pushState in Firefox ESR 140 (no
      // `browsingContext.historyUpdated`); between two documents, the last one Puppeteer saw.
      return page.evaluate(() => location.pathname).catch(() => new URL(page.url()).pathname);
    },
    evaluate(fn, ...args) {
      return page.evaluate(fn as never, ...(args as unknown as never[])) as never;
    },
    async has(query) {
      const found = await pptrFind(page, query);
      await found?.dispose();
      return found !== null;
    },
    async waitFor(query) {
      await (await find(query)).dispose();
    },
    async waitForText(query, text) {
      await (await waitFor(query, text)).dispose();
    },
    async waitForPath(path) {
      await waitInPage(
        `the address ${String(path)}`,
        { path: pathPattern(path) },
        (source) => page.evaluate(source) as Promise<string | null>,
        2 * WAIT_MS,
      );
    },
    async tap(query) {
      await until(`${describe(query)} to take a tap`, async () => {
        const element = await find(query);
        await element.click();
        return true;
      });
    },
    async fill(query, text) {
      const element = (await find(query)) as ElementHandle<HTMLInputElement>;
      await element.focus();
      await element.evaluate((field) => field.select());
      await page.keyboard.press('Backspace');
      await element.type(text);
    },
    async value(query) {
      return (await find(query)).evaluate((field) => (field as HTMLInputElement).value);
    },
    async textOf(query) {
      return (await find(query)).evaluate((element) => (element as HTMLElement).innerText);
    },
    async selectOption(query, value) {
      await ((await find(query)) as ElementHandle<HTMLSelectElement>).select(value);
    },
    async press(key) {
      await page.keyboard.press(PPTR_KEYS[key]);
    },
    async type(text) {
      await page.keyboard.type(text);
    },
    async inject(source) {
      await page.evaluate(source);
    },
    async screenshot(path) {
      await page.screenshot({ path });
    },
    async setViewport(size) {
      viewport = size;
      await setFirefoxViewport(page, size);
    },
    async openTab(url) {
      const tab = await page.browserContext().newPage();
      if (viewport) await setFirefoxViewport(tab, viewport);
      const opened = firefoxPage(tab, errors);
      await opened.goto(url);
      return opened;
    },
    takeErrors: () => errors.splice(0),
    async close() {
      await page.browserContext().close();
    },
  };
}

async function launchFirefox(): Promise<Engine> {
  const browser: PuppeteerBrowser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
  });
  return {
    name: 'firefox',
    async newPage(viewport) {
      // A user context per test: its own storage and cookies, as a fresh Chromium context.
      const context = await browser.createBrowserContext();
      // A window of its own: beside another page it stays in the foreground (a background tab's
      // timers and frames are throttled).
      const page = firefoxPage(await context.newPage({ type: 'window' }), []);
      await page.setViewport(viewport);
      return page;
    },
    close: () => browser.close(),
  };
}

/**
 * Starts an engine's browser; `sessions`: how many pages are expected open side by side (WebKit
 * starts that many MiniBrowsers up front; Firefox opens windows as they are asked for).
 */
export function launchEngine(name: EngineName, sessions = 1): Promise<Engine> {
  return name === 'webkit' ? launchWebKit(sessions) : launchFirefox();
}
