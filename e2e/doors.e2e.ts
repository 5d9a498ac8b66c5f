import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { CARD, expectPath, expectVisible, fillPayment } from './support/guest';
import { usePhonePage, useProduct } from './support/session';

const product = useProduct();
const phone = usePhonePage(product);

/** Back on review and success stays put: the app puts the address back within a moment. */
async function settlesAt(path: string): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 300));
  await expect.poll(() => new URL(phone.page.url()).pathname, { timeout: 5000 }).toBe(path);
}

const total = (): ReturnType<Page['getByRole']> =>
  phone.page.getByRole('heading', { level: 1, name: /^Total/ });

describe('landing doors', () => {
  it('A400: Choose a location with two cards; choosing one goes on with its flow', async () => {
    await phone.page.goto(`${product.app.url}/A400`);
    await expectPath(phone.page, '/A400/locations');
    await expectVisible(phone.page.getByRole('heading', { name: 'Choose a location' }));
    const cards = phone.page.getByRole('list').getByRole('button');
    expect(await cards.count()).toBe(2);
    expect(await axeViolations(phone.page)).toEqual([]);
    await phone.page.getByRole('button', { name: /Lumen Salon & Spa/ }).click();
    await expectPath(phone.page, '/A400/users');
    // The chosen location's theme applies as CSS variables (L100: primary #6C4AB6).
    const primary = (): Promise<string> =>
      phone.page
        .locator('.app-layout')
        .evaluate((el) => getComputedStyle(el).getPropertyValue('--tw-primary').trim());
    await expect.poll(primary).toBe('#6C4AB6');
  });

  it('A401: straight on to its only location', async () => {
    await phone.page.goto(`${product.app.url}/A401`);
    await expectPath(phone.page, '/A401/users');
    expect(await phone.page.getByRole('heading', { name: 'Choose a location' }).count()).toBe(0);
  });

  it('A402: the landing with a clear message', async () => {
    await phone.page.goto(`${product.app.url}/A402`);
    await expectPath(phone.page, '/A402/landing');
    await expectVisible(
      phone.page.getByText('This account has no locations yet, so there is no one to tip here.'),
    );
    // The page says it: no alert repeats it.
    expect(await phone.page.getByRole('dialog').count()).toBe(0);
    expect(await axeViolations(phone.page)).toEqual([]);
  });

  it('L999, X100, U999999 and Z1 are not-found (HTTP 404); an unknown screen of a code offers the way back', async () => {
    for (const code of ['L999', 'X100', 'U999999', 'Z1']) {
      const answer = await phone.page.goto(`${product.app.url}/${code}`);
      expect(answer?.status(), code).toBe(404);
      await expectVisible(phone.page.getByRole('heading', { name: 'Page not found' }));
      expect(await axeViolations(phone.page)).toEqual([]);
    }
    const unknownScreen = await phone.page.goto(`${product.app.url}/U500/nowhere`);
    expect(unknownScreen?.status()).toBe(404);
    await phone.page.getByRole('link', { name: 'Back to the start' }).click();
    await expectPath(phone.page, '/U500/proposed-tip-beauty/500');
  });

  it('a deep link with nothing stored goes back to the code (pre-selecting a user)', async () => {
    await phone.page.goto(`${product.app.url}/U500/payment`);
    await expectPath(phone.page, '/U500/proposed-tip-beauty/500');
    await phone.page.goto(`${product.app.url}/L100/proposed-tip-beauty/501`);
    await expectPath(phone.page, '/L100/proposed-tip-beauty/501');
  });
});

describe('U500: reload and browser back on each step', () => {
  it('stays on reload; back from payment removes the tip; review and success stay put', async () => {
    await phone.page.goto(`${product.app.url}/U500`);
    await expectPath(phone.page, '/U500/proposed-tip-beauty/500');
    await phone.page.reload();
    await expectPath(phone.page, '/U500/proposed-tip-beauty/500');

    await phone.page.getByRole('button', { name: /\$10.*Great/ }).click();
    await expectPath(phone.page, '/U500/payment');
    await expect.poll(() => total().textContent()).toContain('$10.60');
    await phone.page.reload();
    await expectPath(phone.page, '/U500/payment');
    await phone.page.goBack();
    await expectPath(phone.page, '/U500/proposed-tip-beauty/500');
    await expectVisible(phone.page.getByText('Select a tip for your stylist'));

    // The $10 tip was removed: choosing $20 now totals $20.90, not both tips.
    await phone.page.getByRole('button', { name: /\$20.*Amazing/ }).click();
    await expectPath(phone.page, '/U500/payment');
    await expect.poll(() => total().textContent()).toContain('$20.90');

    await fillPayment(phone.page, { number: CARD.captured });
    await phone.page.getByRole('button', { name: 'Pay $20.90' }).click();
    await expectPath(phone.page, '/U500/review');
    await phone.page.goBack();
    await settlesAt('/U500/review');
    await phone.page.reload();
    await expectPath(phone.page, '/U500/review');
    await phone.page.getByRole('radio', { name: '4 Stars' }).check();
    await phone.page.getByRole('button', { name: 'Submit' }).click();
    await expectPath(phone.page, '/U500/success');
    await phone.page.goBack();
    await settlesAt('/U500/success');
    await expectVisible(phone.page.getByRole('heading', { name: 'Thank you' }));
    const captured = product.app.query<{ n: number }>(
      "SELECT COUNT(*) AS n FROM payments WHERE status = 'captured'",
    );
    expect(captured[0]!.n).toBe(1);
  });
});
