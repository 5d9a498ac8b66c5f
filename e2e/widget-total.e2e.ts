import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { standInAdyenSecuredFields } from './support/adyen-secured-fields';
import { axeViolations } from './support/axe';
import { withPhonePage } from './support/browser';
import { catalog } from './support/catalog';
import { CARD, expectPath, expectVisible, fillPayment } from './support/guest';
import { useProduct } from './support/session';

// The card widget charges the total on screen (followTotal, packages/core/src/units/payment/
// widget.ts). On U500 (Lumen's transparency is optional, so the 'fee is on me' box is shown,
// ticked: $10.60) the box moves the total under a mounted widget. Adyen's drop-in shows the amount
// it was mounted with on its own pay button, so it is mounted again for the new total and the guest
// told; the sandbox's form shows none and keeps what was typed. Either way the guest is charged the
// amount shown.

const en = await catalog('en-US');

const FEE_ON_ME = { name: en('payment.feeOnMe') };

interface PaymentRow {
  status: string;
  total_cents: number;
}

/** '$10.60' → 1060. */
function cents(money: string): number {
  return Math.round(Number(money.replace(/[^\d.]/g, '')) * 100);
}

/** U500, Maya's $10 'Great' tapped, up to the payment step. */
async function toPayment(page: Page, appUrl: string): Promise<void> {
  await page.goto(`${appUrl}/U500`);
  await page.getByRole('button', { name: /\$10.*Great/ }).click();
  await expectPath(page, '/U500/payment');
}

/** The amount the step's 'Total' heading shows ('' while the fees are asked). */
function shownTotal(page: Page): Promise<string> {
  return page.locator('#payment-total .payment__total-amount').innerText();
}

/** The amounts (cents) the drop-in's payment methods are asked for, one per mount. */
function methodsAmounts(page: Page): number[] {
  const amounts: number[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/payments/web/payment-methods')) {
      amounts.push(Number(url.searchParams.get('amount')));
    }
  });
  return amounts;
}

/** Elements wider than the screen, or reaching past its right edge. */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
    return document.documentElement.scrollWidth > width ? ['the page', ...wide] : wide;
  });
}

describe("the total moves under Adyen's drop-in", () => {
  const product = useProduct({ processor: 'adyen-web' });

  it('the drop-in is mounted again for the new total, its pay button shows it, the guest is told once they had typed; it charges what it showed', async () => {
    await withPhonePage(
      product.browser,
      {},
      async (page) => {
        const methods = methodsAmounts(page);
        await toPayment(page, product.app.url);
        const dropIns = page.locator('.adyen-checkout__dropin');
        const payButton = page.locator('.adyen-checkout__button--pay');
        await expectVisible(payButton);
        expect(await payButton.innerText()).toBe('Pay $10.60');
        expect(await shownTotal(page)).toBe('$10.60');
        await page.getByLabel(en('payment.email')).fill('guest@example.com');
        const note = page.getByText(en('payment.cardFieldsResetTotal'));
        expect(await note.count()).toBe(0);

        // Unticked: the new total mounts the drop-in once more, for that total (both ways of
        // the box are the core's property, widget-total.test.ts). Nothing was typed in its card
        // fields, so nothing is said.
        await page.getByRole('checkbox', FEE_ON_ME).setChecked(false);
        await expect.poll(() => shownTotal(page)).toBe('$10.00');
        await expect.poll(() => payButton.innerText()).toBe('Pay $10.00');
        expect(methods).toEqual([1060, 1000]);
        expect(await note.count()).toBe(0);

        // The name typed, then the box ticked: mounted again for $10.60, and the guest is told.
        await page.getByLabel('Name on card').fill('Alex Guest');
        await page.getByRole('checkbox', FEE_ON_ME).setChecked(true);
        await expect.poll(() => shownTotal(page)).toBe('$10.60');
        await expect.poll(() => payButton.innerText()).toBe('Pay $10.60');
        expect(methods).toEqual([1060, 1000, 1060]);
        await expectVisible(note);
        expect(await page.getByLabel('Name on card').inputValue()).toBe('');
        expect(await page.locator('[aria-live="polite"]').filter({ has: note }).count()).toBe(1);
        expect(await page.getByLabel(en('payment.email')).inputValue()).toBe('guest@example.com');
        expect(await dropIns.count()).toBe(1);
        expect(await payButton.count()).toBe(1);
        expect(await axeViolations(page)).toEqual([]);

        // At 320 px the note wraps inside the screen.
        await page.setViewportSize({ width: 320, height: 740 });
        await expectVisible(note);
        expect(await overflowing(page)).toEqual([]);

        // The drop-in pays what its button shows: one payment, captured for that amount.
        const frame = (title: string) => page.frameLocator(`iframe[title="${title}"]`);
        await frame('Card number').locator('input').fill(CARD.captured);
        await frame('Expiry date').locator('input').fill('12/34');
        await frame('Security code').locator('input').fill('123');
        await page.getByLabel('Name on card').fill('Alex Guest');
        const shown = await payButton.innerText();
        await payButton.click();
        await expectPath(page, '/U500/review');
        await expectVisible(page.getByText('Payment of $10.60 to Maya received'));
        const rows = product.app.query<PaymentRow>('SELECT status, total_cents FROM payments');
        expect(rows).toEqual([{ status: 'captured', total_cents: cents(shown) }]);
        expect(cents(shown)).toBe(1060);
      },
      standInAdyenSecuredFields,
    );
  });

  it('a tip removed: the drop-in is mounted again for the rest, its pay button shows it, the guest is told', async () => {
    await withPhonePage(
      product.browser,
      {},
      async (page) => {
        const methods = methodsAmounts(page);
        const people = page.locator('.browse__people');
        await page.goto(`${product.app.url}/A400`);
        await page.getByRole('button', { name: /Lumen Salon & Spa/ }).click();
        await people.getByRole('button', { name: 'Jordan L.' }).click();
        await page.getByRole('button', { name: /\$20.*Amazing/ }).click();
        await expectPath(page, '/A400/payment');
        await page.getByRole('button', { name: 'Add another' }).click();
        await people.getByRole('button', { name: 'Priya P.' }).click();
        await page.getByRole('button', { name: /\$5.*Good/ }).click();
        await expectPath(page, '/A400/payment');
        const payButton = page.locator('.adyen-checkout__button--pay');
        await expect.poll(() => payButton.innerText()).toBe('Pay $26.35');
        await page.getByLabel(en('payment.email')).fill('guest@example.com');
        await page.getByLabel('Name on card').fill('Alex Guest');

        await page.getByRole('button', { name: 'Remove Priya P.' }).click();
        await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
        await expect.poll(() => shownTotal(page)).toBe('$20.90');
        await expect.poll(() => payButton.innerText()).toBe('Pay $20.90');
        expect(methods.at(-1)).toBe(2090);
        await expectVisible(page.getByText(en('payment.cardFieldsResetTotal')));
        expect(await page.getByLabel(en('payment.email')).inputValue()).toBe('guest@example.com');
        expect(await page.locator('.adyen-checkout__dropin').count()).toBe(1);
      },
      standInAdyenSecuredFields,
    );
  });
});

