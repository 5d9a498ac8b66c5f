import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const PHONE = { width: 390, height: 844 } as const;

/** Debian's Chromium; browsers are never downloaded. */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
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
