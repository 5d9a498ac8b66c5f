import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { withPhonePage } from './support/browser';
import { CARD, expectPath, expectVisible } from './support/guest';
import { useProduct } from './support/session';
import { catalog } from './support/catalog';

// Every guest in their own language (decision 0020). The catalogs are read raw here (ICU text):
// a test names things by the words a guest of that language reads.

const product = useProduct();
/** A text of a catalog by its key. */
type Catalog = (key: string) => string;

/** A catalog as written (apps/web/src/i18n): raw ICU text, not the build's compiled form. */
const esUS = await catalog('locales/es-US');
const ar = await catalog('locales/ar');

/** A catalog text up to its first ICU argument: 'Pagar {total}' → 'Pagar'. */
const lead = (text: string): string => text.split('{')[0]!.trim();

/** A phone whose browser prefers `locale` (navigator.languages and Accept-Language). */
function withBrowserIn(locale: string, run: (page: Page) => Promise<void>): Promise<void> {
  return withPhonePage(product.browser, { locale }, run);
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

/** The sandbox card form's own words (its provider's, not the app's catalogs), as a guest reads them. */
interface CardWords {
  readonly form: string;
  readonly name: string;
  readonly number: string;
  readonly expiry: string;
  readonly cvc: string;
  readonly postalCode: string;
}
const CARD_WORDS: Readonly<Record<string, CardWords>> = {
  'en-US': {
    form: 'Card details',
    name: 'Name on card',
    number: 'Card number',
    expiry: 'Expiry date',
    cvc: 'CVC',
    postalCode: 'Postal code',
  },
  'es-US': {
    form: 'Datos de la tarjeta',
    name: 'Nombre en la tarjeta',
    number: 'Número de tarjeta',
    expiry: 'Fecha de vencimiento',
    cvc: 'CVC',
    postalCode: 'Código postal',
  },
  'de-DE': {
    form: 'Kartendaten',
    name: 'Name auf der Karte',
    number: 'Kartennummer',
    expiry: 'Ablaufdatum',
    cvc: 'CVC',
    postalCode: 'Postleitzahl',
  },
  ar: {
    form: 'بيانات البطاقة',
    name: 'الاسم على البطاقة',
    number: 'رقم البطاقة',
    expiry: 'تاريخ الانتهاء',
    cvc: 'رمز الأمان',
    postalCode: 'الرمز البريدي',
  },
};

/** The sandbox card form (in the language it was mounted in) and our e-mail field. */
async function fillCard(
  page: Page,
  c: Catalog,
  card: CardWords,
  number: string = CARD.captured,
): Promise<void> {
  await page.getByLabel(c('payment.email')).fill('guest@example.com');
  await page.getByLabel(card.name).fill('Alex Guest');
  await page.getByLabel(card.number).fill(number);
  await page.getByLabel(card.expiry).fill('12/34');
  await page.getByLabel(card.cvc, { exact: true }).fill('123');
  await page.getByLabel(card.postalCode).fill('94105');
}

async function payAndRate(page: Page, c: Catalog, code: string): Promise<void> {
  const pay = page.getByRole('button', { name: new RegExp(`^${lead(c('payment.pay'))}`) });
  await expect.poll(() => pay.isEnabled()).toBe(true);
  await expectNoAxeViolations(page);
  await pay.click();
  if (code === 'U500') {
    await expectPath(page, `/${code}/review`);
    await expectVisible(page.getByRole('heading', { name: c('review.title') }));
    await expectNoAxeViolations(page);
    await page.getByRole('radio', { name: /5/ }).check();
    await page.getByRole('button', { name: c('review.submit') }).click();
  }
  await expectPath(page, `/${code}/success`);
  await expectVisible(page.getByRole('heading', { name: c('success.title') }));
  await expectNoAxeViolations(page);
}

const LANGUAGES = [
  { locale: 'es-US', preference: 'es-MX', c: esUS, dir: 'ltr' },
  { locale: 'ar', preference: 'ar-EG', c: ar, dir: 'rtl' },
] as const;

describe.each(LANGUAGES)(
  'a guest whose browser prefers $preference',
  ({ locale, preference, c, dir }) => {
    it(`tips U500 in ${locale} from the first paint to the thanks, axe at zero`, async () => {
      await withBrowserIn(preference, async (page) => {
        const response = await page.goto(`${product.app.url}/U500`);
        // The server wrote the landing in the guest's language.
        const html = (await response?.text()) ?? '';
        expect(html).toContain(`<html lang="${locale}" dir="${dir}"`);
        expect(html).toContain(c('tip.customPrompt'));
        await expectPath(page, '/U500/proposed-tip-beauty/500');
        await expectVisible(page.getByText(c('tip.customPrompt')));
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
        await expectNoAxeViolations(page);
        await page.getByRole('button', { name: /10.*Great/ }).click();

        await expectPath(page, '/U500/payment');
        const total = page.getByRole('heading', { level: 1, name: new RegExp(c('payment.total')) });
        await expect.poll(() => total.textContent()).toMatch(/10[.,٫]60/);
        await expectVisible(page.getByText(c('payment.convenienceFee')).first());
        // The card form speaks the guest's language too: its own words, not English.
        const card = CARD_WORDS[locale]!;
        const form = page.getByRole('group', { name: card.form });
        await expectVisible(form);
        expect(await form.getAttribute('lang')).toBe(locale);
        for (const label of [card.name, card.number, card.expiry, card.cvc, card.postalCode])
          await expectVisible(form.getByLabel(label, { exact: label === card.cvc }));
        expect(
          await form.getByText(/Card number|Name on card|Expiry date|Postal code/).count(),
        ).toBe(0);
        await fillCard(page, c, card);
        await payAndRate(page, c, 'U500');
      });
    });

    it(`tips P201 (hotel) in ${locale}: room, nights, the pool's suggestion, paid`, async () => {
      await withBrowserIn(preference, async (page) => {
        await page.goto(`${product.app.url}/P201`);
        await expectPath(page, '/P201/guest-verification');
        await expectVisible(page.getByText(c('guest.defaultInstructions')));
        await expectNoAxeViolations(page);
        await page.getByLabel(c('guest.roomNumber')).fill('1204');
        await page.getByLabel(c('guest.lastName')).fill('Rivera');
        await page.getByRole('button', { name: c('tip.next') }).click();

        await expectPath(page, '/P201/nights');
        await expectVisible(page.getByRole('heading', { name: c('nights.title') }));
        for (let i = 0; i < 2; i += 1)
          await page.getByRole('button', { name: c('nights.more') }).click();
        await expectNoAxeViolations(page);
        await page.getByRole('button', { name: c('tip.next') }).click();

        await expectPath(page, '/P201/proposed-tip-hospitality');
        const goAhead = page.getByRole('button', {
          name: new RegExp(lead(c('hospitality.goAhead'))),
        });
        await expectVisible(goAhead);
        await expectNoAxeViolations(page);
        await goAhead.click();

        await expectPath(page, '/P201/payment');
        await fillCard(page, c, CARD_WORDS[locale]!);
        await payAndRate(page, c, 'P201');
      });
    });
  },
);

describe('the language of the first paint', () => {
  it('fr-CH reads French (the parent language), en-US last for a language Tipwell lacks', async () => {
    await withBrowserIn('fr-CH', async (page) => {
      const html = (await (await page.goto(`${product.app.url}/L100`))?.text()) ?? '';
      expect(html).toContain('<html lang="fr-FR" dir="ltr"');
      await expectVisible(page.getByRole('combobox', { name: 'Langue' }));
    });
    await withBrowserIn('nl-NL', async (page) => {
      const html = (await (await page.goto(`${product.app.url}/L100`))?.text()) ?? '';
      expect(html).toContain('<html lang="en-US" dir="ltr"');
    });
  });
});

describe('the language menu', () => {
  it('switches on the payment step keeping the tip and the e-mail; the choice survives a reload', async () => {
    await withBrowserIn('en-US', async (page) => {
      await page.goto(`${product.app.url}/U500`);
      await page.getByRole('button', { name: /\$10.*Great/ }).click();
      await expectPath(page, '/U500/payment');
      const total = page.getByRole('heading', { level: 1, name: /^Total/ });
      await expect.poll(() => total.textContent()).toContain('$10.60');
      await page.getByLabel('Email').fill('guest@example.com');

      await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Français' });
      // French words, the same tip, in US dollars written the French way.
      await expect.poll(() => total.textContent()).toMatch(/10,60\s\$US/);
      expect(await page.getByLabel('E-mail').inputValue()).toBe('guest@example.com');
      expect(new URL(page.url()).pathname).toBe('/U500/payment');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr-FR');

      await page.reload();
      await expectPath(page, '/U500/payment');
      await expect.poll(() => total.textContent()).toMatch(/10,60\s\$US/);
      await expectVisible(page.getByRole('combobox', { name: 'Langue' }));
    });
  });

  it('relabels the card form in place: Deutsch, then العربية right to left, the typed number kept; Pay sends one payment', async () => {
    await withBrowserIn('en-US', async (page) => {
      await page.goto(`${product.app.url}/U500`);
      await page.getByRole('button', { name: /\$10.*Great/ }).click();
      await expectPath(page, '/U500/payment');
      await page.getByLabel('Card number').fill(CARD.captured);
      await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Deutsch' });
      const de = CARD_WORDS['de-DE']!;
      const german = page.getByRole('group', { name: de.form });
      await expectVisible(german);
      expect(await german.getAttribute('lang')).toBe('de-DE');
      expect(await german.getAttribute('dir')).toBe('ltr');
      for (const label of [de.name, de.number, de.expiry, de.postalCode])
        await expectVisible(german.getByLabel(label));
      expect(await german.getByLabel(de.number).inputValue()).toBe(CARD.captured);

      await page.getByRole('combobox', { name: 'Sprache' }).selectOption({ label: 'العربية' });
      const words = CARD_WORDS.ar!;
      const form = page.getByRole('group', { name: words.form });
      await expectVisible(form);
      expect(await form.getAttribute('lang')).toBe('ar');
      expect(await form.getAttribute('dir')).toBe('rtl');
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      expect(await form.getByText(/Card number|Kartennummer|Name on card/).count()).toBe(0);
      const number = form.getByLabel(words.number);
      expect(await number.inputValue()).toBe(CARD.captured);

      await page.getByLabel(ar('payment.email')).fill('guest@example.com');
      await form.getByLabel(words.name).fill('Alex Guest');
      await form.getByLabel(words.expiry).fill('12/34');
      await form.getByLabel(words.cvc, { exact: true }).fill('123');
      await form.getByLabel(words.postalCode).fill('94105');
      let payments = 0;
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().includes('/payments/web')) payments += 1;
      });
      const pay = page.getByRole('button', { name: new RegExp(lead(ar('payment.pay'))) });
      await expect.poll(() => pay.isEnabled()).toBe(true);
      await pay.click();
      await expectPath(page, '/U500/review');
      await expectVisible(page.getByRole('heading', { name: ar('review.title') }));
      expect(payments).toBe(1);
    });
  });

  it('keeps the chosen language through the 3-D Secure return', async () => {
    await withBrowserIn('en-US', async (page) => {
      await page.goto(`${product.app.url}/U500`);
      await page.getByRole('button', { name: /\$10.*Great/ }).click();
      await expectPath(page, '/U500/payment');
      await expectVisible(page.getByLabel('Card number'));
      await page.getByRole('combobox', { name: 'Language' }).selectOption('es-US');
      await expectVisible(page.getByRole('combobox', { name: 'Idioma' }));
      // The card form mounted in English speaks Spanish once the guest switches.
      await fillCard(page, esUS as Catalog, CARD_WORDS['es-US']!, CARD.threeDSecure);
      await page.getByRole('button', { name: /^Pagar/ }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/sandbox-provider/3ds/'));
      await page.getByRole('button', { name: 'Complete' }).click();
      // The bank sends the guest back to the app's return address, which resumes the review.
      await page.waitForURL((url) => url.pathname.endsWith('/review'), { timeout: 15_000 });
      await expectVisible(page.getByRole('heading', { name: esUS('review.title') }));
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('es-US');
    });
  });
});

