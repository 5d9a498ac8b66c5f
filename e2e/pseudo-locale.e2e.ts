import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { layoutProblems } from './support/a11y-checks';
import { withPhonePage } from './support/browser';
import { CARD, expectPath, expectVisible } from './support/guest';
import { useProduct } from './support/session';

// The pseudo-locale en-XA (apps/web/src/i18n/pseudo.ts): every text accented and 40% longer, the
// length of a long language. Every screen at 320 px must hold it: no sideways scrolling, no text
// clipped or pushed past the edge, nothing covering anything else (decision 0020).

const product = useProduct();

const ACCENTS: Readonly<Record<string, string>> = Object.fromEntries(
  [...'aceinousyACEINOUSY'].map((c, i) => [c, [...'åçéîñöûšýÅÇÉÎÑÖÛŠÝ'][i] ?? c]),
);
/** The start of a text as the pseudo-locale writes it ('Submit' → /^Šûbmît/). */
const pseudo = (text: string): RegExp =>
  new RegExp(
    `^${[...text]
      .map((c) => ACCENTS[c] ?? c)
      .join('')
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
  );

async function inPseudoLocale(
  run: (page: Page, problems: string[]) => Promise<void>,
): Promise<void> {
  const problems: string[] = [];
  await withPhonePage(
    product.browser,
    { viewport: { width: 320, height: 700 } },
    (page) => run(page, problems),
    // The kept choice of language: what the menu writes, here the pseudo-locale no menu offers.
    (context) => context.addInitScript(() => localStorage.setItem('tipwell.locale', 'en-XA')),
  );
  expect(problems).toEqual([]);
}

async function check(page: Page, screen: string, problems: string[]): Promise<void> {
  // The page speaks the pseudo-locale (not en-US falling through).
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-XA');
  for (const problem of await layoutProblems(page)) problems.push(`${screen}: ${problem}`);
}

describe('the pseudo-locale (accented, 40% longer) at 320 px', () => {
  it('fits every landing: L100, S300, P201, an intent and not-found', async () => {
    await inPseudoLocale(async (page, problems) => {
      for (const path of ['/L100', '/S300', '/P201', '/qr/100/tab-42', '/L999']) {
        await page.goto(`${product.app.url}${path}`);
        await expectVisible(page.locator('h1').first());
        await page.waitForLoadState('networkidle');
        await check(page, path, problems);
      }
    });
  });

  it('fits every screen of U500: proposed tip, payment, review, thanks', async () => {
    await inPseudoLocale(async (page, problems) => {
      await page.goto(`${product.app.url}/U500`);
      await expectPath(page, '/U500/proposed-tip-beauty/500');
      await expectVisible(page.getByRole('button', { name: /\$10.*Great/ }));
      await check(page, 'proposed tip', problems);
      await page.getByRole('button', { name: /\$10.*Great/ }).click();
      await expectPath(page, '/U500/payment');
      await page.getByLabel(pseudo('Email')).fill('guest@example.com');
      await page.getByLabel('Name on card').fill('Alex Guest');
      await page.getByLabel('Card number').fill(CARD.captured);
      await page.getByLabel('Expiry date').fill('12/34');
      await page.getByLabel('CVC').fill('123');
      await page.getByLabel('Postal code').fill('94105');
      const pay = page.getByRole('button', { name: pseudo('Pay $') });
      await expect.poll(() => pay.isEnabled()).toBe(true);
      await check(page, 'payment', problems);
      await pay.click();
      await expectPath(page, '/U500/review');
      await page.getByRole('radio', { name: /5/ }).check();
      await check(page, 'review', problems);
      await page.getByRole('button', { name: pseudo('Submit') }).click();
      await expectPath(page, '/U500/success');
      await expectVisible(page.getByRole('heading', { name: pseudo('Thank you') }));
      await check(page, 'thanks', problems);
    });
  });

  it('fits every screen of P201: guest, nights, the suggestion, payment', async () => {
    await inPseudoLocale(async (page, problems) => {
      await page.goto(`${product.app.url}/P201`);
      await expectPath(page, '/P201/guest-verification');
      await page.getByLabel(pseudo('Room number')).fill('1204');
      await page.getByLabel(pseudo('Last name')).fill('Rivera');
      await check(page, 'guest verification', problems);
      await page.getByRole('button', { name: pseudo('Next') }).click();
      await expectPath(page, '/P201/nights');
      await page.getByRole('button', { name: pseudo('More nights') }).click();
      await check(page, 'nights', problems);
      await page.getByRole('button', { name: pseudo('Next') }).click();
      await expectPath(page, '/P201/proposed-tip-hospitality');
      await expectVisible(page.getByRole('button', { name: pseudo('Go ahead, tip') }));
      await check(page, 'proposed tip (hotel)', problems);
      await page.getByRole('button', { name: pseudo('Go ahead, tip') }).click();
      await expectPath(page, '/P201/payment');
      await expectVisible(page.getByRole('button', { name: pseudo('Pay $') }));
      await page.waitForLoadState('networkidle');
      await check(page, 'payment (hotel)', problems);
    });
  });
});
