import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { CARD, expectPath, expectVisible, fillPayment } from './support/guest';
import { usePhonePage, useProduct } from './support/session';

interface PaymentRow {
  reference: string;
  kind: string;
  intent_token: string;
  status: string;
  total_cents: number;
  postal_code: string | null;
}

const product = useProduct();
const phone = usePhonePage(product);

function paymentsOf(token: string): PaymentRow[] {
  return product.app.query<PaymentRow>(
    'SELECT reference, kind, intent_token, status, total_cents, postal_code FROM payments WHERE intent_token = ?',
    [token],
  );
}

const CUSTOM = "You don't like our options?";

describe('QR intent tab-42', () => {
  it('Jordan 18%, Priya $9, Tip away, pays $17.29; opening it again says it is paid', async () => {
    await phone.page.goto(`${product.app.url}/qr/100/tab-42`);
    await expectPath(phone.page, '/qr/100/tab-42/proposed-tip-intent/0');
    await expectVisible(phone.page.getByRole('heading', { name: /^Jordan/ }));
    await expectVisible(phone.page.getByRole('button', { name: '15% $6' }));
    await expectVisible(phone.page.getByRole('button', { name: '20% $8' }));
    await expectVisible(phone.page.getByText(CUSTOM));
    expect(await phone.page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    expect(await axeViolations(phone.page)).toEqual([]);

    await phone.page.getByRole('button', { name: '18% $7.20' }).click();
    await expectPath(phone.page, '/qr/100/tab-42/proposed-tip-intent/1');
    await expectVisible(phone.page.getByRole('heading', { name: /^Priya/ }));
    // Amount proposals: no percent.
    await expectVisible(phone.page.getByRole('button', { name: '$5', exact: true }));
    await expectVisible(phone.page.getByRole('button', { name: '$8', exact: true }));
    await expectVisible(phone.page.getByRole('button', { name: '$10', exact: true }));
    const tipAway = phone.page.getByRole('button', { name: 'Tip away' });
    expect(await tipAway.isDisabled()).toBe(true);
    expect(await axeViolations(phone.page)).toEqual([]);

    // Back removes Jordan's tip; choosing again goes on.
    await phone.page.getByRole('button', { name: 'Back' }).click();
    await expectPath(phone.page, '/qr/100/tab-42/proposed-tip-intent/0');
    await phone.page.getByRole('button', { name: '18% $7.20' }).click();
    await expectPath(phone.page, '/qr/100/tab-42/proposed-tip-intent/1');

    await phone.page.getByLabel(CUSTOM).fill('9');
    await tipAway.click();
    await expectPath(phone.page, '/qr/100/tab-42/payment');
    const total = phone.page.getByRole('heading', { level: 1, name: /^Total/ });
    await expect.poll(() => total.textContent()).toContain('$17.29');

    await fillPayment(phone.page, { number: CARD.captured });
    const pay = phone.page.getByRole('button', { name: 'Pay $17.29' });
    await expect.poll(() => pay.isEnabled()).toBe(true);
    expect(await axeViolations(phone.page)).toEqual([]);
    await pay.click();

    await expectPath(phone.page, '/qr/100/tab-42/success');
    await expectVisible(phone.page.getByRole('heading', { name: 'Thank you' }));
    expect(await axeViolations(phone.page)).toEqual([]);

    const payments = paymentsOf('tab-42');
    expect(payments).toMatchObject([
      { kind: 'qr', intent_token: 'tab-42', status: 'captured', total_cents: 1729 },
    ]);
    const tips = product.app.query<{ user_uid: string; amount_cents: number }>(
      'SELECT user_uid, amount_cents FROM payment_tips WHERE payment_reference = ? ORDER BY position',
      payments[0]!.reference,
    );
    expect(tips).toEqual([
      { user_uid: '501', amount_cents: 772 },
      { user_uid: '502', amount_cents: 957 },
    ]);

    await phone.page.goto(`${product.app.url}/qr/100/tab-42`);
    await expectVisible(
      phone.page.getByRole('heading', { name: 'This tip has already been paid' }),
    );
    await expectVisible(phone.page.getByText('Thank you! There is nothing left to pay here.'));
    // Under the location it was scanned at, as the server painted it before the exchange.
    await expectVisible(phone.page.getByRole('img', { name: 'Lumen Salon & Spa logo' }));
    expect(new URL(phone.page.url()).pathname).toBe('/qr/100/tab-42');
    expect(await axeViolations(phone.page)).toEqual([]);
    expect(paymentsOf('tab-42')).toHaveLength(1);
  });
});

describe('other intents', () => {
  it('tab-43 has its total: straight to payment with Total $26.05', async () => {
    await phone.page.goto(`${product.app.url}/qr/100/tab-43`);
    await expectPath(phone.page, '/qr/100/tab-43/payment');
    const total = phone.page.getByRole('heading', { level: 1, name: /^Total/ });
    await expect.poll(() => total.textContent()).toContain('$26.05');
    expect(await axeViolations(phone.page)).toEqual([]);
  });

  it('pay-later sched-7 offers Rosa $5 / $10 / $15 and pays the pay-later variant', async () => {
    await phone.page.goto(`${product.app.url}/pl/200/sched-7`);
    await expectPath(phone.page, '/pl/200/sched-7/proposed-tip-intent/0');
    await expectVisible(phone.page.getByRole('heading', { name: /^Rosa/ }));
    for (const name of ['$5', '$10', '$15']) {
      await expectVisible(phone.page.getByRole('button', { name, exact: true }));
    }
    await expectVisible(phone.page.getByRole('button', { name: 'Tip away' }));
    expect(await axeViolations(phone.page)).toEqual([]);

    await phone.page.getByRole('button', { name: '$10', exact: true }).click();
    await expectPath(phone.page, '/pl/200/sched-7/payment');
    await fillPayment(phone.page, { number: CARD.captured });
    const pay = phone.page.getByRole('button', { name: /^Pay \$/ });
    await expect.poll(() => pay.isEnabled()).toBe(true);
    await pay.click();
    await expectPath(phone.page, '/pl/200/sched-7/success');
    await expectVisible(phone.page.getByRole('heading', { name: 'Thank you' }));
    expect(paymentsOf('sched-7')).toMatchObject([
      { kind: 'pay-later', status: 'captured', postal_code: '94105' },
    ]);
  });

  it('an unknown intent and an unknown intent type show not-found', async () => {
    await phone.page.goto(`${product.app.url}/qr/100/nope`);
    await expectVisible(phone.page.getByRole('heading', { name: 'Page not found' }));
    // The address names Lumen: its header stays (decision 0009).
    await expectVisible(phone.page.getByRole('img', { name: 'Lumen Salon & Spa logo' }));
    expect(await axeViolations(phone.page)).toEqual([]);
    await phone.page.goto(`${product.app.url}/qr/999/nope`);
    await expectVisible(phone.page.getByRole('heading', { name: 'Page not found' }));
    await expectVisible(phone.page.getByRole('img', { name: 'Tipwell' }));

    await phone.page.goto(`${product.app.url}/zz/100/tab-42`);
    await expectVisible(phone.page.getByRole('heading', { name: 'Page not found' }));
  });
});
