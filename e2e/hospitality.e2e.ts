import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startApp, type RunningApp } from './support/app';
import { launchChromium, phoneContext, watchPage } from './support/browser';
import { axeViolations } from './support/axe';
import { CARD, expectPath, expectVisible, fillPayment } from './support/guest';

interface PoolTipRow {
  pool_uid: string;
  room_number: string | null;
  customer_name: string | null;
  amount_cents: number;
  level: string;
}

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let watched: { errors: string[] };

beforeAll(async () => {
  app = await startApp();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});
beforeEach(async () => {
  context = await phoneContext(browser);
  page = await context.newPage();
  watched = watchPage(page);
});
afterEach(async () => {
  await context.close();
  expect(watched.errors).toEqual([]);
});

const NEXT = { name: 'Next' } as const;

function totalHeading(): ReturnType<Page['getByRole']> {
  return page.getByRole('heading', { level: 1, name: /^Total/ });
}

function poolTipsOf(poolUid: string): PoolTipRow[] {
  return app.query<PoolTipRow>(
    `SELECT t.pool_uid, t.room_number, t.customer_name, t.amount_cents, t.level
       FROM payment_tips t JOIN payments p ON p.reference = t.payment_reference
      WHERE t.pool_uid = ? AND p.status = 'captured'`,
    poolUid,
  );
}

async function pay(total: string): Promise<void> {
  await fillPayment(page, { number: CARD.captured });
  const button = page.getByRole('button', { name: `Pay ${total}` });
  await expect.poll(() => button.isEnabled(), { timeout: 15_000 }).toBe(true);
  await button.click();
}

