import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { CARD, expectPath, expectVisible, fillPayment } from './support/guest';
import { usePhonePage, useProduct } from './support/session';

// Pay shows progress and waits for the total; a captured payment says so on
// the review before the guest rates.

const product = useProduct();
const phone = usePhonePage(product);

/** Holds every request to `pattern` until `release` is called (no sleeps: the test decides). */
async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The review's confirmation, which the focused heading reads as its description. */
async function confirmation(page: Page): Promise<string> {
  const heading = page.getByRole('heading', { name: 'Rate your service' });
  await expectVisible(heading);
  const id = (await heading.getAttribute('aria-describedby')) ?? '';
  const text = (await page.locator(`[id="${id}"]`).textContent()) ?? '';
  // Visible too, above the heading.
  await expectVisible(page.getByText(text, { exact: true }));
  return text;
}

async function payAndReachReview(code: string, label: string): Promise<void> {
  await fillPayment(phone.page, { number: CARD.captured });
  const pay = phone.page.getByRole('button', { name: label });
  await expect.poll(() => pay.isEnabled()).toBe(true);
  await pay.click();
  await expectPath(phone.page, `/${code}/review`);
}

describe('Pay: progress, and the confirmation before the review', () => {
  it('Pay reads "Pay", disabled, until the total exists: never "Pay $0.00"', async () => {
    const release = await holdRequests(phone.page, '**/api/tips/v1/proposals/calculate-fees');
    await phone.page.goto(`${product.app.url}/U500`);
    await phone.page.getByRole('button', { name: /\$10.*Great/ }).click();
    await expectPath(phone.page, '/U500/payment');
    const waiting = phone.page.getByRole('button', { name: 'Pay', exact: true });
    await expectVisible(waiting);
    expect(await waiting.isDisabled()).toBe(true);
    expect(await phone.page.locator('main').textContent()).not.toContain('$0.00');
    release();
    await fillPayment(phone.page, { number: CARD.captured });
    const pay = phone.page.getByRole('button', { name: 'Pay $10.60' });
    await expect.poll(() => pay.isEnabled()).toBe(true);
  });

  it('while paying: a spinner and "Processing…", busy and announced; then "Payment of $10.60 to Maya received"', async () => {
    await phone.page.goto(`${product.app.url}/U500`);
    await phone.page.getByRole('button', { name: /\$10.*Great/ }).click();
    await expectPath(phone.page, '/U500/payment');
    await fillPayment(phone.page, { number: CARD.captured });
    const pay = phone.page.getByRole('button', { name: 'Pay $10.60' });
    await expect.poll(() => pay.isEnabled()).toBe(true);
    const release = await holdRequests(phone.page, '**/api/tips/v1/payments/web');
    const posted: string[] = [];
    phone.page.on('request', (request) => {
      if (request.url().endsWith('/api/tips/v1/payments/web')) posted.push(request.url());
    });
    await pay.click();
    const busy = phone.page.getByRole('button', { name: 'Processing…' });
    await expectVisible(busy);
    expect(await busy.getAttribute('aria-busy')).toBe('true');
    expect(await busy.getAttribute('aria-disabled')).toBe('true');
    expect(await busy.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await busy.locator('.pay-button__spinner').isVisible()).toBe(true);
    const announced = phone.page.locator('[aria-live="polite"]', { hasText: 'Processing…' });
    expect(await announced.count()).toBe(1);
    expect(await axeViolations(phone.page)).toEqual([]);
    // A second press while the first is under way sends nothing (it is aria-disabled, not
    // disabled, so the focus stays: Playwright has to be told to press it anyway).
    await busy.click({ force: true });
    release();
    await expectPath(phone.page, '/U500/review');
    expect(await confirmation(phone.page)).toBe('Payment of $10.60 to Maya received');
    expect(posted).toHaveLength(1);
    expect(await axeViolations(phone.page)).toEqual([]);
    expect(
      product.app.query<{ n: number }>(
        "SELECT COUNT(*) AS n FROM payments WHERE status = 'captured' AND total_cents = 1060",
      )[0]!.n,
    ).toBe(1);
  });

  it('two people (L100 Jordan $20, Priya $5): "Payment of $26.35 to Jordan L. and Priya P. received"', async () => {
    await phone.page.goto(`${product.app.url}/L100`);
    const people = phone.page.locator('.browse__people');
    await people.getByRole('button', { name: 'Jordan L.' }).click();
    await phone.page.getByRole('button', { name: /\$20.*Amazing/ }).click();
    await expectPath(phone.page, '/L100/payment');
    await phone.page.getByRole('button', { name: 'Add another' }).click();
    await people.getByRole('button', { name: 'Priya P.' }).click();
    await phone.page.getByRole('button', { name: /\$5.*Good/ }).click();
    await expectPath(phone.page, '/L100/payment');
    await payAndReachReview('L100', 'Pay $26.35');
    expect(await confirmation(phone.page)).toBe(
      'Payment of $26.35 to Jordan L. and Priya P. received',
    );
  });

  it('a pool and a person (S300 Front Desk $10, Alex K. $5): both names, both payments', async () => {
    await phone.page.goto(`${product.app.url}/S300`);
    await phone.page.getByRole('button', { name: 'Front Desk' }).click();
    await phone.page.getByRole('button', { name: 'Go ahead, tip $10' }).click();
    await expectPath(phone.page, '/S300/payment');
    await phone.page.getByRole('button', { name: 'Add another' }).click();
    await phone.page.locator('.browse__people').getByRole('button', { name: 'Alex K.' }).click();
    await phone.page.getByRole('button', { name: /\$5.*Great service/ }).click();
    await expectPath(phone.page, '/S300/payment');
    await payAndReachReview('S300', 'Pay $16.05');
    expect(await confirmation(phone.page)).toBe(
      'Payment of $16.05 to Front Desk and Alex K. received',
    );
    await phone.page.getByRole('button', { name: 'Skip' }).click();
    await expectPath(phone.page, '/S300/success');
    await expectVisible(phone.page.getByText('$16.05', { exact: true }));
  });

  it('at 320 px the confirmation wraps inside the screen: no horizontal scroll', async () => {
    await phone.page.setViewportSize({ width: 320, height: 700 });
    await phone.page.goto(`${product.app.url}/L100`);
    const people = phone.page.locator('.browse__people');
    await people.getByRole('button', { name: 'Jordan L.' }).click();
    await phone.page.getByRole('button', { name: /\$20.*Amazing/ }).click();
    await phone.page.getByRole('button', { name: 'Add another' }).click();
    await people.getByRole('button', { name: 'Priya P.' }).click();
    await phone.page.getByRole('button', { name: /\$5.*Good/ }).click();
    await expectPath(phone.page, '/L100/payment');
    await payAndReachReview('L100', 'Pay $26.35');
    await confirmation(phone.page);
    const widths = await phone.page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  });
});
