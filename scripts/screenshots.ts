// `npm run screenshots`: what a guest sees, from the real app (built, on the sandbox with a fresh
// temporary database) in Chromium at 390×844 — the landing of a location's code (L100), then the
// proposed tip, payment and thank-you of the U500 flow — written to docs/screenshots/*.png for the
// README; then the landing and payment again for a guest whose browser speaks es-US and one whose
// browser speaks Arabic (5- to 8-*.png). `npm run screenshots -- --languages` writes only those.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { IdSource } from '@tipwell/sandbox';
import { launchChromium, phoneContext } from '../e2e/support/browser';
import { buildWebIfNeeded } from './build-web';
import { startLocalStack } from './local-stack';

const root = new URL('..', import.meta.url).pathname;
const outDir = join(root, 'docs/screenshots');

/**
 * Ids shaped like the sandbox's random ones but the same on every run, so the thank-you's payment
 * reference (and so its picture) changes only when the app does.
 */
function stableIds(): IdSource {
  let count = 0;
  return (prefix) => {
    count += 1;
    const digest = createHash('sha256').update(`${prefix}:${count}`).digest('base64url');
    return `${prefix}_${digest.slice(0, 12)}`;
  };
}

async function settle(page: Page): Promise<void> {
  // Lazy images and web fonts (none today) done; then one more frame.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
}

async function shoot(page: Page, name: string, fullPage = false): Promise<void> {
  await settle(page);
  const path = join(outDir, `${name}.png`);
  await page.screenshot({ path, fullPage });
  console.log(`  ${path}`);
}

/** The e-mail (labelled in the page's language) and the sandbox card form (its own words). */
async function fillCard(page: Page, emailLabel: string): Promise<void> {
  await page.getByLabel(emailLabel).fill('guest@example.com');
  await page.getByLabel('Name on card').fill('Alex Guest');
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByLabel('Expiry date').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Postal code').fill('94105');
}

/** The landing (L100) and U500's payment for a browser that prefers `locale`. */
async function shootLanguage(
  browser: Awaited<ReturnType<typeof launchChromium>>,
  appUrl: string,
  locale: 'es-US' | 'ar',
  first: number,
): Promise<void> {
  const context = await phoneContext(browser, { locale });
  const page = await context.newPage();
  const words = {
    'es-US': {
      people: 'Elija una persona a la que quiera dar propina',
      email: 'Correo electrónico',
    },
    ar: { people: 'اختر شخصًا تريد تقديم الإكرامية له', email: 'البريد الإلكتروني' },
  }[locale];
  await page.goto(`${appUrl}/L100`);
  await page.getByRole('heading', { name: words.people }).waitFor();
  await page.getByRole('button', { name: 'Jordan L.' }).first().waitFor();
  await shoot(page, `${first}-landing-${locale}`);

  await page.goto(`${appUrl}/U500`);
  await page.getByRole('button', { name: /10.*Great/ }).click();
  await page.waitForURL((url) => url.pathname === '/U500/payment');
  await fillCard(page, words.email);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, `${first + 1}-payment-${locale}`);
  await context.close();
}

async function main(): Promise<void> {
  const onlyLanguages = process.argv.includes('--languages');
  buildWebIfNeeded();
  mkdirSync(outDir, { recursive: true });
  const dir = mkdtempSync(join(tmpdir(), 'tipwell-shots-'));
  const sandbox = await startLocalStack({
    port: 0,
    sandboxPort: 0,
    dbPath: join(dir, 'sandbox.db'),
    seed: 'demo',
    newId: stableIds(),
  });
  const browser = await launchChromium();
  try {
    console.log('Screenshots in es-US and ar (landing and payment):');
    await shootLanguage(browser, sandbox.url, 'es-US', 5);
    await shootLanguage(browser, sandbox.url, 'ar', 7);
    if (onlyLanguages) return;
    const context = await phoneContext(browser);
    const page = await context.newPage();
    console.log('Screenshots of the L100 landing and the U500 flow:');

    // The landing a guest sees after scanning a location's code: the salon and its people.
    await page.goto(`${sandbox.url}/L100`);
    await page.getByRole('searchbox', { name: 'Search people and teams' }).waitFor();
    await page.getByRole('button', { name: 'Jordan L.' }).first().waitFor();
    await shoot(page, '1-landing');

    await page.goto(`${sandbox.url}/U500`);
    await page.getByText('Select a tip for your stylist').waitFor({ timeout: 15_000 });
    await shoot(page, '2-proposed-tip');

    await page.getByRole('button', { name: /\$10.*Great/ }).click();
    await page.waitForURL((url) => url.pathname === '/U500/payment');
    await page.getByRole('button', { name: /^Pay \$/ }).waitFor();
    await fillCard(page, 'Email');
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, '3-payment');

    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await page.waitForURL((url) => url.pathname === '/U500/review');
    await page.getByRole('radio', { name: '5 Stars' }).check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('heading', { name: 'Thank you' }).waitFor();
    await shoot(page, '4-thank-you');
    await context.close();
  } finally {
    await browser.close();
    await sandbox.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
