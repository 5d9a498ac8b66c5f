import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phoneContext } from './support/browser';
import { expectPath, expectVisible, payU500UpToThreeDS } from './support/guest';
import { FLOW_STEPS, settledPath } from './support/history';
import { usePhonePage, useProduct } from './support/session';

// Back and Forward give the same steps with and without a reload (issue 38, point 5; the rule and
// its model test: packages/core/src/flow/address-move.ts). Each flow is walked to its payment step,
// then one sequence of Back and Forward is pressed twice: once as is, once with reloads between.

const product = useProduct();
const phone = usePhonePage(product);

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

/** Opens the flow and walks it to its payment step, as a guest would. */
async function walk(code: string, page: Page): Promise<void> {
  const flow = FLOW_STEPS[code]!;
  await page.goto(`${product.app.url}${flow.open}`);
  for (const step of flow.steps.slice(0, -1)) {
    await expectPath(page, step.path);
    await step.next(page);
  }
}

const MOVES: Move[] = ['reload', 'back', 'forward', 'reload', 'back', 'reload', 'forward', 'back'];

describe('Back and Forward after a reload (Chromium)', () => {
  for (const code of Object.keys(FLOW_STEPS)) {
    it(`${code}: the same steps with and without reloads; Forward stays, Back walks each step`, async () => {
      const page = phone.page;
      await walk(code, page);
      await expectPath(page, `/${code}/payment`);
      await settledPayment(page);
      const withReloads = await press(page, MOVES);
      // The same walk in a fresh tab (nothing stored), pressed without the reloads.
      const context = await phoneContext(product.browser);
      const fresh = await context.newPage();
      await walk(code, fresh);
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

  it('3-D Secure: the return replaces the bank page; Back from it stays on the paid tip', async () => {
    const page = phone.page;
    const captured = (): number =>
      product.app.query<{ n: number }>(
        "SELECT COUNT(*) AS n FROM payments WHERE status = 'captured'",
      )[0]!.n;
    const before = captured();
    const entries = (): Promise<number> => page.evaluate(() => history.length);
    await payU500UpToThreeDS(page, product.app.url);
    const withBank = await entries();
    await page.getByRole('button', { name: 'Complete' }).click();
    await expectPath(page, '/external/review');
    // The bank page's entry is the return's now: no entry was added.
    expect(await entries()).toBe(withBank);
    await page.reload();
    await expectPath(page, '/external/review');
    await page.goBack();
    // Back goes to the step before the bank (payment); the tip is paid, so the review stays.
    const path = await settledPath(page);
    expect(path.startsWith('/sandbox-provider/')).toBe(false);
    expect(path).toMatch(/\/review$/);
    await expectVisible(page.getByRole('heading', { name: 'Rate your service' }));
    expect(captured()).toBe(before + 1);
  });
});
