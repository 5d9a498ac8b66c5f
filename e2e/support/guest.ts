import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

export const CARD = {
  captured: '4111 1111 1111 1111',
  refused: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  threeDSecure: '4000 0000 0000 3220',
} as const;

/**
 * Waits until the address is `path` (the address follows the screen). Up to 30 s: on a 2-core
 * machine whose browser is slow (stop 56's AMD EPYC, two files at a time, one of them five guests
 * at once) a file's first landing once took over 15 s. Speed is the bench's to judge, not this.
 */
export async function expectPath(page: Page, path: string): Promise<void> {
  try {
    await page.waitForURL((url) => url.pathname === path, { timeout: 30_000 });
  } catch (error) {
    // Where the page stood when it never got there: a landing whose views never went live keeps
    // its root inert, and its start-up says how far it came.
    const state = await page
      .evaluate(() => ({
        path: location.pathname,
        readyState: document.readyState,
        inert: document.getElementById('root')?.hasAttribute('inert') ?? null,
        scripts: [...document.querySelectorAll('script[src]')].map((s) => s.getAttribute('src')),
        h1: document.querySelector('h1')?.textContent ?? null,
      }))
      .catch((reason: unknown) => String(reason));
    throw new Error(`${(error as Error).message}\nthe page: ${JSON.stringify(state)}`);
  }
  expect(new URL(page.url()).pathname).toBe(path);
}

/** Fills the sandbox card form and the e-mail as a guest would, by their visible labels. */
export async function fillPayment(
  page: Page,
  card: { number: string; email?: string; name?: string },
): Promise<void> {
  await page.getByLabel('Email').fill(card.email ?? 'guest@example.com');
  await page.getByLabel('Name on card').fill(card.name ?? 'Alex Guest');
  await page.getByLabel('Card number').fill(card.number);
  await page.getByLabel('Expiry date').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Postal code').fill('94105');
}

/** Waits (up to 10 s) for a locator to be visible: screens after the landing load lazily. */
export async function expectVisible(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'visible', timeout: 10_000 });
  expect(await locator.isVisible()).toBe(true);
}

/**
 * U500 (reviews on): a $10 tip paid with the 3-D Secure card, up to the sandbox's 3-D Secure page
 * (its 'Complete' and 'Fail' buttons).
 */
export async function payU500UpToThreeDS(page: Page, appUrl: string): Promise<void> {
  await page.goto(`${appUrl}/U500`);
  await expectPath(page, '/U500/proposed-tip-beauty/500');
  await page.getByRole('button', { name: /\$10.*Great/ }).click();
  await expectPath(page, '/U500/payment');
  await fillPayment(page, { number: CARD.threeDSecure });
  await page.getByRole('button', { name: 'Pay $10.60' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/sandbox-provider/3ds/'));
}
