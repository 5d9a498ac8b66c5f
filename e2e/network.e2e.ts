import { describe, expect, it } from 'vitest';
import { CARD, expectPath, expectVisible, fillPayment } from './support/guest';
import { usePhonePage, useProduct } from './support/session';

const product = useProduct();
const phone = usePhonePage(product);

describe('U500 with the network cut (issue 38)', () => {
  it('the fee is asked again once back online; Pay offline sends nothing; then one payment', async () => {
    const { page, context } = phone;
    await page.goto(`${product.app.url}/U500`);
    await expectPath(page, '/U500/proposed-tip-beauty/500');
    // The payment step's code first, as a guest who waited on the landing would have it.
    await page.waitForLoadState('networkidle');

    await context.setOffline(true);
    await page.getByRole('button', { name: /\$10.*Great/ }).click();
    const oops = page.getByRole('alertdialog', { name: 'Oops' });
    await expectVisible(oops);
    await oops.getByRole('button', { name: 'Close' }).click();
    await expectVisible(page.getByRole('button', { name: 'Try again' }).first());

    await context.setOffline(false);
    await expectVisible(page.getByRole('heading', { name: /Total \$10\.60/ }));
    await expectVisible(page.getByLabel('Card number'));
    await fillPayment(page, { number: CARD.captured });

    let payments = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/payments/web')) payments += 1;
    });
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Pay $10.60' }).click();
    await expectVisible(page.getByText(/^You are offline\. Nothing was sent/));
    expect(payments).toBe(0);

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Pay $10.60' }).click();
    await expectPath(page, '/U500/review');
    expect(payments).toBe(1);
    // What the page reported while the network was cut (its calls failed) is expected.
    phone.watched.errors.splice(0);
  });
});
