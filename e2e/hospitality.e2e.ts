import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { CARD, expectPath, expectVisible, fillPayment } from './support/guest';
import { usePhonePage, useProduct } from './support/session';

interface PoolTipRow {
  pool_uid: string;
  room_number: string | null;
  customer_name: string | null;
  amount_cents: number;
  level: string;
}

const product = useProduct();
const phone = usePhonePage(product);

const NEXT = { name: 'Next' } as const;

function totalHeading(): ReturnType<Page['getByRole']> {
  return phone.page.getByRole('heading', { level: 1, name: /^Total/ });
}

function poolTipsOf(poolUid: string): PoolTipRow[] {
  return product.app.query<PoolTipRow>(
    `SELECT t.pool_uid, t.room_number, t.customer_name, t.amount_cents, t.level
       FROM payment_tips t JOIN payments p ON p.reference = t.payment_reference
      WHERE t.pool_uid = ? AND p.status = 'captured'`,
    poolUid,
  );
}

async function pay(total: string): Promise<void> {
  await fillPayment(phone.page, { number: CARD.captured });
  const button = phone.page.getByRole('button', { name: `Pay ${total}` });
  await expect.poll(() => button.isEnabled(), { timeout: 15_000 }).toBe(true);
  await button.click();
}

describe('hospitality: Harbor View pools', () => {
  it('P201: room 1204, Rivera, 3 nights, Go ahead $15, Total $15.75, paid and stored', async () => {
    await phone.page.goto(`${product.app.url}/P201`);
    await expectPath(phone.page, '/P201/guest-verification');
    await expectVisible(
      phone.page.getByText(
        'In order to successfully process this tip, we need the following information',
      ),
    );
    const next = phone.page.getByRole('button', NEXT);
    expect(await next.isDisabled()).toBe(true);
    expect(await axeViolations(phone.page)).toEqual([]);
    await phone.page.getByLabel('Room number').pressSequentially('12a04');
    expect(await phone.page.getByLabel('Room number').inputValue()).toBe('1204');
    expect(await next.isDisabled()).toBe(true);
    await phone.page.getByLabel('Last name').fill('Rivera');
    await next.click();

    await expectPath(phone.page, '/P201/nights');
    await expectVisible(
      phone.page.getByRole('heading', { name: 'How many nights did you stay at the hotel?' }),
    );
    const nights = phone.page.getByRole('textbox', { name: 'Number of nights' });
    expect(await nights.inputValue()).toBe('1');
    await phone.page.getByRole('button', { name: 'Fewer nights' }).click();
    expect(await nights.inputValue()).toBe('0');
    expect(await phone.page.getByRole('button', NEXT).isDisabled()).toBe(true);
    for (let i = 0; i < 3; i += 1)
      await phone.page.getByRole('button', { name: 'More nights' }).click();
    expect(await nights.inputValue()).toBe('3');
    expect(await axeViolations(phone.page)).toEqual([]);
    await phone.page.getByRole('button', NEXT).click();

    await expectPath(phone.page, '/P201/proposed-tip-hospitality');
    await expectVisible(phone.page.getByText('90% of guests usually tip $15 for 3 nights'));
    await expectVisible(phone.page.getByLabel('Have a custom tip amount in mind?'));
    expect(await phone.page.getByRole('button', NEXT).isDisabled()).toBe(true);
    expect(await axeViolations(phone.page)).toEqual([]);
    await phone.page.getByRole('button', { name: 'Go ahead, tip $15' }).click();

    await expectPath(phone.page, '/P201/payment');
    await expect.poll(() => totalHeading().textContent()).toContain('$15.75');
    await expectVisible(phone.page.getByText('Housekeeping', { exact: true }));
    expect(await phone.page.getByRole('checkbox').count()).toBe(0);
    await pay('$15.75');

    await expectPath(phone.page, '/P201/success');
    await expectVisible(phone.page.getByRole('heading', { name: 'Thank you' }));
    // Captured: the guest's room, name and e-mail are gone from the browser; a reload still thanks.
    const kept = await phone.page.evaluate(() =>
      JSON.stringify({ ...window.sessionStorage, ...window.localStorage }),
    );
    expect(kept).toContain('tipwell.credentials');
    for (const personal of ['1204', 'Rivera', '@example.com']) expect(kept).not.toContain(personal);
    await phone.page.reload();
    await expectPath(phone.page, '/P201/success');
    await expectVisible(phone.page.getByRole('heading', { name: 'Thank you' }));
    expect(poolTipsOf('201')).toEqual([
      {
        pool_uid: '201',
        room_number: '1204',
        customer_name: 'Rivera',
        amount_cents: 1575,
        level: 'low',
      },
    ]);
  });

  it('L200: departments, Bell Staff custom $8, Total $8.54, then the review is required', async () => {
    await phone.page.goto(`${product.app.url}/L200`);
    await expectPath(phone.page, '/L200/department');
    await expectVisible(
      phone.page.getByRole('heading', { name: 'Choose the department you want to tip' }),
    );
    for (const name of ['Housekeeping', 'Front Desk', 'Bell Staff'])
      await expectVisible(phone.page.getByRole('button', { name }));
    expect(await axeViolations(phone.page)).toEqual([]);
    await phone.page.getByRole('button', { name: 'Bell Staff' }).click();

    await expectPath(phone.page, '/L200/proposed-tip-hospitality');
    await expectVisible(phone.page.getByText('90% of guests usually tip $8'));
    await phone.page.getByLabel('Have a custom tip amount in mind?').fill('8');
    await phone.page.getByRole('button', NEXT).click();

    await expectPath(phone.page, '/L200/payment');
    await expect.poll(() => totalHeading().textContent()).toContain('$8.54');
    await expectVisible(phone.page.getByText('Bell Staff', { exact: true }));
    expect(await axeViolations(phone.page)).toEqual([]);
    await pay('$8.54');

    await expectPath(phone.page, '/L200/review');
    await expectVisible(phone.page.getByRole('heading', { name: 'Rate your service' }));
    expect(await phone.page.getByRole('button', { name: 'Skip' }).count()).toBe(0);
    expect(await phone.page.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);
    await phone.page.getByRole('radio', { name: '4 Stars' }).check();
    await phone.page.getByRole('button', { name: 'Submit' }).click();
    await expectPath(phone.page, '/L200/success');
    expect(poolTipsOf('203')).toEqual([
      expect.objectContaining({
        customer_name: 'Cardholder',
        room_number: null,
        amount_cents: 854,
      }),
    ]);
  });

  it("L200: Front Desk goes straight to 'Thank you'", async () => {
    await phone.page.goto(`${product.app.url}/L200`);
    await phone.page.getByRole('button', { name: 'Front Desk' }).click();
    await expectPath(phone.page, '/L200/proposed-tip-hospitality');
    await phone.page.getByRole('button', { name: 'Go ahead, tip $10' }).click();
    await expect.poll(() => totalHeading().textContent()).toContain('$10.60');
    await pay('$10.60');
    await expectPath(phone.page, '/L200/success');
  });

  it("P202 shows '90% of guests usually tip $10'; $150 asks first", async () => {
    await phone.page.goto(`${product.app.url}/P202`);
    await expectPath(phone.page, '/P202/proposed-tip-hospitality');
    await expectVisible(phone.page.getByText('90% of guests usually tip $10', { exact: true }));
    await expectVisible(phone.page.getByRole('button', { name: 'Go ahead, tip $10' }));
    await phone.page.getByLabel('Have a custom tip amount in mind?').fill('150');
    await phone.page.getByRole('button', NEXT).click();
    const dialog = phone.page.getByRole('alertdialog', { name: 'Wow, a generous tip' });
    await expectVisible(dialog);
    expect(await axeViolations(phone.page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(new URL(phone.page.url()).pathname).toBe('/P202/proposed-tip-hospitality');
  });

  it('L210: Concierge $12 is gross (Total $12.00, row $11.34) and its note is required', async () => {
    await phone.page.goto(`${product.app.url}/L210`);
    await expectPath(phone.page, '/L210/proposed-tip-hospitality');
    await expectVisible(phone.page.getByText('90% of guests usually tip $12'));
    await phone.page.getByLabel('Have a custom tip amount in mind?').fill('12');
    await phone.page.getByRole('button', NEXT).click();
    await expectPath(phone.page, '/L210/payment');
    await expect.poll(() => totalHeading().textContent()).toContain('$12.00');
    await expectVisible(phone.page.getByText('$11.34'));
    expect(await phone.page.getByRole('checkbox').count()).toBe(0);
    await pay('$12.00');

    await expectPath(phone.page, '/L210/review');
    const submit = phone.page.getByRole('button', { name: 'Submit' });
    await phone.page.getByRole('radio', { name: '5 Stars' }).check();
    expect(await submit.isDisabled()).toBe(true);
    const note = phone.page.getByLabel('Note', { exact: true });
    expect(await note.getAttribute('required')).not.toBeNull();
    expect(await axeViolations(phone.page)).toEqual([]);
    await note.fill('Booked us a great table');
    await submit.click();
    await expectPath(phone.page, '/L210/success');
    const reviews = product.app.query<{ comment: string }>('SELECT comment FROM reviews');
    expect(reviews).toContainEqual({ comment: 'Booked us a great table' });
  });

  it('a reload on each hospitality screen keeps the guest there with what they typed', async () => {
    await phone.page.goto(`${product.app.url}/L200`);
    await expectPath(phone.page, '/L200/department');
    await phone.page.reload();
    await expectPath(phone.page, '/L200/department');
    await phone.page.getByRole('button', { name: 'Housekeeping' }).click();

    await expectPath(phone.page, '/L200/guest-verification');
    await phone.page.getByLabel('Room number').fill('1204');
    await phone.page.getByLabel('Last name').fill('Rivera');
    await phone.page.reload();
    await expectPath(phone.page, '/L200/guest-verification');
    expect(await phone.page.getByLabel('Room number').inputValue()).toBe('1204');
    expect(await phone.page.getByLabel('Last name').inputValue()).toBe('Rivera');
    const local = await phone.page.evaluate(() => JSON.stringify({ ...window.localStorage }));
    expect(local).not.toContain('Rivera');
    // The room as a number of its own: a stored timestamp may hold the digits (c32: computedAt
    // 1795811204698).
    expect(local).not.toMatch(/(?<![0-9])1204(?![0-9])/);
    await phone.page.getByRole('button', NEXT).click();

    await expectPath(phone.page, '/L200/nights');
    await phone.page.getByRole('textbox', { name: 'Number of nights' }).fill('4');
    await phone.page.reload();
    await expectPath(phone.page, '/L200/nights');
    expect(await phone.page.getByRole('textbox', { name: 'Number of nights' }).inputValue()).toBe(
      '4',
    );
    await phone.page.getByRole('button', NEXT).click();

    await expectPath(phone.page, '/L200/proposed-tip-hospitality');
    await expectVisible(phone.page.getByText('90% of guests usually tip $20 for 4 nights'));
    await phone.page.getByLabel('Have a custom tip amount in mind?').fill('25');
    await phone.page.reload();
    await expectPath(phone.page, '/L200/proposed-tip-hospitality');
    expect(await phone.page.getByLabel('Have a custom tip amount in mind?').inputValue()).toBe(
      '25',
    );
    await phone.page.getByRole('button', NEXT).click();
    await expectPath(phone.page, '/L200/payment');
    await expect.poll(() => totalHeading().textContent()).toContain('$26.05');
  });
});
