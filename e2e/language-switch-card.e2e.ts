import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { withPhonePage } from './support/browser';
import { CARD, expectPath, expectVisible } from './support/guest';
import { useProduct } from './support/session';
import { catalog } from './support/catalog';

// Issue 38, point 2 (decision 0042): a switch of language on the payment step reaches the sandbox's
// card form in place, its direction included, and keeps what the guest had typed.

const product = useProduct();

/** The app's catalog as written (raw ICU text), to name things by what an Arabic reader sees. */
const ar = await catalog('locales/ar');

/** The sandbox card form's own words (card-texts.ts). */
const SPANISH = {
  form: 'Datos de la tarjeta',
  number: 'Número de tarjeta',
  name: 'Nombre en la tarjeta',
};
const ARABIC = {
  form: 'بيانات البطاقة',
  number: 'رقم البطاقة',
  name: 'الاسم على البطاقة',
  expiry: 'تاريخ الانتهاء',
  cvc: 'رمز الأمان',
  postalCode: 'الرمز البريدي',
};
const PART = CARD.captured.slice(0, 9);

function payments(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/payments/web')) count += 1;
  });
  return () => count;
}

describe('a switch of language on the payment step', () => {
  it('Español then العربية after part of the card number: the form translates, turns right to left, keeps the digits; one payment', async () => {
    await withPhonePage(product.browser, { locale: 'en-US' }, async (page) => {
      const sent = payments(page);
      await page.goto(`${product.app.url}/U500`);
      await page.getByRole('button', { name: /\$10.*Great/ }).click();
      await expectPath(page, '/U500/payment');
      await page.getByLabel('Card number').fill(PART);

      await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Español' });
      const spanish = page.getByRole('group', { name: SPANISH.form });
      await expectVisible(spanish);
      expect(await spanish.getAttribute('lang')).toBe('es-US');
      expect(await spanish.getByLabel(SPANISH.number).inputValue()).toBe(PART);
      await expectVisible(spanish.getByLabel(SPANISH.name));

      await page.getByRole('combobox', { name: 'Idioma' }).selectOption({ label: 'العربية' });
      const form = page.getByRole('group', { name: ARABIC.form });
      await expectVisible(form);
      expect(await form.getAttribute('lang')).toBe('ar');
      expect(await form.getAttribute('dir')).toBe('rtl');
      expect(await form.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      expect(await form.getByText(/Card number|Número de tarjeta|Name on card/).count()).toBe(0);
      const number = form.getByLabel(ARABIC.number);
      expect(await number.inputValue()).toBe(PART);
      // The form is ours: nothing was reset, so nothing says so.
      expect(await page.getByText(ar('payment.cardFieldsReset')).count()).toBe(0);

      await number.fill(CARD.captured);
      await page.getByLabel(ar('payment.email')).fill('guest@example.com');
      await form.getByLabel(ARABIC.name).fill('Alex Guest');
      await form.getByLabel(ARABIC.expiry).fill('12/34');
      await form.getByLabel(ARABIC.cvc, { exact: true }).fill('123');
      await form.getByLabel(ARABIC.postalCode).fill('94105');
      const lead = ar('payment.pay').split('{')[0]!.trim();
      const pay = page.getByRole('button', { name: new RegExp(lead) });
      await expect.poll(() => pay.isEnabled()).toBe(true);
      await pay.click();
      await expectPath(page, '/U500/review');
      await expectVisible(page.getByRole('heading', { name: ar('review.title') }));
      expect(sent()).toBe(1);
    });
  });
});
