import { describe, expect, it } from 'vitest';
import { FaultQueue } from '@tipwell/sandbox';
import { axeViolations } from './support/axe';
import { CARD, expectPath, expectVisible, fillPayment } from './support/guest';
import { usePhonePage, useProduct } from './support/session';

// what a guest sees when the tips service's limits apply (decision 0017).

const faults = new FaultQueue();
const product = useProduct({ faults });
const phone = usePhonePage(product);

const total = () => phone.page.getByRole('heading', { level: 1, name: /^Total/ });

/** At L100, a custom $10,000 tip (confirmed as generous) to the person named `name`. */
async function tipTenThousand(name: string): Promise<void> {
  await phone.page.locator('.browse__people').getByRole('button', { name }).click();
  await expectVisible(phone.page.getByRole('heading', { name }));
  await phone.page.getByLabel('Have a custom tip amount in mind?').fill('10000');
  await phone.page.getByRole('button', { name: 'Next' }).click();
  const generous = phone.page.getByRole('alertdialog', { name: 'Wow, a generous tip' });
  await generous.getByRole('button', { name: 'Confirm' }).click();
  await expectPath(phone.page, '/L100/payment');
}

describe('the tips service limits, as a guest meets them', () => {
  it('a third $10,000 tip is refused where it is typed, the $25,000 named; a smaller one is one payment', async () => {
    await phone.page.goto(`${product.app.url}/L100`);
    await expectPath(phone.page, '/L100/users');
    await tipTenThousand('Jordan L.');
    await phone.page.getByRole('button', { name: 'Add another' }).click();
    await expectPath(phone.page, '/L100/users');
    await tipTenThousand('Priya P.');
    await phone.page.getByRole('button', { name: 'Add another' }).click();
    await expectPath(phone.page, '/L100/users');

    await phone.page.locator('.browse__people').getByRole('button', { name: 'Sam O.' }).click();
    const custom = phone.page.getByLabel('Have a custom tip amount in mind?');
    await custom.fill('10000');
    await phone.page.getByRole('button', { name: 'Next' }).click();
    await expectVisible(
      phone.page
        .getByRole('alert')
        .getByText('One payment can be at most $25,000. Please lower or remove a tip.'),
    );
    expect(new URL(phone.page.url()).pathname).not.toBe('/L100/payment');
    expect(await custom.inputValue()).toBe('10000');
    expect(await axeViolations(phone.page)).toEqual([]);

    await custom.fill('4000');
    await phone.page.getByRole('button', { name: 'Next' }).click();
    const generous = phone.page.getByRole('alertdialog', { name: 'Wow, a generous tip' });
    await generous.getByRole('button', { name: 'Confirm' }).click();
    await expectPath(phone.page, '/L100/payment');
    await expect.poll(() => total().textContent()).toContain('$24,720.90');
    await fillPayment(phone.page, { number: CARD.captured });
    const pay = phone.page.getByRole('button', { name: 'Pay $24,720.90' });
    await expect.poll(() => pay.isEnabled()).toBe(true);
    await pay.click();
    await expectPath(phone.page, '/L100/review');
    expect(product.app.query<{ total_cents: number }>('SELECT total_cents FROM payments')).toEqual([
      { total_cents: 2_472_090 },
    ]);
  });

  it('a review whose answer was lost: the next Submit goes on to the thanks, one review kept', async () => {
    await phone.page.goto(`${product.app.url}/U500`);
    await phone.page.getByRole('button', { name: /\$10.*Great/ }).click();
    await expectPath(phone.page, '/U500/payment');
    await fillPayment(phone.page, { number: CARD.captured });
    const pay = phone.page.getByRole('button', { name: 'Pay $10.60' });
    await expect.poll(() => pay.isEnabled()).toBe(true);
    await pay.click();
    await expectPath(phone.page, '/U500/review');
    const reviewsBefore = product.app.query('SELECT uid FROM reviews').length;

    // Every attempt of the first press is stored, and its answer lost on the way back.
    faults.add({
      path: '/api/tips/web/v1/reviews',
      times: 20,
      fault: { kind: 'drop-after-commit' },
    });
    await phone.page.getByRole('radio', { name: '4 Stars' }).check();
    await phone.page.getByRole('button', { name: 'Submit' }).click();
    const oops = phone.page.getByRole('alertdialog', { name: 'Oops' });
    await expectVisible(oops.getByText('Failed to submit review'));
    faults.clear();
    await oops.getByRole('button', { name: 'Close' }).click();
    expect(product.app.query('SELECT uid FROM reviews')).toHaveLength(reviewsBefore + 1);

    await phone.page.getByRole('button', { name: 'Submit' }).click();
    await expectPath(phone.page, '/U500/success');
    expect(product.app.query('SELECT uid FROM reviews')).toHaveLength(reviewsBefore + 1);
    phone.watched.errors.length = 0;
  });
});
