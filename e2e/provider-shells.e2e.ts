import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { scrollsSideways } from './support/a11y-checks';
import { axeViolations } from './support/axe';
import { expectPath, expectVisible } from './support/guest';
import { usePhonePage, useProduct } from './support/session';

// A business on Square: the payment step's blocks around Square's own fields (Apple Pay, Google
// Pay's slot, 'Enter Credit Card', the card block) are the adapters' card shell, styled by the web
// app (`provider-widget__*`, payment-screen.scss). Square's SDK cannot load offline, so its script
// address answers with a stand-in that has the SDK's shape (square-sdk.ts) and draws nothing of its
// own: what is on screen is ours. Global Payments' shell is the same blocks (card-shell.ts).

const product = useProduct({ processor: 'square-web' });
const phone = usePhonePage(product);

/** window.Square, as square-sdk.ts types it: Apple Pay available, every method empty. */
const SQUARE_STAND_IN = `
const method = () => ({
  attach: async () => {},
  addEventListener() {},
  tokenize: async () => ({ status: 'Cancel' }),
  destroy: async () => true,
});
window.Square = {
  payments: () => ({
    setLocale: async () => {},
    paymentRequest: (options) => options,
    applePay: async () => method(),
    googlePay: async () => method(),
    card: async () => method(),
  }),
};`;

interface Box {
  readonly width: number;
  readonly height: number;
  readonly right: number;
  readonly background: string;
  readonly display: string;
}

const boxOf = (page: Page, selector: string): Promise<Box> =>
  page.locator(selector).evaluate((element) => {
    const { width, height, right } = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return { width, height, right, background: style.backgroundColor, display: style.display };
  });

describe("Square's payment step, styled by the app", () => {
  for (const width of [390, 320]) {
    it(`at ${width} px: Apple Pay black, every block 44 px tall, the card block shown on 'Enter Credit Card'`, async () => {
      const { page, context } = phone;
      await context.route(/squarecdn\.com/, (route) =>
        route.fulfill({ contentType: 'text/javascript', body: SQUARE_STAND_IN }),
      );
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`${product.app.url}/U500`);
      await expectPath(page, '/U500/proposed-tip-beauty/500');
      await page.getByRole('button', { name: /\$10.*Great/ }).click();
      await expectPath(page, '/U500/payment');
      const enterCard = page.getByRole('button', { name: 'Enter Credit Card' });
      await expectVisible(enterCard);

      const applePay = await boxOf(page, 'button.provider-widget__wallet-button');
      expect(await page.locator('button.provider-widget__wallet-button').textContent()).toBe(
        'Pay with ApplePay',
      );
      expect(applePay.background).toBe('rgb(0, 0, 0)');
      const googlePay = await boxOf(page, '.provider-widget__wallet-button--google-pay');
      const enter = await boxOf(page, '.provider-widget__enter-card');
      for (const box of [applePay, googlePay, enter]) {
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(box.right).toBeLessThanOrEqual(width);
      }
      expect(enter.background).not.toBe(applePay.background);
      expect((await boxOf(page, '.provider-widget__card')).display).toBe('none');
      expect(await scrollsSideways(page)).toBe(false);
      expect(await axeViolations(page)).toEqual([]);

      await enterCard.click();
      expect((await boxOf(page, '.provider-widget__card')).display).not.toBe('none');
      expect(await enterCard.count()).toBe(0);
      expect(await scrollsSideways(page)).toBe(false);
    });
  }
});