describe('hospitality: Harbor View pools', () => {
  it('P201: room 1204, Rivera, 3 nights, Go ahead $15, Total $15.75, paid and stored', async () => {
    await page.goto(`${app.url}/P201`);
    await expectPath(page, '/P201/guest-verification');
    await expectVisible(
      page.getByText(
        'In order to successfully process this tip, we need the following information',
      ),
    );
    const next = page.getByRole('button', NEXT);
    expect(await next.isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Room number').pressSequentially('12a04');
    expect(await page.getByLabel('Room number').inputValue()).toBe('1204');
    expect(await next.isDisabled()).toBe(true);
    await page.getByLabel('Last name').fill('Rivera');
    await next.click();

    await expectPath(page, '/P201/nights');
    await expectVisible(
      page.getByRole('heading', { name: 'How many nights did you stay at the hotel?' }),
    );
    const nights = page.getByRole('textbox', { name: 'Number of nights' });
    expect(await nights.inputValue()).toBe('1');
    await page.getByRole('button', { name: 'Fewer nights' }).click();
    expect(await nights.inputValue()).toBe('0');
    expect(await page.getByRole('button', NEXT).isDisabled()).toBe(true);
    for (let i = 0; i < 3; i += 1) await page.getByRole('button', { name: 'More nights' }).click();
    expect(await nights.inputValue()).toBe('3');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', NEXT).click();

    await expectPath(page, '/P201/proposed-tip-hospitality');
    await expectVisible(page.getByText('90% of guests usually tip $15 for 3 nights'));
    await expectVisible(page.getByLabel('Have a custom tip amount in mind?'));
    expect(await page.getByRole('button', NEXT).isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Go ahead, tip $15' }).click();

    await expectPath(page, '/P201/payment');
    await expect.poll(() => totalHeading().textContent()).toContain('$15.75');
    await expectVisible(page.getByText('Housekeeping'));
    expect(await page.getByRole('checkbox').count()).toBe(0);
    await pay('$15.75');

    await expectPath(page, '/P201/success');
    await expectVisible(page.getByRole('heading', { name: 'Thank you' }));
    // Captured: the guest's room, name and e-mail are gone from the browser; a reload still thanks.
    const kept = await page.evaluate(() =>
      JSON.stringify({ ...window.sessionStorage, ...window.localStorage }),
    );
    expect(kept).toContain('tipwell.credentials');
    for (const personal of ['1204', 'Rivera', '@example.com']) expect(kept).not.toContain(personal);
    await page.reload();
    await expectPath(page, '/P201/success');
    await expectVisible(page.getByRole('heading', { name: 'Thank you' }));
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
    await page.goto(`${app.url}/L200`);
    await expectPath(page, '/L200/department');
    await expectVisible(
      page.getByRole('heading', { name: 'Choose the department you want to tip' }),
    );
    for (const name of ['Housekeeping', 'Front Desk', 'Bell Staff'])
      await expectVisible(page.getByRole('button', { name }));
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Bell Staff' }).click();

    await expectPath(page, '/L200/proposed-tip-hospitality');
    await expectVisible(page.getByText('90% of guests usually tip $8'));
    await page.getByLabel('Have a custom tip amount in mind?').fill('8');
    await page.getByRole('button', NEXT).click();

    await expectPath(page, '/L200/payment');
    await expect.poll(() => totalHeading().textContent()).toContain('$8.54');
    await expectVisible(page.getByText('Bell Staff'));
    expect(await axeViolations(page)).toEqual([]);
    await pay('$8.54');

    await expectPath(page, '/L200/review');
    await expectVisible(page.getByRole('heading', { name: 'Rate your service' }));
    expect(await page.getByRole('button', { name: 'Skip' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);
    await page.getByRole('radio', { name: '4 Stars' }).check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectPath(page, '/L200/success');
    expect(poolTipsOf('203')).toEqual([
      expect.objectContaining({
        customer_name: 'Cardholder',
        room_number: null,
        amount_cents: 854,
      }),
    ]);
  });

  it("L200: Front Desk goes straight to 'Thank you'", async () => {
    await page.goto(`${app.url}/L200`);
    await page.getByRole('button', { name: 'Front Desk' }).click();
    await expectPath(page, '/L200/proposed-tip-hospitality');
    await page.getByRole('button', { name: 'Go ahead, tip $10' }).click();
    await expect.poll(() => totalHeading().textContent()).toContain('$10.60');
    await pay('$10.60');
    await expectPath(page, '/L200/success');
  });

  it("P202 shows '90% of guests usually tip $10'; $150 asks first", async () => {
    await page.goto(`${app.url}/P202`);
    await expectPath(page, '/P202/proposed-tip-hospitality');
    await expectVisible(page.getByText('90% of guests usually tip $10', { exact: true }));
    await expectVisible(page.getByRole('button', { name: 'Go ahead, tip $10' }));
    await page.getByLabel('Have a custom tip amount in mind?').fill('150');
    await page.getByRole('button', NEXT).click();
    const dialog = page.getByRole('alertdialog', { name: 'Wow, a generous tip' });
    await expectVisible(dialog);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(new URL(page.url()).pathname).toBe('/P202/proposed-tip-hospitality');
  });

  it('L210: Concierge $12 is gross (Total $12.00, row $11.34) and its note is required', async () => {
    await page.goto(`${app.url}/L210`);
    await expectPath(page, '/L210/proposed-tip-hospitality');
    await expectVisible(page.getByText('90% of guests usually tip $12'));
    await page.getByLabel('Have a custom tip amount in mind?').fill('12');
    await page.getByRole('button', NEXT).click();
    await expectPath(page, '/L210/payment');
    await expect.poll(() => totalHeading().textContent()).toContain('$12.00');
    await expectVisible(page.getByText('$11.34'));
    expect(await page.getByRole('checkbox').count()).toBe(0);
    await pay('$12.00');

    await expectPath(page, '/L210/review');
    const submit = page.getByRole('button', { name: 'Submit' });
    await page.getByRole('radio', { name: '5 Stars' }).check();
    expect(await submit.isDisabled()).toBe(true);
    const note = page.getByLabel('Note', { exact: true });
    expect(await note.getAttribute('required')).not.toBeNull();
    expect(await axeViolations(page)).toEqual([]);
    await note.fill('Booked us a great table');
    await submit.click();
    await expectPath(page, '/L210/success');
    const reviews = app.query<{ comment: string }>('SELECT comment FROM reviews');
    expect(reviews).toContainEqual({ comment: 'Booked us a great table' });
  });

  it('a reload on each hospitality screen keeps the guest there with what they typed', async () => {
    await page.goto(`${app.url}/L200`);
    await expectPath(page, '/L200/department');
    await page.reload();
    await expectPath(page, '/L200/department');
    await page.getByRole('button', { name: 'Housekeeping' }).click();

    await expectPath(page, '/L200/guest-verification');
    await page.getByLabel('Room number').fill('1204');
    await page.getByLabel('Last name').fill('Rivera');
    await page.reload();
    await expectPath(page, '/L200/guest-verification');
    expect(await page.getByLabel('Room number').inputValue()).toBe('1204');
    expect(await page.getByLabel('Last name').inputValue()).toBe('Rivera');
    const local = await page.evaluate(() => JSON.stringify({ ...window.localStorage }));
    expect(local).not.toContain('Rivera');
    expect(local).not.toContain('1204');
    await page.getByRole('button', NEXT).click();

    await expectPath(page, '/L200/nights');
    await page.getByRole('textbox', { name: 'Number of nights' }).fill('4');
    await page.reload();
    await expectPath(page, '/L200/nights');
    expect(await page.getByRole('textbox', { name: 'Number of nights' }).inputValue()).toBe('4');
    await page.getByRole('button', NEXT).click();

    await expectPath(page, '/L200/proposed-tip-hospitality');
    await expectVisible(page.getByText('90% of guests usually tip $20 for 4 nights'));
    await page.getByLabel('Have a custom tip amount in mind?').fill('25');
    await page.reload();
    await expectPath(page, '/L200/proposed-tip-hospitality');
    expect(await page.getByLabel('Have a custom tip amount in mind?').inputValue()).toBe('25');
    await page.getByRole('button', NEXT).click();
    await expectPath(page, '/L200/payment');
    await expect.poll(() => totalHeading().textContent()).toContain('$26.05');
  });
});
