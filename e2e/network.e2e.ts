import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { CARD, expectPath, expectVisible, fillPayment } from './support/guest';
import { usePhonePage, useProduct } from './support/session';

const product = useProduct();
const phone = usePhonePage(product);

describe('U500 with the network cut (issue 38)', () => {
  it('the fee is asked again once back online; Pay offline sends nothing; then one payment', async () => {
    const { page, context } = phone;
    const fetched: string[] = [];
    page.on('requestfinished', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto(`${product.app.url}/U500`);
    await expectPath(page, '/U500/proposed-tip-beauty/500');
    // The payment step's code first, as a guest who waited on the landing would have it: the
    // card form's and the payment unit's, fetched while the browser was idle (a browser that
    // keeps a failed module fetch, as Chromium 150 does, would otherwise never load them again).
    await page.waitForLoadState('networkidle');
    for (const chunk of ['load-sandbox-gateway', 'payment-work'])
      expect(fetched.some((path) => path.startsWith(`/assets/${chunk}-`))).toBe(true);

    await context.setOffline(true);
    await page.getByRole('button', { name: /\$10.*Great/ }).click();
    // The card form and the fee both fail: one dialog, the first failure's, not one after the other.
    const dialog = page.getByRole('alertdialog');
    await expectVisible(dialog);
    const said = await dialog.innerText();
    await page.locator('.payment__error', { hasText: 'We could not calculate' }).waitFor();
    expect(await dialog.innerText()).toBe(said);
    expect(await page.getByRole('alertdialog').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Close' }).click();
    // One Try again, in Pay's place, whatever failed (decision 0048): the fee, the card form or both.
    const tryAgain = page.getByRole('button', { name: 'Try again' });
    await expectVisible(tryAgain);
    expect(await tryAgain.count()).toBe(1);
    expect(await page.getByRole('button', { name: /^Pay/ }).count()).toBe(0);
    // Named by the fee's failure, which stays in the Total's place.
    expect(await tryAgain.getAttribute('aria-describedby')).toBeTruthy();
    expect(await axeViolations(page)).toEqual([]);
    // Who the tip is for stays named, with no amount the server has not answered.
    await expectVisible(page.getByRole('listitem').filter({ hasText: 'Maya' }));
    // The failure reads as one: the error colour (#b3261e) and its mark, not by colour alone.
    const failure = page.locator('.payment__error', { hasText: 'We could not calculate' });
    expect(
      await failure.evaluate((element) => [
        getComputedStyle(element).color,
        getComputedStyle(element, '::before').backgroundColor,
      ]),
    ).toEqual(['rgb(179, 38, 30)', 'rgb(179, 38, 30)']);
    // Try again offline sends nothing that can only fail, and says why.
    let feeAsks = 0;
    const countFeeAsks = (request: { url: () => string }): void => {
      if (request.url().includes('/calculate-fees')) feeAsks += 1;
    };
    page.on('request', countFeeAsks);
    await tryAgain.click();
    await expectVisible(page.getByText(/^You are offline\. Nothing was sent/));
    expect(feeAsks).toBe(0);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    page.off('request', countFeeAsks);

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

/**
 * A step pressed with the network cut: whatever the page says then (a dialog is closed, as a guest
 * would), once the network is back the guest goes on without a reload: the step moved on already,
 * or the same press moves it on now.
 */
async function pressOffline(press: () => Promise<void>, next: string): Promise<void> {
  const { page, context } = phone;
  await context.setOffline(true);
  await press();
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const dialog = page.getByRole('alertdialog');
  if ((await dialog.count()) > 0) await dialog.getByRole('button', { name: 'Close' }).click();
  await context.setOffline(false);
  if (new URL(page.url()).pathname !== next) await press();
  await expectPath(page, next);
}

/** Pay with the network cut says so and sends nothing; once back, one press pays. */
async function payAcrossTheCut(page: Page, label: string, paid: RegExp): Promise<number> {
  let payments = 0;
  page.on('request', (request) => {
    // A payment request (not the intent's own look-up, POST /payments/intent).
    if (
      request.method() === 'POST' &&
      /\/payments\/(web|pool-web|qr)$/.test(new URL(request.url()).pathname)
    )
      payments += 1;
  });
  const pay = page.getByRole('button', { name: label });
  await expect.poll(() => pay.isEnabled()).toBe(true);
  await phone.context.setOffline(true);
  await pay.click();
  await expectVisible(page.getByText(/^You are offline\. Nothing was sent/));
  expect(payments).toBe(0);
  await phone.context.setOffline(false);
  await pay.click();
  await page.waitForURL((url) => paid.test(url.pathname), { timeout: 15_000 });
  return payments;
}

const paymentsOf = (where: string, value: string): { status: string; total_cents: number }[] =>
  product.app.query(`SELECT status, total_cents FROM payments WHERE ${where} = ?`, [value]);

describe('P201 and a QR intent with the network cut at each step (issue 38)', () => {
  it('P201: verification, nights, the tip and Pay, each offline; then one payment', async () => {
    const { page } = phone;
    await page.goto(`${product.app.url}/P201`);
    await expectPath(page, '/P201/guest-verification');
    await page.waitForLoadState('networkidle');
    const before = product.app.query<{ n: number }>('SELECT COUNT(*) AS n FROM payments')[0]!.n;

    await pressOffline(async () => {
      await page.getByLabel('Room number').fill('1204');
      await page.getByLabel('Last name').fill('Rivera');
      await page.getByRole('button', { name: 'Next' }).click();
    }, '/P201/nights');
    await pressOffline(async () => {
      await page.getByRole('textbox', { name: 'Number of nights' }).fill('4');
      await page.getByRole('button', { name: 'Next' }).click();
    }, '/P201/proposed-tip-hospitality');
    await pressOffline(
      () => page.getByRole('button', { name: /^Go ahead, tip/ }).click(),
      '/P201/payment',
    );
    // The fee is asked again once the network is back: the Total, the card form.
    const total = page.getByRole('heading', { level: 1, name: /^Total \$/ });
    await expectVisible(total);
    const amount = /\$[\d,.]+/.exec((await total.textContent()) ?? '')![0];
    await fillPayment(page, { number: CARD.captured });
    const sent = await payAcrossTheCut(page, `Pay ${amount}`, /^\/P201\/(review|success)$/);
    expect(sent).toBe(1);
    const after = product.app.query<{ n: number }>('SELECT COUNT(*) AS n FROM payments')[0]!.n;
    expect(after).toBe(before + 1);
    phone.watched.errors.splice(0);
  });

  it('QR tab-42: each tip and Pay offline; then one payment for the intent', async () => {
    const { page } = phone;
    await page.goto(`${product.app.url}/qr/100/tab-42`);
    await expectPath(page, '/qr/100/tab-42/proposed-tip-intent/0');
    await page.waitForLoadState('networkidle');

    await pressOffline(
      () => page.getByRole('button', { name: '18% $7.20' }).click(),
      '/qr/100/tab-42/proposed-tip-intent/1',
    );
    await pressOffline(async () => {
      await page.getByLabel("You don't like our options?").fill('9');
      await page.getByRole('button', { name: 'Tip away' }).click();
    }, '/qr/100/tab-42/payment');
    await expectVisible(page.getByRole('heading', { level: 1, name: /^Total \$17\.29/ }));
    await fillPayment(page, { number: CARD.captured });
    const sent = await payAcrossTheCut(page, 'Pay $17.29', /^\/qr\/100\/tab-42\/success$/);
    expect(sent).toBe(1);
    expect(paymentsOf('intent_token', 'tab-42')).toEqual([
      { status: 'captured', total_cents: 1729 },
    ]);
    phone.watched.errors.splice(0);
  });
});
