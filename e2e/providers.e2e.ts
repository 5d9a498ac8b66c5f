import { describe, expect, it } from 'vitest';
import { phoneContext, watchPage } from './support/browser';
import { expectPath, expectVisible } from './support/guest';
import { useProduct } from './support/session';

// with SANDBOX_PROCESSOR=adyen-web the payment step asks the tips service for payment
// methods and mounts Adyen's drop-in with its card entry (its secured fields load from Adyen and
// cannot load offline); the landing screens download no provider code.

const product = useProduct({ processor: 'adyen-web' });

describe('the Adyen drop-in', () => {
  it('loads only on the payment step, from the payment methods, with its card entry', async () => {
    const context = await phoneContext(product.browser);
    // Offline: Adyen's own servers are unreachable; refuse them at once instead of waiting.
    await context.route(/adyen\.com/, (route) => route.abort());
    const page = await context.newPage();
    const watched = watchPage(page);
    const scripts: string[] = [];
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
      if (request.url().includes('/api/')) apiCalls.push(new URL(request.url()).pathname);
    });

    await page.goto(`${product.app.url}/U500`);
    await expectPath(page, '/U500/proposed-tip-beauty/500');
    await expectVisible(page.getByText('Select a tip for your stylist'));
    const landingScripts = [...scripts];
    const providerCode = await Promise.all(
      landingScripts.map(async (url) =>
        (await (await fetch(url)).text()).includes('AdyenCheckout'),
      ),
    );
    expect(providerCode.some(Boolean)).toBe(false);

    await page.getByRole('button', { name: /\$10.*Great/ }).click();
    await expectPath(page, '/U500/payment');
    await expectVisible(page.locator('.adyen-checkout__payment-method--scheme').first());
    expect(apiCalls.filter((p) => p === '/api/tips/v3/payments/web/payment-methods')).toHaveLength(
      1,
    );
    expect(scripts.length).toBeGreaterThan(landingScripts.length);
    // The drop-in brings its own pay button: the app shows none.
    expect(await page.getByRole('button', { name: /^Pay \$10\.60$/ }).count()).toBe(0);
    expect(watched.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
    await context.close();
  });
});
