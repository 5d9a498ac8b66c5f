// `npm run screenshots`: what a guest sees, from the real app (built, on the sandbox with a fresh
// temporary database) in Chromium at 390×844 — the landing of a location's code (L100), then the
// proposed tip, payment and thank-you of the U500 flow — written to docs/screenshots/*.png for the
// README; then the landing and payment again for a guest whose browser speaks es-US and one whose
// browser speaks Arabic (5- to 8-*.png). `npm run screenshots -- --languages` writes only those.
// The four README screens again in WebKit (MiniBrowser) and Firefox ESR, to compare side by side
// (docs/screenshots/engines/{webkit,firefox}-*.png; decision 0034); `--engines` writes only those.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { IdSource } from '@tipwell/sandbox';
import { launchChromium, phoneContext } from '../e2e/support/browser';
import { by, launchEngine, PHONE, type EngineName } from '../e2e/support/engines';
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

/** The sandbox card form's labels, in the language it is mounted in (card-texts.ts). */
const CARD_LABELS = {
  'en-US': ['Name on card', 'Card number', 'Expiry date', 'CVC', 'Postal code'],
  'es-US': [
    'Nombre en la tarjeta',
    'Número de tarjeta',
    'Fecha de vencimiento',
    'CVC',
    'Código postal',
  ],
  ar: ['الاسم على البطاقة', 'رقم البطاقة', 'تاريخ الانتهاء', 'رمز الأمان', 'الرمز البريدي'],
} as const;

/** The e-mail (labelled in the page's language) and the sandbox card form (its own words). */
async function fillCard(
  page: Page,
  emailLabel: string,
  locale: keyof typeof CARD_LABELS = 'en-US',
): Promise<void> {
  const [name, number, expiry, cvc, postalCode] = CARD_LABELS[locale];
  await page.getByLabel(emailLabel).fill('guest@example.com');
  await page.getByLabel(name).fill('Alex Guest');
  await page.getByLabel(number).fill('4111 1111 1111 1111');
  await page.getByLabel(expiry).fill('12/34');
  await page.getByLabel(cvc).fill('123');
  await page.getByLabel(postalCode).fill('94105');
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
  await fillCard(page, words.email, locale);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, `${first + 1}-payment-${locale}`);
  await context.close();
}

/** The L100 landing and U500's tip, payment and thank-you in WebKit or Firefox. */
async function shootEngine(name: EngineName, appUrl: string): Promise<void> {
  const engine = await launchEngine(name);
  const page = await engine.newPage(PHONE);
  const shot = async (screen: string): Promise<void> => {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
    const path = join(outDir, 'engines', `${name}-${screen}.png`);
    await page.screenshot(path);
    console.log(`  ${path}`);
  };
  try {
    await page.goto(`${appUrl}/L100`);
    await page.waitFor(by('searchbox', 'Search people and teams'));
    await page.waitFor(by('button', 'Jordan L.'));
    await shot('1-landing');
    await page.goto(`${appUrl}/U500`);
    await page.waitFor(by('text', 'Select a tip for your stylist'));
    await shot('2-proposed-tip');
    await page.tap(by('button', /\$10.*Great/));
    await page.waitFor(by('button', /^Pay \$/));
    for (const [label, text] of [
      ['Email', 'guest@example.com'],
      ['Name on card', 'Alex Guest'],
      ['Card number', '4111 1111 1111 1111'],
      [/^Expiry date/, '12/34'],
      ['CVC', '123'],
      ['Postal code', '94105'],
    ] as const) {
      await page.fill(by('label', label), text);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot('3-payment');
    await page.tap(by('button', /^Pay \$/));
    await page.tap(by('radio', '5 Stars'));
    await page.tap(by('button', 'Submit'));
    await page.waitFor(by('heading', 'Thank you'));
    await shot('4-thank-you');
  } finally {
    await page.close();
    await engine.close();
  }
}

async function shootEngines(appUrl: string): Promise<void> {
  mkdirSync(join(outDir, 'engines'), { recursive: true });
  for (const name of ['webkit', 'firefox'] as const) {
    console.log(`The README screens in ${name}:`);
    await shootEngine(name, appUrl);
  }
}

async function main(): Promise<void> {
  const onlyLanguages = process.argv.includes('--languages');
  const onlyEngines = process.argv.includes('--engines');
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
  if (onlyEngines) {
    try {
      await shootEngines(sandbox.url);
    } finally {
      await sandbox.close();
      rmSync(dir, { recursive: true, force: true });
    }
    return;
  }
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
    await shootEngines(sandbox.url);
  } finally {
    await browser.close();
    await sandbox.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
