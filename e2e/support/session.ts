import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startApp, type RunningApp, type StartAppOptions } from './app';
import { launchChromium, phoneContext, watchPage } from './browser';

/** The product and the Chromium a whole e2e file shares. */
export interface Product {
  readonly app: RunningApp;
  readonly browser: Browser;
}

/** The phone-sized page of the current test, with the errors it has reported so far. */
export interface PhonePage {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly watched: ReturnType<typeof watchPage>;
}

function ready<T>(value: T | undefined, name: string, hook: string): T {
  if (value === undefined) {
    throw new Error(`${name} was read outside a test: it is only there once its ${hook} has run`);
  }
  return value;
}

/**
 * Registers the file's beforeAll and afterAll: starts the real product (see startApp) and a
 * headless Chromium once for the file, and closes both after its last test. Call it at the top
 * of the file and read `app` and `browser` inside tests (they throw before beforeAll has run).
 */
export function useProduct(options?: StartAppOptions): Product {
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    app = await startApp(options);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    browser = undefined;
    app = undefined;
  });
  return {
    get app() {
      return ready(app, 'useProduct().app', 'beforeAll');
    },
    get browser() {
      return ready(browser, 'useProduct().browser', 'beforeAll');
    },
  };
}

/**
 * Registers the file's beforeEach and afterEach: every test gets a fresh phone context and page
 * of the product's browser, watched by watchPage; after the test the context closes and the test
 * fails if the page reported any error (a test may filter `watched.errors` it expects).
 */
export function usePhonePage(product: Pick<Product, 'browser'>): PhonePage {
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let watched: ReturnType<typeof watchPage> | undefined;
  beforeEach(async () => {
    context = await phoneContext(product.browser);
    page = await context.newPage();
    watched = watchPage(page);
  });
  afterEach(async () => {
    await context?.close();
    const errors = watched?.errors ?? [];
    context = undefined;
    page = undefined;
    watched = undefined;
    expect(errors).toEqual([]);
  });
  return {
    get context() {
      return ready(context, 'usePhonePage().context', 'beforeEach');
    },
    get page() {
      return ready(page, 'usePhonePage().page', 'beforeEach');
    },
    get watched() {
      return ready(watched, 'usePhonePage().watched', 'beforeEach');
    },
  };
}
