import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startApp, type RunningApp } from './support/app';
import { launchChromium, phoneContext, watchPage } from './support/browser';
import { axeViolations } from './support/axe';
import { CARD, expectPath, expectVisible, fillPayment } from './support/guest';

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let watched: { errors: string[] };

beforeAll(async () => {
  app = await startApp();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});
beforeEach(async () => {
  context = await phoneContext(browser);
  page = await context.newPage();
  watched = watchPage(page);
});
afterEach(async () => {
  await context.close();
  expect(watched.errors).toEqual([]);
});

const capturedCount = (): number =>
  app.query<{ n: number }>("SELECT COUNT(*) AS n FROM payments WHERE status = 'captured'")[0]!.n;

/** U500 (reviews on): a $10 tip paid with the 3-D Secure card, up to the sandbox's 3-D Secure page. */
async function toThreeDS(): Promise<void> {
  await page.goto(`${app.url}/U500`);
  await expectPath(page, '/U500/proposed-tip-beauty/500');
  await page.getByRole('button', { name: /\$10.*Great/ }).click();
  await expectPath(page, '/U500/payment');
  await fillPayment(page, { number: CARD.threeDSecure });
  await page.getByRole('button', { name: 'Pay $10.60' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/sandbox-provider/3ds/'));
  const stored = await page.evaluate(() => JSON.stringify({ ...window.localStorage }));
  expect(stored).toContain('tipwell.redirect');
  expect(stored).not.toContain('guest@example.com');
}

describe('3-D Secure: the /external return', () => {
  it('Complete → /external → review → Thank you, one captured payment; reload and Back keep it', async () => {
    const before = capturedCount();
    await toThreeDS();
    await page.getByRole('button', { name: 'Complete' }).click();
    await expectPath(page, '/external/review');
    await expectVisible(page.getByRole('heading', { name: 'Rate your service' }));
    expect(await axeViolations(page)).toEqual([]);
    expect(capturedCount()).toBe(before + 1);

    await page.reload();
    await expectPath(page, '/external/review');
    await expectVisible(page.getByRole('heading', { name: 'Rate your service' }));
    await page.getByRole('radio', { name: '5 Stars' }).check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectPath(page, '/external/success');
    await expectVisible(page.getByRole('heading', { name: 'Thank you' }));
    await page.reload();
    await expectPath(page, '/external/success');
    await expectVisible(page.getByRole('heading', { name: 'Thank you' }));
    expect(capturedCount()).toBe(before + 1);
  });

  it('a reload of the return address itself sends no second details call and stays paid', async () => {
    const before = capturedCount();
    await toThreeDS();
    const returned = page.waitForRequest((request) => request.url().includes('/external?'));
    await page.getByRole('button', { name: 'Complete' }).click();
    const returnUrl = (await returned).url();
    await expectPath(page, '/external/review');
    const details: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/payments/web/details')) details.push(request.url());
    });
    await page.goto(returnUrl);
    await expectPath(page, '/external/review');
    await expectVisible(page.getByRole('heading', { name: 'Rate your service' }));
    expect(details).toEqual([]);
    expect(capturedCount()).toBe(before + 1);
  });

  it('the return opened in a new tab resolves from the stored redirect state', async () => {
    const before = capturedCount();
    await toThreeDS();
    const returned = page.waitForRequest((request) => request.url().includes('/external?'));
    // The guest's bank opens the return in a new tab of the same browser: no session storage.
    await page.route('**/external?*', (route) => route.abort());
    await page.getByRole('button', { name: 'Complete' }).click();
    const returnUrl = (await returned).url();
    const tab = await context.newPage();
    const tabWatch = watchPage(tab);
    await tab.goto(returnUrl);
    await tab.waitForURL((url) => url.pathname === '/external/review', { timeout: 15_000 });
    await tab.getByRole('heading', { name: 'Rate your service' }).waitFor();
    expect(capturedCount()).toBe(before + 1);
    expect(tabWatch.errors).toEqual([]);
    await page.unroute('**/external?*');
    watched.errors = watched.errors.filter((error) => !error.includes('ERR_FAILED'));
  });

  it('the return opened in another browser (no storage at all) finds the payment by its key', async () => {
    const before = capturedCount();
    await toThreeDS();
    const returned = page.waitForRequest((request) => request.url().includes('/external?'));
    await page.route('**/external?*', (route) => route.abort());
    await page.getByRole('button', { name: 'Complete' }).click();
    const returnUrl = (await returned).url();
    await page.unroute('**/external?*');
    watched.errors = watched.errors.filter((error) => !error.includes('ERR_FAILED'));
    // A new browser context: no local storage, no session storage, no cookies of the first one.
    const other = await phoneContext(browser);
    try {
      const tab = await other.newPage();
      const tabWatch = watchPage(tab);
      const details: string[] = [];
      tab.on('request', (request) => {
        if (request.url().includes('/payments/web/details')) details.push(request.postData() ?? '');
      });
      await tab.goto(returnUrl);
      await tab.waitForURL((url) => url.pathname === '/external/review', { timeout: 15_000 });
      await tab.getByRole('heading', { name: 'Rate your service' }).waitFor();
      const key = JSON.parse(new URL(returnUrl).searchParams.get('redirectData') ?? '{}')
        .paymentReferenceId as string;
      expect(details).toHaveLength(1);
      expect(JSON.parse(details[0] ?? '{}').reference).toBe(key);
      expect(capturedCount()).toBe(before + 1);
      expect(app.query('SELECT status FROM payments WHERE idempotency_key = ?', key)).toEqual([
        { status: 'captured' },
      ]);
      await tab.getByRole('radio', { name: '5 Stars' }).check();
      await tab.getByRole('button', { name: 'Submit' }).click();
      await tab.waitForURL((url) => url.pathname === '/external/success');
      await tab.getByRole('heading', { name: 'Thank you' }).waitFor();
      expect(capturedCount()).toBe(before + 1);
      expect(tabWatch.errors).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('Fail → error-external with Tip again, nothing captured', async () => {
    const before = capturedCount();
    await toThreeDS();
    await page.getByRole('button', { name: 'Fail' }).click();
    await expectPath(page, '/external/error-external');
    await expectVisible(
      page.getByText(
        'Something went wrong with the payment or your payment authorization data was incorrect',
      ),
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(capturedCount()).toBe(before);
    await page.getByRole('button', { name: 'Tip again' }).click();
    await expectPath(page, '/U500/proposed-tip-beauty/500');
  });

  it('tampered redirect data leads to error-external, not a crash', async () => {
    await page.goto(`${app.url}/external?redirectData=%7Bnope&redirectResult=x`);
    await expectPath(page, '/external/error-external');
    await expectVisible(page.getByRole('heading', { name: 'Payment Failed' }));
    // No code known: no Tip again (there is no start to go back to); the support link is the way on.
    expect(await page.getByRole('button', { name: 'Tip again' }).count()).toBe(0);
    await expectVisible(page.getByRole('link', { name: 'Contact support' }));
    expect(await page.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toMatch(
      /^mailto:/,
    );
  });
});
