import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { CARD, expectPath, expectVisible, fillPayment } from './support/guest';
import { usePhonePage, useProduct } from './support/session';

// Focus goes somewhere useful after every dialog, removal and re-render (issue 38, point 6): the
// control that opened it, or the next one in the flow; never the page body.

const product = useProduct();
const phone = usePhonePage(product);

/** 'on it' when the focused element is `locator`'s (never the body), else what has the focus. */
async function focusOn(page: Page, locator: Locator): Promise<string> {
  const handle = await locator.elementHandle({ timeout: 5000 });
  return page.evaluate((element) => {
    const active = document.activeElement;
    if (active === null || active === document.body) return 'the body';
    if (active === element) return 'on it';
    return `${active.localName} ${active.textContent ?? ''}`.trim();
  }, handle);
}

async function expectFocusOn(page: Page, locator: Locator): Promise<void> {
  await expect.poll(() => focusOn(page, locator), { timeout: 5000 }).toBe('on it');
}

/** Jordan $20, Add another, Priya $5 on A400 (Lumen Salon & Spa): two rows, $26.35. */
async function twoRecipientsAtA400(page: Page): Promise<void> {
  await page.goto(`${product.app.url}/A400`);
  await page.getByRole('button', { name: /Lumen Salon & Spa/ }).click();
  await expectPath(page, '/A400/users');
  const people = page.locator('.browse__people');
  await people.getByRole('button', { name: 'Jordan L.' }).click();
  await page.getByRole('button', { name: /\$20.*Amazing/ }).click();
  await expectPath(page, '/A400/payment');
  await page.getByRole('button', { name: 'Add another' }).click();
  await expectPath(page, '/A400/users');
  await people.getByRole('button', { name: 'Priya P.' }).click();
  await page.getByRole('button', { name: /\$5.*Good/ }).click();
  await expectPath(page, '/A400/payment');
  await expect.poll(() => totalHeading(page).textContent()).toContain('$26.35');
}

function totalHeading(page: Page): Locator {
  return page.getByRole('heading', { level: 1, name: /^Total/ });
}

async function atU500Payment(page: Page): Promise<void> {
  await page.goto(`${product.app.url}/U500`);
  await expectPath(page, '/U500/proposed-tip-beauty/500');
  await page.getByRole('button', { name: /\$10.*Great/ }).click();
  await expectPath(page, '/U500/payment');
  await expect.poll(() => totalHeading(page).textContent()).toContain('$10.60');
}

describe('focus after dialogs, removals and re-renders', () => {
  it('A400: confirming the removal of one of two recipients leaves the focus on the next control after the rows', async () => {
    const { page } = phone;
    await twoRecipientsAtA400(page);

    await page.getByRole('button', { name: 'Remove Priya P.' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove Priya P.' });
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => totalHeading(page).textContent()).toContain('$20.90');
    // Jordan's row, the last, has no Remove: the next control after the rows is the fee's.
    await expect.poll(() => page.getByRole('button', { name: /^Remove/ }).count()).toBe(0);
    await expectFocusOn(page, page.getByRole('button', { name: 'What is this?' }));
  });

  it('A400: cancelling the removal gives the focus back to its Remove button', async () => {
    const { page } = phone;
    await twoRecipientsAtA400(page);
    const remove = page.getByRole('button', { name: 'Remove Jordan L.' });
    await remove.click();
    await page.keyboard.press('Escape');
    await expectFocusOn(page, remove);
  });

  it('U500: closing the refused card’s dialog leaves the focus on Try again, which took Pay’s place', async () => {
    const { page } = phone;
    await atU500Payment(page);
    await fillPayment(page, { number: CARD.refused });
    const pay = page.getByRole('button', { name: /^Pay \$/ });
    await expect.poll(() => pay.isEnabled()).toBe(true);
    await pay.click();
    const alert = page.getByRole('alertdialog', { name: 'Payment Failed' });
    await expectVisible(alert);
    await alert.getByRole('button', { name: 'Close' }).click();
    await expectFocusOn(page, page.getByRole('button', { name: 'Try again' }));
  });

  it('U500: ticking the fee box keeps the focus on the box while the fee refreshes', async () => {
    const { page } = phone;
    await atU500Payment(page);
    const box = page.getByRole('checkbox');
    await box.click();
    await expect.poll(() => totalHeading(page).textContent()).not.toContain('$10.60');
    await expectFocusOn(page, box);
    await box.click();
    await expect.poll(() => totalHeading(page).textContent()).toContain('$10.60');
    await expectFocusOn(page, box);
  });

  it('U500: closing ‘What is this?’ gives the focus back to the button that opened it', async () => {
    const { page } = phone;
    await atU500Payment(page);
    const opener = page.getByRole('button', { name: 'What is this?' });
    await opener.click();
    const sheet = page.getByRole('dialog', { name: 'What is this?' });
    await expectVisible(sheet);
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expectFocusOn(page, opener);
  });

  it('S300: a group page puts the focus on its heading; its search keeps it as the list narrows', async () => {
    const { page } = phone;
    await page.goto(`${product.app.url}/S300`);
    await expectPath(page, '/S300/station');
    await page.getByRole('button', { name: 'Bartenders' }).click();
    await expectPath(page, '/S300/group/301');
    await expect
      .poll(() => page.locator('.browse__people').getByRole('button').allTextContents())
      .toEqual(['Alex K.', 'Rosa D.']);
    await expectFocusOn(page, page.getByRole('heading', { level: 1 }));
    // Narrowing the group's people re-renders the list; the search keeps the focus.
    const search = page.getByRole('searchbox', { name: 'Search people and teams' });
    await search.fill('ro');
    await expect
      .poll(() => page.locator('.browse__people').getByRole('button').allTextContents())
      .toEqual(['Rosa D.']);
    await expectFocusOn(page, search);
  });
});
