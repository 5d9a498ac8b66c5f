import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const PHONE = { width: 390, height: 844 } as const;

/** Debian's Chromium; browsers are never downloaded. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The switches every Chromium the tests start runs with (Playwright's, the stories'). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * Browser UI that only costs the machine: headless Chromium opens a window per context, and each
 * window loads its omnibox popup's WebUI (chrome://omnibox-popup.top-chrome/, two renderers) beside
 * the page under test. On this project's 2-core machine those renderers took 40–100% of a core
 * while a landing loaded, and delayed its requests and its code (decision 0027).
 */
export const IDLE_BROWSER_UI_FEATURES = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
  'PreloadTopChromeWebUI',
] as const;

/**
 * Chromium reads only the last `--disable-features`: `extra` joined to a `--disable-features`
 * switch of `args` (one made when there is none). Returns the switch to drop and the one to add.
 */
export function withDisabledFeatures(
  args: readonly string[],
  extra: readonly string[],
): { readonly drop: string | null; readonly add: string } {
  const drop = args.findLast((arg) => arg.startsWith('--disable-features=')) ?? null;
  const listed = drop === null ? [] : drop.slice('--disable-features='.length).split(',');
  const features = [...new Set([...listed, ...extra].filter((feature) => feature !== ''))];
  return { drop, add: `--disable-features=${features.join(',')}` };
}

/** The switches a running Chromium was started with, as chrome://version shows them. */
export async function commandLineOf(browser: Browser): Promise<string[]> {
  const page = await browser.newPage();
  try {
    await page.goto('chrome://version');
    return (await page.locator('#command_line').innerText()).split(/\s+/);
  } finally {
    await page.close();
  }
}

/**
 * Where the end-to-end global setup leaves Playwright's `--disable-features` switch for the files
 * (Vitest passes its environment to the workers it starts): `none` when Playwright adds none.
 */
export const PLAYWRIGHT_DISABLED_FEATURES_ENV = 'TIPWELL_PLAYWRIGHT_DISABLED_FEATURES';

let defaultDisabledFeatures: Promise<string | null> | undefined;

/**
 * Playwright's own `--disable-features` switch, read once from a browser it launched
 * (chrome://version). The end-to-end files take it from the global setup, which read it once for
 * all of them: a launch per file cost about 3 CPU-seconds, 28 files.
 */
export function playwrightDisabledFeatures(): Promise<string | null> {
  const given = process.env[PLAYWRIGHT_DISABLED_FEATURES_ENV];
  if (given !== undefined) return Promise.resolve(given === 'none' ? null : given);
  defaultDisabledFeatures ??= (async () => {
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
    });
    try {
      return withDisabledFeatures(await commandLineOf(browser), []).drop;
    } finally {
      await browser.close();
    }
  })();
  return defaultDisabledFeatures;
}

/**
 * Debian's Chromium with Playwright's switches, and the browser UI nobody sees turned off too
 * (`IDLE_BROWSER_UI_FEATURES`).
 */
export async function launchChromium(): Promise<Browser> {
  const playwright = await playwrightDisabledFeatures();
  const { drop, add } = withDisabledFeatures(
    playwright === null ? [] : [playwright],
    IDLE_BROWSER_UI_FEATURES,
  );
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    ...(drop === null ? {} : { ignoreDefaultArgs: [drop] }),
    args: [...CHROMIUM_ARGS, add],
  });
}

/** A phone-sized, touch-enabled context. */
export async function phoneContext(
  browser: Browser,
  options: { viewport?: { width: number; height: number }; locale?: string } = {},
): Promise<BrowserContext> {
  return browser.newContext({
    viewport: options.viewport ?? PHONE,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    // The browser's language: navigator.languages and Accept-Language.
    locale: options.locale ?? 'en-US',
    timezoneId: 'America/Los_Angeles',
  });
}

/** Fails the test on any uncaught page error or CSP violation. */
export function watchPage(page: Page): { errors: string[] } {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/.test(message.text())) {
      errors.push(`csp: ${message.text()}`);
    }
  });
  return { errors };
}

/**
 * Runs `run` on a page of a fresh phone context (closed afterwards, whatever happens); fails once
 * it is done if the page reported an error. `prepare` runs on the context before the page opens.
 */
export async function withPhonePage(
  browser: Browser,
  options: Parameters<typeof phoneContext>[1],
  run: (page: Page, context: BrowserContext) => Promise<void>,
  prepare?: (context: BrowserContext) => Promise<unknown>,
): Promise<void> {
  const context = await phoneContext(browser, options);
  await prepare?.(context);
  const page = await context.newPage();
  const watched = watchPage(page);
  try {
    await run(page, context);
  } finally {
    await context.close();
  }
  if (watched.errors.length > 0) throw new Error(`page errors: ${watched.errors.join('; ')}`);
}
