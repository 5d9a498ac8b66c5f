import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phoneContext } from './support/browser';
import { expectPath, expectVisible, payU500UpToThreeDS } from './support/guest';
import { usePhonePage, useProduct } from './support/session';

// Back and Forward give the same steps with and without a reload (issue 38, point 5; the rule and
// its model test: packages/core/src/flow/address-move.ts). Each flow is walked to its payment step,
// then one sequence of Back and Forward is pressed twice: once as is, once with reloads between.

const product = useProduct();
const phone = usePhonePage(product);

/** The path once the app has stopped moving the address. */
async function stablePath(page: Page): Promise<string> {
  let last = '';
  for (let i = 0; i < 30; i++) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    const now = new URL(page.url()).pathname;
    if (now === last) return now;
    last = now;
  }
  return last;
}

/**
 * The path once the guest sees its step: the views live (the root no longer inert, start-up's shell
 * gone) with the step's heading, and the address no longer moving. Under load a reload's views can
 * take seconds; a Back and a Forward pressed before then are two moves the app never saw.
 */
async function settledPath(page: Page): Promise<string> {
  for (;;) {
    const path = await stablePath(page);
    if (!path.startsWith('/')) return path; // left the app (about:blank)
    await page
      .locator('#root:not([inert]):not(:has(.boot-shell)) h1')
      .first()
      .waitFor({ state: 'visible', timeout: 15_000 });
    if ((await stablePath(page)) === path) return path;
  }
}

/** The payment step with its total: the step is stored (a reload comes back to it). */
async function settledPayment(page: Page): Promise<void> {
  await expectVisible(page.getByRole('heading', { level: 1, name: /^Total .*\$/ }));
}

type Move = 'back' | 'forward' | 'reload';

/** The path after each move but the reloads (a reload must leave the guest where they were). */
async function press(page: Page, moves: readonly Move[]): Promise<string[]> {
  const seen: string[] = [];
  for (const move of moves) {
    const before = new URL(page.url()).pathname;
    if (move === 'back') await page.goBack();
    else if (move === 'forward') await page.goForward();
    else await page.reload();
    const path = await settledPath(page);
    if (move === 'reload') expect(path, 'a reload keeps the step').toBe(before);
    else seen.push(path);
  }
  return seen;
}

const WALKS: Record<string, (page: Page) => Promise<void>> = {
  U500: async (page) => {
    await page.goto(`${product.app.url}/U500`);
    await expectPath(page, '/U500/proposed-tip-beauty/500');
    await page.getByRole('button', { name: /\$10.*Great/ }).click();
  },
  L100: async (page) => {
    await page.goto(`${product.app.url}/L100`);
    await page
      .getByRole('button', { name: /Jordan/ })
      .first()
      .click();
    await expectPath(page, '/L100/proposed-tip-beauty/501');
    await page.getByRole('button', { name: /\$10.*Great/ }).click();
  },
  L200: async (page) => {
    await page.goto(`${product.app.url}/L200`);
    await page.getByRole('button', { name: 'Housekeeping' }).click();
    await expectPath(page, '/L200/guest-verification');
    await page.getByLabel('Room number').fill('1204');
    await page.getByLabel('Last name').fill('Rivera');
    await page.getByRole('button', { name: 'Next' }).click();
    await expectPath(page, '/L200/nights');
    await page.getByRole('textbox', { name: 'Number of nights' }).fill('4');
    await page.getByRole('button', { name: 'Next' }).click();
    await expectPath(page, '/L200/proposed-tip-hospitality');
    await page.getByRole('button', { name: /^Go ahead, tip/ }).click();
  },
  P201: async (page) => {
    await page.goto(`${product.app.url}/P201`);
    await page.getByLabel('Room number').fill('1204');
    await page.getByLabel('Last name').fill('Rivera');
    await page.getByRole('button', { name: 'Next' }).click();
    await expectPath(page, '/P201/nights');
    await page.getByRole('textbox', { name: 'Number of nights' }).fill('4');
    await page.getByRole('button', { name: 'Next' }).click();
    await expectPath(page, '/P201/proposed-tip-hospitality');
    await page.getByRole('button', { name: /^Go ahead, tip/ }).click();
  },
};

const MOVES: Move[] = ['reload', 'back', 'forward', 'reload', 'back', 'reload', 'forward', 'back'];

describe('Back and Forward after a reload (Chromium)', () => {
  for (const [code, walk] of Object.entries(WALKS)) {
    it(`${code}: the same steps with and without reloads; Forward stays, Back walks each step`, async () => {
      const page = phone.page;
      await walk(page);
      await expectPath(page, `/${code}/payment`);
      await settledPayment(page);
      const withReloads = await press(page, MOVES);
      // The same walk in a fresh tab (nothing stored), pressed without the reloads.
      const context = await phoneContext(product.browser);
      const fresh = await context.newPage();
      await walk(fresh);
      await expectPath(fresh, `/${code}/payment`);
      await settledPayment(fresh);
      const without = await press(
        fresh,
        MOVES.filter((move) => move !== 'reload'),
      );
      await context.close();
      expect(withReloads).toEqual(without);
      // Back from payment reached the previous step, Forward stayed there, and Back went on.
      expect(without[0]).not.toBe(`/${code}/payment`);
      expect(without[1]).toBe(without[0]);
      expect(without[4]).not.toBe(without[3]);
    });
  }

  it('3-D Secure: Back from the return reopens the bank page without its buttons; its link returns to the paid tip', async () => {
    const page = phone.page;
    const captured = (): number =>
      product.app.query<{ n: number }>(
        "SELECT COUNT(*) AS n FROM payments WHERE status = 'captured'",
      )[0]!.n;
    const before = captured();
    await payU500UpToThreeDS(page, product.app.url);
    await page.getByRole('button', { name: 'Complete' }).click();
    await expectPath(page, '/external/review');
    await page.reload();
    await expectPath(page, '/external/review');
    await page.goBack();
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox-provider/3ds/'));
    await expectVisible(page.getByText('You have already answered your bank for this payment.'));
    expect(await page.getByRole('button').count()).toBe(0);
    await page.getByRole('link', { name: 'Return to your tip' }).click();
    await expectPath(page, '/external/review');
    await expectVisible(page.getByRole('heading', { name: 'Rate your service' }));
    expect(captured()).toBe(before + 1);
  });
});
