import { describe, expect, it } from 'vitest';
import { phoneContext, watchPage } from './support/browser';
import { expectPath, expectVisible } from './support/guest';
import { useProduct } from './support/session';

// Issue 11.2: index.html paints a static shell before any script runs; the entry (no React)
// starts the code exchange while the views' code, preloaded by index.html, is on its way.

const product = useProduct();

describe('start-up', () => {
  it('paints the product logo and Loading before any script has arrived', async () => {
    const context = await phoneContext(product.browser);
    const page = await context.newPage();
    await page.route('**/assets/*.js', () => undefined); // scripts never answer
    await page.goto(`${product.app.url}/U500`, { waitUntil: 'commit' });
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
    const context = await phoneContext(product.browser);
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
    await page.goto(`${product.app.url}/U500`, { waitUntil: 'domcontentloaded' });
    await exchange; // answered while React is still held back
    releaseViews();
    await expectPath(page, '/U500/proposed-tip-beauty/500');
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
