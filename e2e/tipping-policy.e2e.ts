import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { CARD, expectPath, expectVisible, fillPayment } from './support/guest';
import { usePhonePage, useProduct } from './support/session';

// Where the tip goes (decision 0036): the venue's policy in one sentence on the tip step, the
// payment step and the thank-you, and nothing new where the venue states none (L210).

const product = useProduct();
const phone = usePhonePage(product);

const SHEET = 'How tipping works here';

function sentence(): ReturnType<Page['getByTestId']> {
  return phone.page.getByTestId('tipping-policy-sentence');
}

async function expectSentence(text: string): Promise<void> {
  await expectVisible(sentence());
  expect(await sentence().textContent()).toBe(text);
}

async function pay(total: string): Promise<void> {
  await fillPayment(phone.page, { number: CARD.captured });
  const button = phone.page.getByRole('button', { name: `Pay ${total}` });
  await expect.poll(() => button.isEnabled(), { timeout: 15_000 }).toBe(true);
  await button.click();
}

async function skipReview(path: string): Promise<void> {
  await expectPath(phone.page, `${path}/review`);
  await phone.page.getByRole('button', { name: 'Skip' }).click();
  await expectPath(phone.page, `${path}/success`);
}

describe('the tipping policy, said where the guest decides', () => {
  it('U500 (Lumen, to the person in full): tip step, sheet, payment, thank-you and receipt', async () => {
    await phone.page.goto(`${product.app.url}/U500`);
    await expectPath(phone.page, '/U500/proposed-tip-beauty/500');
    await expectSentence('Your tip goes to Maya, paid out with the next payroll.');

    const opener = phone.page.getByRole('button', { name: SHEET });
    await opener.click();
    const sheet = phone.page.getByRole('dialog', { name: SHEET });
    await expectVisible(sheet);
    await expectVisible(
      sheet.getByText('Each tip goes to the person you tip. It is not shared with anyone else.'),
    );
    await expectVisible(
      sheet.getByText('The convenience fee pays for processing your card payment.'),
    );
    expect(await axeViolations(phone.page)).toEqual([]);
    await phone.page.keyboard.press('Escape');
    await expect.poll(() => sheet.isVisible()).toBe(false);
    // Focus goes back to the button that opened the sheet.
    expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);

    await phone.page.getByRole('button', { name: /\$10.*Great/ }).click();
    await expectPath(phone.page, '/U500/payment');
    await expectSentence('All of your $10 goes to Maya, paid out with the next payroll.');
    // The fee taken out of the tip contradicts 'the guest bears it': nothing is claimed then.
    const feeOnMe = phone.page.getByRole('checkbox');
    await feeOnMe.uncheck();
    await expect.poll(() => sentence().count()).toBe(0);
    await feeOnMe.check();
    await expectSentence('All of your $10 goes to Maya, paid out with the next payroll.');
    await pay('$10.60');

    await skipReview('/U500');
    await expectSentence('All of your $10 went to Maya, paid out with the next payroll.');
    expect(await axeViolations(phone.page)).toEqual([]);
    await phone.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await phone.page.getByRole('button', { name: /^(Copy|Share) receipt$/ }).click();
    if (await phone.page.getByRole('button', { name: 'Copy receipt' }).count()) {
      await expectVisible(phone.page.getByRole('status').getByText('Receipt copied'));
      const receipt = await phone.page.evaluate(() => navigator.clipboard.readText());
      expect(receipt).toContain('Total paid: $10.60');
      expect(receipt).toContain('All of your $10 went to Maya, paid out with the next payroll.');
    }
  });

  it('P201 (Harbor View, pooled): the Housekeeping team and its 6 on shift, the note in its language', async () => {
    await phone.page.goto(`${product.app.url}/P201`);
    await expectPath(phone.page, '/P201/guest-verification');
    await phone.page.getByLabel('Room number').fill('1204');
    await phone.page.getByLabel('Last name').fill('Rivera');
    await phone.page.getByRole('button', { name: 'Next' }).click();
    await expectPath(phone.page, '/P201/nights');
    await phone.page.getByRole('button', { name: 'Next' }).click();

    await expectPath(phone.page, '/P201/proposed-tip-hospitality');
    await expectSentence(
      'Tips to the Housekeeping team are shared equally among the 6 people on shift, paid out weekly.',
    );
    await phone.page.getByRole('button', { name: SHEET }).click();
    const sheet = phone.page.getByRole('dialog', { name: SHEET });
    await expectVisible(sheet);
    const note = sheet.locator('blockquote');
    expect(await note.getAttribute('lang')).toBe('en');
    expect(await note.textContent()).toBe(
      'Every tip is shared with the whole shift, night staff included.',
    );
    expect(await axeViolations(phone.page)).toEqual([]);
    await sheet.getByRole('button', { name: 'Close' }).click();

    await phone.page.getByRole('button', { name: 'Go ahead, tip $5' }).click();
    await expectPath(phone.page, '/P201/payment');
    await expectSentence(
      'All of your $5 goes to the Housekeeping team, shared equally among the 6 people on shift, paid out weekly.',
    );
    await pay('$5.45');
    await expectPath(phone.page, '/P201/success');
    await expectSentence(
      'All of your $5 went to the Housekeeping team, shared equally among the 6 people on shift, paid out weekly.',
    );
  });

  it('QR intent tab-42 (Lumen): each person in turn, then both named with the total of their tips', async () => {
    await phone.page.goto(`${product.app.url}/qr/100/tab-42`);
    await expectPath(phone.page, '/qr/100/tab-42/proposed-tip-intent/0');
    await expectSentence('Your tip goes to Jordan L., paid out with the next payroll.');
    await phone.page.getByRole('button', { name: '18% $7.20' }).click();
    await expectPath(phone.page, '/qr/100/tab-42/proposed-tip-intent/1');
    await expectSentence('Your tip goes to Priya P., paid out with the next payroll.');
    await phone.page.getByRole('button', { name: '$5', exact: true }).click();

    await expectPath(phone.page, '/qr/100/tab-42/payment');
    await expectSentence(
      'All of your $12.20 goes to Jordan L. and Priya P., paid out with the next payroll.',
    );
    await pay('$13.17');
    await expectPath(phone.page, '/qr/100/tab-42/success');
    await expectSentence(
      'All of your $12.20 went to Jordan L. and Priya P., paid out with the next payroll.',
    );
  });

  it('L210 (no policy): nothing new on the tip step, the payment step or the thank-you', async () => {
    await phone.page.goto(`${product.app.url}/L210`);
    await expectPath(phone.page, '/L210/proposed-tip-hospitality');
    await expectVisible(phone.page.getByText('90% of guests usually tip $12'));
    expect(await sentence().count()).toBe(0);
    expect(await phone.page.getByRole('button', { name: SHEET }).count()).toBe(0);
    await phone.page.getByRole('button', { name: 'Go ahead, tip $12' }).click();
    await expectPath(phone.page, '/L210/payment');
    await expect.poll(() => phone.page.getByText('$11.34').count()).toBe(1);
    expect(await sentence().count()).toBe(0);
    expect(await phone.page.getByRole('button', { name: SHEET }).count()).toBe(0);
    await pay('$12.00');
    await expectPath(phone.page, '/L210/review');
    await phone.page.getByRole('radio', { name: '5 Stars' }).check();
    await phone.page.getByLabel('Note', { exact: true }).fill('Booked us a great table');
    await phone.page.getByRole('button', { name: 'Submit' }).click();
    await expectPath(phone.page, '/L210/success');
    await expectVisible(phone.page.getByText('Payment reference'));
    expect(await sentence().count()).toBe(0);
    expect(await phone.page.getByRole('button', { name: /receipt/ }).count()).toBe(0);
  });
});
