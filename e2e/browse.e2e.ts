import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { FaultQueue } from '@tipwell/sandbox';
import { axeViolations } from './support/axe';
import { CARD, expectPath, expectVisible, fillPayment } from './support/guest';
import { usePhonePage, useProduct } from './support/session';

interface PaymentRow {
  reference: string;
  kind: string;
  status: string;
  total_cents: number;
  idempotency_key: string;
}

const faults = new FaultQueue();
const product = useProduct({ faults });
const phone = usePhonePage(product);

/** The rows a test added: the database holds exactly the payments and reviews it made. */
function rowsSince<T>(table: string, columns: string, mark: number): T[] {
  return product.app.query<T>(
    `SELECT ${columns} FROM ${table} WHERE rowid > ? ORDER BY rowid`,
    mark,
  );
}

function markOf(table: string): number {
  return product.app.query<{ n: number | null }>(`SELECT MAX(rowid) AS n FROM ${table}`)[0]?.n ?? 0;
}

function totalHeading(): ReturnType<Page['getByRole']> {
  return phone.page.getByRole('heading', { level: 1, name: /^Total/ });
}

function personGrid(): ReturnType<Page['locator']> {
  return phone.page.locator('.browse__people');
}

/** Jordan $20, Add another, Priya $5 = $26.35; Priya removed after the confirmation = $20.90. */
async function twoPeopleThenRemovePriya(code: string): Promise<void> {
  await expectPath(phone.page, `/${code}/users`);
  await expectVisible(phone.page.getByRole('searchbox', { name: 'Search people and teams' }));
  expect(await axeViolations(phone.page)).toEqual([]);
  await personGrid().getByRole('button', { name: 'Jordan L.' }).click();
  await expectPath(phone.page, `/${code}/proposed-tip-beauty/501`);
  await phone.page.getByRole('button', { name: /\$20.*Amazing/ }).click();
  await expectPath(phone.page, `/${code}/payment`);
  await expect.poll(() => totalHeading().textContent()).toContain('$20.90');
  // From the foot of the payment screen, the list comes at the top of the page in the commit that
  // shows it (and so in its first frame), not a render later when the address follows. On a small
  // phone: on a taller one the list fits, and the browser clamps the scroll to 0 by itself.
  const viewport = phone.page.viewportSize();
  await phone.page.setViewportSize({ width: 320, height: 568 });
  await phone.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const listFirstSeenAt = phone.page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const seen: number[] = [];
        const observer = new MutationObserver(() => {
          if (!document.querySelector('.browse__people')) return;
          observer.disconnect();
          seen.push(window.scrollY);
          requestAnimationFrame(() => resolve([...seen, window.scrollY]));
        });
        observer.observe(document, { subtree: true, childList: true });
      }),
  );
  expect(await phone.page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await phone.page.getByRole('button', { name: 'Add another' }).click();
  await expectPath(phone.page, `/${code}/users`);
  expect(await listFirstSeenAt).toEqual([0, 0]);
  if (viewport) await phone.page.setViewportSize(viewport);
  await personGrid().getByRole('button', { name: 'Priya P.' }).click();
  await expectVisible(phone.page.getByRole('heading', { name: 'Priya P.' }));
  await phone.page.getByRole('button', { name: /\$5.*Good/ }).click();
  await expectPath(phone.page, `/${code}/payment`);
  await expect.poll(() => totalHeading().textContent()).toContain('$26.35');
  expect(await axeViolations(phone.page)).toEqual([]);

  await phone.page.getByRole('button', { name: 'Remove Priya P.' }).click();
  const dialog = phone.page.getByRole('alertdialog', { name: 'Remove Priya P.' });
  await expectVisible(dialog.getByText('Are you sure you want to remove Priya P. from the tip?'));
  expect(await axeViolations(phone.page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect.poll(() => totalHeading().textContent()).toContain('$20.90');
  expect(await phone.page.getByRole('button', { name: /^Remove/ }).count()).toBe(0);
}

/** From the $20.90 payment screen: pays, rates 4 stars, thanks; the rows it made are exactly these. */
async function payReviewAndThank(code: string, payments: number, reviews: number): Promise<void> {
  await fillPayment(phone.page, { number: CARD.captured });
  const pay = phone.page.getByRole('button', { name: 'Pay $20.90' });
  await expect.poll(() => pay.isEnabled()).toBe(true);
  await pay.click();
  await expectPath(phone.page, `/${code}/review`);
  await expectVisible(phone.page.getByRole('button', { name: 'Skip' }));
  expect(await axeViolations(phone.page)).toEqual([]);
  await phone.page.getByRole('radio', { name: '4 Stars' }).check();
  await phone.page.getByRole('button', { name: 'Submit' }).click();
  await expectPath(phone.page, `/${code}/success`);
  await expectVisible(phone.page.getByRole('heading', { name: 'Thank you' }));
  await expectVisible(phone.page.getByText('$20.90'));
  expect(await axeViolations(phone.page)).toEqual([]);

  const made = rowsSince<PaymentRow>('payments', 'reference, kind, status, total_cents', payments);
  expect(made.map(({ kind, status, total_cents }) => [kind, status, total_cents])).toEqual([
    ['web', 'captured', 2090],
  ]);
  await expectVisible(phone.page.getByText(made[0]!.reference));
  const tips = product.app.query<{ uid: string; user_uid: string; amount_cents: number }>(
    'SELECT uid, user_uid, amount_cents FROM payment_tips WHERE payment_reference = ?',
    made[0]!.reference,
  );
  expect(tips.map((tip) => [tip.user_uid, tip.amount_cents])).toEqual([['501', 2090]]);
  const reviewed = rowsSince<{ rating: number; tip_uids: string }>(
    'reviews',
    'rating, tip_uids',
    reviews,
  );
  expect(reviewed).toHaveLength(1);
  expect(reviewed[0]!.rating).toBe(4);
  expect(JSON.parse(reviewed[0]!.tip_uids)).toEqual([tips[0]!.uid]);
}

describe('browse and several recipients', () => {
  it('L100: Jordan and Priya, Priya removed, paid, reviewed with 4 stars, thanked', async () => {
    const payments = markOf('payments');
    const reviews = markOf('reviews');
    await phone.page.goto(`${product.app.url}/L100`);
    await twoPeopleThenRemovePriya('L100');
    await payReviewAndThank('L100', payments, reviews);
    await phone.page.getByRole('button', { name: 'Tip again' }).click();
    await expectPath(phone.page, '/L100/users');
  });

  it("S300: searching 'ro' leaves Rosa D. alone among the people; a group narrows", async () => {
    await phone.page.goto(`${product.app.url}/S300`);
    await expectPath(phone.page, '/S300/station');
    await expectVisible(
      phone.page.getByRole('heading', { name: 'Choose a group you want to tip' }),
    );
    await expectVisible(phone.page.getByRole('heading', { name: 'Or a person' }));
    expect(await axeViolations(phone.page)).toEqual([]);
    const search = phone.page.getByRole('searchbox', { name: 'Search people and teams' });
    expect(await search.getAttribute('placeholder')).toBe('Type to search');
    const animation = (): Promise<string> =>
      phone.page.locator('.browse__results').evaluate((element) => {
        const style = getComputedStyle(element);
        return `${style.animationName} ${style.animationDuration}`;
      });
    // The landing holds still; the results move only when a search changes them.
    expect(await animation()).toMatch(/^none /);
    await search.fill('ro');
    await expect
      .poll(() => personGrid().getByRole('button').allTextContents())
      .toEqual(['Rosa D.']);
    expect(await animation()).toBe('browse-search 0.5s');
    await phone.page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await animation()).toMatch(/^none /);
    await phone.page.emulateMedia({ reducedMotion: 'no-preference' });
    await search.fill('');
    await expect
      .poll(() => personGrid().getByRole('button').allTextContents())
      .toEqual(['Alex K.', 'Rosa D.', 'Ben F.']);
    await phone.page.getByRole('button', { name: 'Bartenders' }).click();
    await expectPath(phone.page, '/S300/group/301');
    await expect
      .poll(() => personGrid().getByRole('button').allTextContents())
      .toEqual(['Alex K.', 'Rosa D.']);
    expect(await axeViolations(phone.page)).toEqual([]);
    await personGrid().getByRole('button', { name: 'Rosa D.' }).click();
    await expectPath(phone.page, '/S300/proposed-tip-beauty/505');
    await expectVisible(phone.page.getByText('Tip the Pool Bar team'));
    await expectVisible(phone.page.getByRole('button', { name: /\$10.*Above and beyond/ }));
  });

  it('/L100/user/501 pre-selects Jordan; no Add another; a custom $150 asks first', async () => {
    // No user id in the route: back to the landing (L100's browse screen).
    await phone.page.goto(`${product.app.url}/L100/proposed-tip-beauty`);
    await expectPath(phone.page, '/L100/users');
    await phone.page.goto(`${product.app.url}/L100/user/501`);
    await expectPath(phone.page, '/L100/proposed-tip-beauty/501');
    await expectVisible(phone.page.getByRole('heading', { name: 'Jordan L.' }));
    await phone.page.getByLabel('Have a custom tip amount in mind?').fill('150');
    await phone.page.getByRole('button', { name: 'Next' }).click();
    const dialog = phone.page.getByRole('alertdialog', { name: 'Wow, a generous tip' });
    await expectVisible(dialog.getByText('Are you sure you wanted to tip $150?'));
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expectPath(phone.page, '/L100/payment');
    await expect.poll(() => totalHeading().textContent()).toContain('$154.80');
    expect(await phone.page.getByRole('button', { name: 'Add another' }).count()).toBe(0);
  });

  it('S300: a pool and a person are two payments; a refused second half is retried alone', async () => {
    const payments = markOf('payments');
    await phone.page.goto(`${product.app.url}/S300`);
    await phone.page.getByRole('button', { name: 'Front Desk' }).click();
    await expectPath(phone.page, '/S300/proposed-tip-hospitality');
    await phone.page.getByRole('button', { name: 'Go ahead, tip $10' }).click();
    await expectPath(phone.page, '/S300/payment');
    await phone.page.getByRole('button', { name: 'Add another' }).click();
    await expectPath(phone.page, '/S300/station');
    await personGrid().getByRole('button', { name: 'Alex K.' }).click();
    await phone.page.getByRole('button', { name: /\$5.*Great service/ }).click();
    await expectPath(phone.page, '/S300/payment');
    await expect.poll(() => totalHeading().textContent()).toContain('$16.05');

    // The users' payment is refused by the service after the pool's was captured.
    faults.add({
      path: '/api/tips/v1/payments/web',
      fault: { kind: 'status', status: 422 },
      times: 1,
    });
    await fillPayment(phone.page, { number: CARD.captured });
    await phone.page.getByRole('button', { name: 'Pay $16.05' }).click();
    const alert = phone.page.getByRole('alertdialog', { name: 'Payment Failed' });
    await expectVisible(
      alert.getByText(
        'Your tip to Front Desk went through, but your tip to Alex K. did not. Try again pays only Alex K.',
      ),
    );
    expect(await axeViolations(phone.page)).toEqual([]);
    await alert.getByRole('button', { name: 'Close' }).click();
    await phone.page.getByRole('button', { name: 'Try again' }).click();
    await fillPayment(phone.page, { number: CARD.captured });
    await phone.page.getByRole('button', { name: 'Pay $5.45' }).click();
    await expectPath(phone.page, '/S300/review');
    await phone.page.getByRole('button', { name: 'Skip' }).click();
    await expectPath(phone.page, '/S300/success');
    await expectVisible(phone.page.getByText('$16.05'));

    const made = rowsSince<PaymentRow>(
      'payments',
      'kind, status, total_cents, idempotency_key',
      payments,
    );
    expect(made.map(({ kind, status, total_cents }) => [kind, status, total_cents])).toEqual([
      ['pool-web', 'captured', 1060],
      ['web', 'captured', 545],
    ]);
    expect(made[0]!.idempotency_key).not.toBe(made[1]!.idempotency_key);
  });

  it("S300: the fee box leaves Front Desk's fee (L200's rule) and says so; the charge is what was shown", async () => {
    const payments = markOf('payments');
    await phone.page.goto(`${product.app.url}/S300`);
    await phone.page.getByRole('button', { name: 'Front Desk' }).click();
    await phone.page.getByRole('button', { name: 'Go ahead, tip $10' }).click();
    await expectPath(phone.page, '/S300/payment');
    const note = phone.page.getByText(
      'The convenience fee for Front Desk is always added: its location asks guests to pay it.',
    );
    await expectVisible(note);
    expect(await phone.page.getByRole('checkbox').count()).toBe(0);
    await phone.page.getByRole('button', { name: 'Add another' }).click();
    await personGrid().getByRole('button', { name: 'Alex K.' }).click();
    await phone.page.getByRole('button', { name: /\$5.*Great service/ }).click();
    await expectPath(phone.page, '/S300/payment');
    await expect.poll(() => totalHeading().textContent()).toContain('$16.05');
    // Leaving the fee out reaches Alex K.'s $5 only: Front Desk keeps $10.60.
    await phone.page
      .getByRole('checkbox', {
        name: "The convenience fee is on me! Let's give the full tip to the staff.",
      })
      .click();
    await expect.poll(() => totalHeading().textContent()).toContain('$15.60');
    await expectVisible(note);
    expect(await axeViolations(phone.page)).toEqual([]);
    await fillPayment(phone.page, { number: CARD.captured });
    await phone.page.getByRole('button', { name: 'Pay $15.60' }).click();
    await expectPath(phone.page, '/S300/review');
    const made = rowsSince<PaymentRow>('payments', 'kind, status, total_cents', payments);
    expect(made.map(({ kind, status, total_cents }) => [kind, status, total_cents])).toEqual([
      ['pool-web', 'captured', 1060],
      ['web', 'captured', 500],
    ]);
  });

  it('A400 → Lumen Salon & Spa → Jordan $20 + Priya $5 = $26.35 → Priya removed → $20.90 → paid', async () => {
    const payments = markOf('payments');
    const reviews = markOf('reviews');
    await phone.page.goto(`${product.app.url}/A400`);
    await expectPath(phone.page, '/A400/locations');
    expect(await axeViolations(phone.page)).toEqual([]);
    await phone.page.getByRole('button', { name: /Lumen Salon & Spa/ }).click();
    await twoPeopleThenRemovePriya('A400');
    await payReviewAndThank('A400', payments, reviews);
  });
});