/** Where a guest sees the first and the last character of an element's text (their x positions). */
async function firstAndLastX(page: Page, name: string): Promise<{ first: number; last: number }> {
  return page
    .getByText(name, { exact: true })
    .first()
    .evaluate((element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const text = walker.nextNode() as Text;
      const range = document.createRange();
      const xOf = (index: number): number => {
        range.setStart(text, index);
        range.setEnd(text, index + 1);
        return range.getBoundingClientRect().left;
      };
      return { first: xOf(0), last: xOf(text.length - 1) };
    });
}

describe('names the services send, in right-to-left pages', () => {
  it("keep their own direction: 'Jordan L.' ends with its full stop in Arabic, on the intent and on payment", async () => {
    await withBrowserIn('ar', async (page) => {
      await page.goto(`${product.app.url}/qr/100/tab-42`);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      const heading = await firstAndLastX(page, 'Jordan L.');
      // Left to right inside the name: 'J' first, the full stop last (to the right of 'J').
      expect(heading.last).toBeGreaterThan(heading.first);

      await page.locator('.tip-card').nth(1).click();
      await expectVisible(page.getByText('Priya P.', { exact: true }).first());
      await page.locator('.tip-card').first().click();
      await expectPath(page, '/qr/100/tab-42/payment');
      for (const name of ['Jordan L.', 'Priya P.']) {
        const row = await firstAndLastX(page, name);
        expect(row.last).toBeGreaterThan(row.first);
      }
    });
  });
});
