import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { hostileStrings } from '@tipwell/sandbox';
import { axeViolations } from './support/axe';
import { CARD, expectPath, expectVisible, fillPayment } from './support/guest';
import { usePhonePage, useProduct } from './support/session';

// Decision 0014: the payment rows name every recipient, a refused
// payment keeps what the guest typed, and the sandbox card form reads as a modern checkout.

const product = useProduct();
const phone = usePhonePage(product);

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

/** True when two boxes share a horizontal band (they sit on one line). */
function sameLine(a: Box, b: Box): boolean {
  return a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The payment row (a list item) that names `name`. */
function row(page: Page, name: string | RegExp): Locator {
  return page.getByRole('listitem').filter({ hasText: name });
}

async function toTab42Payment(page: Page): Promise<void> {
  await page.goto(`${product.app.url}/qr/100/tab-42`);
  await expectPath(page, '/qr/100/tab-42/proposed-tip-intent/0');
  await page.getByRole('button', { name: '18% $7.20' }).click();
  await expectPath(page, '/qr/100/tab-42/proposed-tip-intent/1');
  await page.getByLabel("You don't like our options?").fill('9');
  await page.getByRole('button', { name: 'Tip away' }).click();
  await expectPath(page, '/qr/100/tab-42/payment');
  await expect
    .poll(() => page.getByRole('heading', { level: 1, name: /^Total/ }).textContent())
    .toContain('$17.29');
}

async function expectNamedRow(page: Page, name: string, amount: string): Promise<void> {
  const item = row(page, name);
  await expectVisible(item);
  expect(await item.textContent()).toContain(amount);
  // The avatar (a picture, or the initials when there is none) sits beside the name.
  expect(await item.locator('img, .avatar').count()).toBe(1);
}

describe('payment rows name their recipients', () => {
  it('QR with a total, QR after both people and pay-later: avatar and display name', async () => {
    const { page } = phone;
    await page.goto(`${product.app.url}/qr/100/tab-43`);
    await expectPath(page, '/qr/100/tab-43/payment');
    await expectNamedRow(page, 'Maya', '$25');

    await toTab42Payment(page);
    await expectNamedRow(page, 'Jordan L.', '$7.20');
    await expectNamedRow(page, 'Priya P.', '$9');
    // With two rows, each × says whom it removes.
    await expectVisible(page.getByRole('button', { name: 'Remove Jordan L.' }));
    await expectVisible(page.getByRole('button', { name: 'Remove Priya P.' }));
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${product.app.url}/pl/200/sched-7`);
    await expectPath(page, '/pl/200/sched-7/proposed-tip-intent/0');
    await page.getByRole('button', { name: '$10', exact: true }).click();
    await expectPath(page, '/pl/200/sched-7/payment');
    await expectNamedRow(page, 'Rosa D.', '$10');
  });

  it('at 320 px each × stays on its own row and "What is this?" stays with its fee', async () => {
    const { page } = phone;
    await page.setViewportSize({ width: 320, height: 740 });
    await toTab42Payment(page);
    for (const name of ['Jordan L.', 'Priya P.']) {
      const item = row(page, name);
      await expectVisible(item);
      const person = await box(item.getByText(name, { exact: true }));
      const remove = await box(page.getByRole('button', { name: `Remove ${name}` }));
      const own = await box(item);
      expect(sameLine(person, remove)).toBe(true);
      expect(remove.y + remove.height).toBeLessThanOrEqual(own.y + own.height + 0.5);
      expect(remove.width).toBeGreaterThanOrEqual(44);
      expect(remove.height).toBeGreaterThanOrEqual(44);
    }
    const feeLabel = page.getByText('Convenience fee', { exact: true });
    const label = await box(feeLabel);
    const fee = await box(feeLabel.locator('xpath=../..').getByText(/^\$\d+\.\d\d$/));
    const info = await box(page.getByRole('button', { name: 'What is this?' }));
    // The amount is on the label's line; the button follows the label, left of the amount.
    expect(sameLine(label, fee)).toBe(true);
    expect(info.x + info.width).toBeLessThanOrEqual(fee.x);
    expect(info.x).toBeGreaterThanOrEqual(label.x - 8);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
  });
});

describe('a refused payment keeps what the guest typed', () => {
  it('insufficient funds: its own words; corrected number, Try again, captured', async () => {
    const { page } = phone;
    await page.goto(`${product.app.url}/U500`);
    await expectPath(page, '/U500/proposed-tip-beauty/500');
    await page.getByRole('button', { name: /\$10.*Great/ }).click();
    await expectPath(page, '/U500/payment');
    await fillPayment(page, {
      number: CARD.insufficientFunds,
      email: 'casey@example.com',
      name: 'Casey Guest',
    });
    await page.getByRole('button', { name: 'Pay $10.60' }).click();

    const alert = page.getByRole('alertdialog');
    await expectVisible(alert);
    await expectVisible(alert.getByText('Payment Failed', { exact: true }));
    await expectVisible(
      alert.getByText('Your card was declined for insufficient funds. Please try another card.'),
    );
    await alert.getByRole('button', { name: 'Close' }).click();

    // Everything typed is still there.
    const typed: [string | RegExp, string][] = [
      ['Email', 'casey@example.com'],
      ['Name on card', 'Casey Guest'],
      ['Card number', CARD.insufficientFunds],
      [/Expiry date/, '12/34'],
      ['CVC', '123'],
      ['Postal code', '94105'],
    ];
    for (const [label, value] of typed)
      expect(await page.getByLabel(label).inputValue()).toBe(value);

    await page.getByLabel('Card number').fill(CARD.captured);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expectPath(page, '/U500/review');

    const payments = product.app.query<{ status: string; name_on_card: string; last4: string }>(
      "SELECT status, name_on_card, last4 FROM payments WHERE shopper_email = 'casey@example.com' ORDER BY created_at",
    );
    expect(payments).toEqual([
      { status: 'failed', name_on_card: 'Casey Guest', last4: '9995' },
      { status: 'captured', name_on_card: 'Casey Guest', last4: '1111' },
    ]);
  });
});

describe('the card form reads as a modern checkout', () => {
  it('expiry and CVC side by side; the brand shows as the number is typed', async () => {
    for (const width of [390, 320]) {
      // A new tab each time: a new guest (session storage is per tab).
      const page = await phone.context.newPage();
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`${product.app.url}/U500`);
      await page.getByRole('button', { name: /\$10.*Great/ }).click();
      await expectPath(page, '/U500/payment');
      const expiry = await box(page.getByLabel(/Expiry date/));
      const cvc = await box(page.getByLabel('CVC'));
      expect(sameLine(expiry, cvc)).toBe(true);
      expect(expiry.x + expiry.width).toBeLessThan(cvc.x);

      const number = page.getByLabel('Card number');
      expect(await page.getByRole('img', { name: 'Visa' }).count()).toBe(0);
      await number.pressSequentially('4');
      await expectVisible(page.getByRole('img', { name: 'Visa' }));
      await number.fill('');
      await number.pressSequentially('5555');
      await expectVisible(page.getByRole('img', { name: 'Mastercard' }));
      await number.fill('');
      await number.pressSequentially('3782');
      await expectVisible(page.getByRole('img', { name: 'American Express' }));
      await number.fill('');
      await number.pressSequentially('6011');
      await expectVisible(page.getByRole('img', { name: 'Discover' }));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    }
  });

  it('a field in error is marked by colour and by words tied to it', async () => {
    const { page } = phone;
    await page.goto(`${product.app.url}/U500`);
    await page.getByRole('button', { name: /\$10.*Great/ }).click();
    await expectPath(page, '/U500/payment');
    const number = page.getByLabel('Card number');
    const name = page.getByLabel('Name on card');
    await number.fill('4111 1111 1111 1112');
    await name.fill('Alex Guest');
    await expect.poll(() => number.getAttribute('aria-invalid')).toBe('true');

    const describedBy = (await number.getAttribute('aria-describedby')) ?? '';
    const words = await page.evaluate(
      (ids) =>
        ids
          .split(' ')
          .map((id) => document.getElementById(id))
          .filter((element) => element !== null && element.checkVisibility())
          .map((element) => element?.textContent)
          .join(' '),
      describedBy,
    );
    expect(words).toContain('Enter a valid card number');
    const border = (locator: Locator): Promise<string> =>
      locator.evaluate((element) => getComputedStyle(element).borderTopColor);
    expect(await border(number)).toBe('rgb(179, 38, 30)');
    expect(await border(name)).not.toBe(await border(number));
    expect(await axeViolations(page)).toEqual([]);
  });

  it('on a 390×844 phone, Pay shows without scrolling once the form is filled', async () => {
    const { page } = phone;
    await page.goto(`${product.app.url}/U500`);
    await page.getByRole('button', { name: /\$10.*Great/ }).click();
    await expectPath(page, '/U500/payment');
    // The guest types each field and moves on with the keyboard's Next (Tab), as on a phone, once
    // the card form is there (it mounts after the fees answer).
    await page.getByLabel('Card number').waitFor();
    await page.getByLabel('Email').fill('guest@example.com');
    await page.getByLabel('Email').focus();
    for (const text of ['4111111111111111', '1234', '123', 'Alex Guest', '94105']) {
      await page.keyboard.press('Tab');
      await page.keyboard.type(text);
    }
    expect(await page.getByLabel('Postal code').inputValue()).toBe('94105');
    const pay = page.getByRole('button', { name: 'Pay $10.60' });
    await expect.poll(() => pay.isEnabled()).toBe(true);
    const shown = await box(pay);
    const viewport = page.viewportSize();
    expect(shown.y).toBeGreaterThanOrEqual(0);
    expect(shown.y + shown.height).toBeLessThanOrEqual(viewport?.height ?? 0);
    // The whole card form and Pay fit one screen: nothing to scroll past between them.
    const top = await box(page.getByLabel('Card number'));
    expect(shown.y + shown.height - top.y).toBeLessThan(844 - 120);
  });
});

describe('a long name stays inside its row', () => {
  const hostile = useProduct({ seed: 'hostile' });
  const hostilePhone = usePhonePage(hostile);

  it('wraps or ellipsizes at 320 px, the × and the amount on the row', async () => {
    const { page } = hostilePhone;
    await page.setViewportSize({ width: 320, height: 740 });
    await page.goto(`${hostile.app.url}/qr/100/tab-42`);
    await expectPath(page, '/qr/100/tab-42/proposed-tip-intent/0');
    await page.getByRole('button', { name: '18% $7.20' }).click();
    await page.getByLabel("You don't like our options?").fill('9');
    await page.getByRole('button', { name: 'Tip away' }).click();
    await expectPath(page, '/qr/100/tab-42/payment');
    // Jordan's first name is the hostile world's 200-letter word.
    const item = row(page, hostileStrings.long.slice(0, 20));
    await expectVisible(item);
    const own = await box(item);
    const amount = await box(item.getByText('$7.20', { exact: true }));
    const remove = await box(item.getByRole('button', { name: /^Remove / }));
    for (const part of [amount, remove]) {
      expect(part.x + part.width).toBeLessThanOrEqual(own.x + own.width + 0.5);
      expect(part.y + part.height).toBeLessThanOrEqual(own.y + own.height + 0.5);
    }
    expect(own.height).toBeLessThan(120);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
  });
});
