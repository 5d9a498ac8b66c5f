import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phoneContext, watchPage } from './support/browser';
import { CARD, expectPath, expectVisible, fillPayment } from './support/guest';
import { usePhonePage, useProduct } from './support/session';
import { completeElsewhere } from './support/three-ds';

// after paying, every amount the guest sees is the amount the service captured,
// through a 3-D Secure return in the same tab, a new tab or another browser, and any reload.

const product = useProduct();
const phone = usePhonePage(product);

const MAYA = 'Payment of $10.60 to Maya received';

function capturedCents(key: string): number[] {
  return product.app
    .query<{
      total_cents: number;
    }>("SELECT total_cents FROM payments WHERE idempotency_key = ? AND status = 'captured'", key)
    .map((row) => row.total_cents);
}

/** The thank-you's 'Total paid' figure, read from the screen. */
async function totalPaid(page: Page): Promise<string> {
  await expectVisible(page.getByRole('heading', { name: 'Thank you' }));
  const term = page.getByText('Total paid', { exact: true });
  return (await term.locator('xpath=following-sibling::dd').textContent()) ?? '';
}

/** The review's confirmation, read as the focused heading's description. */
async function confirmation(page: Page): Promise<string> {
  const heading = page.getByRole('heading', { name: 'Rate your service' });
  await expectVisible(heading);
  const id = (await heading.getAttribute('aria-describedby')) ?? '';
  return id === '' ? '' : ((await page.locator(`[id="${id}"]`).textContent()) ?? '');
}

/**
 * `entry` → the 3-D Secure card → Pay → Complete, with the return held back: the return address
 * and the press's key (the redirect data's paymentReferenceId).
 */
async function completedThreeDS(
  entry: string,
  choose: () => Promise<void>,
  payLabel: string,
): Promise<{ returnUrl: string; key: string }> {
  await phone.page.goto(`${product.app.url}${entry}`);
  await choose();
  await fillPayment(phone.page, { number: CARD.threeDSecure });
  const pay = phone.page.getByRole('button', { name: payLabel });
  await expect.poll(() => pay.isEnabled()).toBe(true);
  await pay.click();
  await phone.page.waitForURL((url) => url.pathname.startsWith('/sandbox-provider/3ds/'));
  return completeElsewhere(phone);
}

async function mayaTen(): Promise<void> {
  await expectPath(phone.page, '/U500/proposed-tip-beauty/500');
  await phone.page.getByRole('button', { name: /\$10.*Great/ }).click();
  await expectPath(phone.page, '/U500/payment');
}

describe('the amount paid after a 3-D Secure return', () => {
  it('same tab: the review confirms $10.60 to Maya, Skip thanks with Total paid $10.60, reloads keep it', async () => {
    const { returnUrl, key } = await completedThreeDS('/U500', mayaTen, 'Pay $10.60');
    await phone.page.goto(returnUrl);
    await expectPath(phone.page, '/external/review');
    expect(await confirmation(phone.page)).toBe(MAYA);
    expect(capturedCents(key)).toEqual([1060]);
    await phone.page.reload();
    await expectPath(phone.page, '/external/review');
    expect(await confirmation(phone.page)).toBe(MAYA);
    await phone.page.getByRole('button', { name: 'Skip' }).click();
    await expectPath(phone.page, '/external/success');
    expect(await totalPaid(phone.page)).toBe('$10.60');
    await phone.page.reload();
    await expectPath(phone.page, '/external/success');
    expect(await totalPaid(phone.page)).toBe('$10.60');
  });

  it('a new tab of the same browser: rate and Submit, Total paid $10.60, also after a reload', async () => {
    const { returnUrl } = await completedThreeDS('/U500', mayaTen, 'Pay $10.60');
    const tab = await phone.context.newPage();
    const tabWatch = watchPage(tab);
    await tab.goto(returnUrl);
    await tab.waitForURL((url) => url.pathname === '/external/review', { timeout: 15_000 });
    expect(await confirmation(tab)).toBe(MAYA);
    await tab.getByRole('radio', { name: '5 Stars' }).check();
    await tab.getByRole('button', { name: 'Submit' }).click();
    await tab.waitForURL((url) => url.pathname === '/external/success');
    expect(await totalPaid(tab)).toBe('$10.60');
    await tab.reload();
    expect(await totalPaid(tab)).toBe('$10.60');
    expect(tabWatch.errors).toEqual([]);
  });

  it('another browser (no storage): the amount the service answered, without names', async () => {
    const { returnUrl } = await completedThreeDS('/U500', mayaTen, 'Pay $10.60');
    const other = await phoneContext(product.browser);
    try {
      const tab = await other.newPage();
      const tabWatch = watchPage(tab);
      await tab.goto(returnUrl);
      await tab.waitForURL((url) => url.pathname === '/external/review', { timeout: 15_000 });
      expect(await confirmation(tab)).toBe('Payment of $10.60 received');
      await tab.getByRole('button', { name: 'Skip' }).click();
      await tab.waitForURL((url) => url.pathname === '/external/success');
      expect(await totalPaid(tab)).toBe('$10.60');
      expect(tabWatch.errors).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('a QR intent (no review) paid through 3-D Secure: Total paid $26.05, same tab and new tab', async () => {
    const { returnUrl, key } = await completedThreeDS(
      '/qr/100/tab-43',
      () => expectPath(phone.page, '/qr/100/tab-43/payment'),
      'Pay $26.05',
    );
    await phone.page.goto(returnUrl);
    await expectPath(phone.page, '/external/success');
    expect(await totalPaid(phone.page)).toBe('$26.05');
    expect(capturedCents(key)).toEqual([2605]);
    await phone.page.reload();
    expect(await totalPaid(phone.page)).toBe('$26.05');
    // The bank opened the same return in a new tab too: the service answers the settled payment.
    const tab = await phone.context.newPage();
    const tabWatch = watchPage(tab);
    await tab.goto(returnUrl);
    await tab.waitForURL((url) => url.pathname === '/external/success', { timeout: 15_000 });
    expect(await totalPaid(tab)).toBe('$26.05');
    await tab.reload();
    expect(await totalPaid(tab)).toBe('$26.05');
    expect(capturedCents(key)).toEqual([2605]);
    expect(tabWatch.errors).toEqual([]);
  });
});