describe("the total moves under the sandbox's card form", () => {
  const product = useProduct();

  it('the form takes the new total in place: what was typed stays, nothing is said; Pay shows and charges it, after a refusal too', async () => {
    await withPhonePage(product.browser, {}, async (page) => {
      const payments: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().includes('/payments/web')) {
          payments.push(request.url());
        }
      });
      await toPayment(page, product.app.url);
      await fillPayment(page, { number: CARD.refused });
      await expect
        .poll(() => page.getByRole('button', { name: 'Pay $10.60' }).isEnabled())
        .toBe(true);
      const typed = {
        [en('payment.email')]: 'guest@example.com',
        'Name on card': 'Alex Guest',
        'Card number': CARD.refused,
        'Expiry date': '12/34',
        CVC: '123',
        'Postal code': '94105',
      };
      const expectTyped = async (): Promise<void> => {
        for (const [label, value] of Object.entries(typed)) {
          expect(await page.getByLabel(label).inputValue()).toBe(value);
        }
      };

      await page.getByRole('checkbox', FEE_ON_ME).uncheck();
      await expect.poll(() => shownTotal(page)).toBe('$10.00');
      const pay = page.getByRole('button', { name: 'Pay $10.00' });
      await expect.poll(() => pay.isEnabled()).toBe(true);
      await expectTyped();
      expect(await page.getByText(en('payment.cardFieldsResetTotal')).count()).toBe(0);

      // Refused: the form, which took the new total, is kept for Try again (decision 0014).
      await pay.click();
      const alert = page.getByRole('alertdialog');
      await expectVisible(alert);
      await alert.getByRole('button', { name: 'Close' }).click();
      await expectTyped();
      await page.getByLabel('Card number').fill(CARD.captured);
      await page.getByRole('button', { name: 'Try again' }).click();
      await expectPath(page, '/U500/review');
      await expectVisible(page.getByText('Payment of $10.00 to Maya received'));
      expect(payments).toHaveLength(2);
      const rows = product.app.query<PaymentRow>(
        'SELECT status, total_cents FROM payments ORDER BY created_at',
      );
      expect(rows).toEqual([
        { status: 'failed', total_cents: 1000 },
        { status: 'captured', total_cents: 1000 },
      ]);
    });
  });
});
