import { describe, expect, it } from 'vitest';
import { phoneContext } from './support/browser';
import { expectPath, expectVisible } from './support/guest';
import { useProduct } from './support/session';
import { catalog } from './support/catalog';

// Issue 38, point 2 (decision 0042): a provider's card fields cannot change language once mounted
// (Adyen's drop-in here); a switch mounts them again in the new language, says so, and leaves the
// tip, the fee, the total and the e-mail as they were. It says so only once the guest has been in
// the card fields (a mount that clears nothing says nothing).

const product = useProduct({ processor: 'adyen-web' });

const es = await catalog('locales/es-US');

describe("a switch of language with a provider's card fields", () => {
  it('mounts the drop-in again once, in Spanish, tells the guest, keeps the amounts and the e-mail', async () => {
    const context = await phoneContext(product.browser);
    // Offline: Adyen's own servers are unreachable; refuse them at once instead of waiting.
    await context.route(/adyen\.com/, (route) => route.abort());
    const page = await context.newPage();
    const methods: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/payments/web/payment-methods')) methods.push(request.url());
    });

    await page.goto(`${product.app.url}/U500`);
    await page.getByRole('button', { name: /\$10.*Great/ }).click();
    await expectPath(page, '/U500/payment');
    const dropIn = page.locator('.adyen-checkout__payment-method--scheme').first();
    await expectVisible(dropIn);
    const total = page.locator('#payment-total');
    await expect.poll(() => total.innerText()).toMatch(/10\.60/);
    await page.getByLabel('Email').fill('guest@example.com');
    await page.getByLabel('Name on card').fill('Alex Guest');
    expect(methods).toHaveLength(1);

    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Español' });
    await expectVisible(page.getByText(es('payment.cardFieldsReset')));
    await expectVisible(page.locator('.adyen-checkout__payment-method--scheme').first());
    await expect.poll(() => methods.length).toBe(2);
    // The same amounts (written the Spanish way), the same e-mail; one drop-in.
    await expect
      .poll(() => total.innerText())
      .toMatch(new RegExp(`${es('payment.total')}.*10\\.60`, 's'));
    expect(await page.locator('.payment__rows').innerText()).toMatch(/Maya/);
    expect(await page.getByLabel(es('payment.email')).inputValue()).toBe('guest@example.com');
    expect(await page.locator('.adyen-checkout__payment-method--scheme').count()).toBe(1);
    await context.close();
  });
});
