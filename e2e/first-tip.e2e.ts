import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { CARD, expectPath, expectVisible, fillPayment } from './support/guest';
import { usePhonePage, useProduct } from './support/session';

interface PaymentRow {
  status: string;
  total_cents: number;
}

const product = useProduct();
const phone = usePhonePage(product);

async function toPayment(): Promise<void> {
  await phone.page.goto(`${product.app.url}/U500`);
  await expectPath(phone.page, '/U500/proposed-tip-beauty/500');
  await phone.page.getByRole('button', { name: /\$10.*Great/ }).click();
  await expectPath(phone.page, '/U500/payment');
  await expectVisible(phone.page.getByText('Total').first());
}

describe('first tip: U500 paid with a card', () => {
  it('tips Maya $10, toggles the fee, pays, rates and thanks', async () => {
    await phone.page.goto(`${product.app.url}/U500`);
    await expectPath(phone.page, '/U500/proposed-tip-beauty/500');
    await expectVisible(phone.page.getByText('Select a tip for your stylist'));
    await expectVisible(phone.page.getByText('Maya', { exact: true }).first());
    expect(await axeViolations(phone.page)).toEqual([]);

    const feeCalls: string[] = [];
    phone.page.on('request', (request) => {
      if (request.url().endsWith('/proposals/calculate-fees')) feeCalls.push(request.url());
    });
    await phone.page.getByRole('button', { name: /\$10.*Great/ }).click();
    await expectPath(phone.page, '/U500/payment');
    const total = phone.page.getByRole('heading', { level: 1, name: /^Total/ });
    await expect.poll(() => total.textContent()).toContain('$10.60');
    // The tap asked for the tip's fee; the payment screen does not ask again.
    expect(feeCalls).toHaveLength(1);

    const feeOnMe = phone.page.getByRole('checkbox', {
      name: "The convenience fee is on me! Let's give the full tip to the staff.",
    });
    expect(await feeOnMe.isChecked()).toBe(true);
    await feeOnMe.uncheck();
    await expect.poll(() => total.textContent()).toContain('$10.00');
    await expectVisible(phone.page.getByText('$9.40'));
    await feeOnMe.check();
    await expect.poll(() => total.textContent()).toContain('$10.60');

    await fillPayment(phone.page, { number: CARD.captured });
    const pay = phone.page.getByRole('button', { name: 'Pay $10.60' });
    await expect.poll(() => pay.isEnabled()).toBe(true);
    expect(await axeViolations(phone.page)).toEqual([]);
    await pay.click();

    await expectPath(phone.page, '/U500/review');
    await expectVisible(phone.page.getByRole('heading', { name: 'Rate your service' }));
    // The review starts at the top of the page (the payment form was scrolled down to Pay).
    expect(await phone.page.evaluate(() => window.scrollY)).toBe(0);
    const submit = phone.page.getByRole('button', { name: 'Submit' });
    expect(await submit.isDisabled()).toBe(true);
    expect(await axeViolations(phone.page)).toEqual([]);
    await phone.page.getByRole('radio', { name: '5 Stars' }).check();
    await phone.page.getByLabel('Note (Optional)').fill('Lovely cut, thank you!');
    await submit.click();

    await expectPath(phone.page, '/U500/success');
    await expectVisible(phone.page.getByRole('heading', { name: 'Thank you' }));
    await expectVisible(phone.page.getByRole('button', { name: 'Tip again' }));
    expect(await axeViolations(phone.page)).toEqual([]);

    const payments = product.app.query<PaymentRow>('SELECT status, total_cents FROM payments');
    expect(payments).toEqual([{ status: 'captured', total_cents: 1060 }]);
    const tips = product.app.query<{ user_uid: string }>('SELECT user_uid FROM payment_tips');
    expect(tips).toEqual([{ user_uid: '500' }]);
    const reviews = product.app.query<{ rating: number }>('SELECT rating FROM reviews');
    expect(reviews).toEqual([{ rating: 5 }]);
  });

  it('a refused card shows Payment Failed, then Try again; nothing is captured', async () => {
    const before = product.app.query<{ n: number }>(
      "SELECT COUNT(*) AS n FROM payments WHERE status = 'captured'",
    )[0]!.n;
    await toPayment();
    await fillPayment(phone.page, { number: CARD.refused });
    await phone.page.getByRole('button', { name: /^Pay \$/ }).click();

    const alert = phone.page.getByRole('alertdialog');
    await expectVisible(alert);
    await expectVisible(alert.getByText('Payment Failed', { exact: true }));
    expect(
      await alert
        .getByText(
          'We were unable to process the payment using this card, please verify that entered card information are correct or try another card',
        )
        .isVisible(),
    ).toBe(true);
    await alert.getByRole('button', { name: 'Close' }).click();
    await expectVisible(phone.page.getByRole('button', { name: 'Try again' }));
    expect(new URL(phone.page.url()).pathname).toBe('/U500/payment');
    const after = product.app.query<{ n: number }>(
      "SELECT COUNT(*) AS n FROM payments WHERE status = 'captured'",
    )[0]!.n;
    expect(after).toBe(before);
  });

  it('a reload keeps the guest on each step with the same selections', async () => {
    await phone.page.goto(`${product.app.url}/U500`);
    await expectPath(phone.page, '/U500/proposed-tip-beauty/500');
    await phone.page.reload();
    await expectPath(phone.page, '/U500/proposed-tip-beauty/500');
    await expectVisible(phone.page.getByText('Select a tip for your stylist'));

    await phone.page.getByRole('button', { name: /\$20.*Amazing/ }).click();
    await expectPath(phone.page, '/U500/payment');
    const total = phone.page.getByRole('heading', { level: 1, name: /^Total/ });
    await expect.poll(() => total.textContent()).toContain('$20.90');
    await phone.page.reload();
    await expectPath(phone.page, '/U500/payment');
    await expect.poll(() => total.textContent()).toContain('$20.90');

    await fillPayment(phone.page, { number: CARD.captured });
    await phone.page.getByRole('button', { name: 'Pay $20.90' }).click();
    await expectPath(phone.page, '/U500/review');
    await phone.page.reload();
    await expectPath(phone.page, '/U500/review');
    await expectVisible(phone.page.getByRole('heading', { name: 'Rate your service' }));
    await phone.page.getByRole('radio', { name: '3 Stars' }).check();
    await phone.page.getByRole('button', { name: 'Submit' }).click();
    await expectPath(phone.page, '/U500/success');
    await phone.page.reload();
    await expectPath(phone.page, '/U500/success');
    await expectVisible(phone.page.getByRole('heading', { name: 'Thank you' }));
  });

  it('an unknown code shows not-found', async () => {
    for (const code of ['L999', 'X100']) {
      await phone.page.goto(`${product.app.url}/${code}`);
      await expectVisible(phone.page.getByRole('heading', { name: 'Page not found' }));
      expect(await axeViolations(phone.page)).toEqual([]);
    }
  });

  it('a custom tip of $100 or more asks for confirmation', async () => {
    await phone.page.goto(`${product.app.url}/U500`);
    await expectPath(phone.page, '/U500/proposed-tip-beauty/500');
    await phone.page.getByLabel('Have a custom tip amount in mind?').fill('150');
    await phone.page.getByRole('button', { name: 'Next' }).click();
    const dialog = phone.page.getByRole('alertdialog', { name: 'Wow, a generous tip' });
    await expectVisible(dialog);
    await expectVisible(dialog.getByText('Are you sure you wanted to tip $150?'));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(new URL(phone.page.url()).pathname).toBe('/U500/proposed-tip-beauty/500');
    await phone.page.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expectPath(phone.page, '/U500/payment');
    await expect
      .poll(() => phone.page.getByRole('heading', { level: 1, name: /^Total/ }).textContent())
      .toContain('$154.80');
  });
});
