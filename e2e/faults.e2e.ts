import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { FaultQueue, type FaultRule } from '@tipwell/sandbox';
import { phoneContext } from './support/browser';
import { CARD, expectPath, fillPayment } from './support/guest';
import { useProduct } from './support/session';

// Chromium pays through a sandbox with injected faults. Every payment ends
// exactly once or clearly not at all: no duplicate, nothing lost. Faults hit the guest's first
// press of Pay (times: 20 outlasts every retry, Chromium's own retry of a reset socket included);
// after a failure the guest presses again, as a guest would.

const PAY = '/api/tips/v1/payments/web';
const scenarios: readonly { readonly name: string; readonly rules: readonly FaultRule[] }[] = [
  { name: 'no fault', rules: [] },
  {
    name: 'connection dropped before commit',
    rules: [{ path: PAY, fault: { kind: 'drop-before-commit' } }],
  },
  {
    name: 'connection dropped after commit',
    rules: [{ path: PAY, fault: { kind: 'drop-after-commit' } }],
  },
  {
    name: 'every attempt dropped after commit',
    rules: [{ path: PAY, times: 20, fault: { kind: 'drop-after-commit' } }],
  },
  { name: 'one 500', rules: [{ path: PAY, fault: { kind: 'status', status: 500 } }] },
  {
    name: 'every attempt 503',
    rules: [{ path: PAY, times: 3, fault: { kind: 'status', status: 503 } }],
  },
  { name: 'malformed JSON', rules: [{ path: PAY, fault: { kind: 'malformed-json' } }] },
  {
    name: '429 with Retry-After',
    rules: [{ path: PAY, fault: { kind: 'rate-limit', retryAfterSeconds: 1 } }],
  },
  {
    name: 'code exchange dropped, location 500',
    rules: [
      { path: '/api/core/v1/web/users/500', fault: { kind: 'drop-before-commit' } },
      { path: '/api/core/v3/web/locations/100', fault: { kind: 'status', status: 500 } },
    ],
  },
  {
    name: 'fee calculation slower than its timeout',
    rules: [
      { path: '/api/tips/v1/proposals/calculate-fees', fault: { kind: 'delay', ms: 10_500 } },
    ],
  },
];

const faults = new FaultQueue();
const product = useProduct({ faults });

type Outcome = 'paid' | 'failed';

/**
 * One press of Pay (or of Try again, which pays again with the form as the guest left it): the
 * review screen, or the Payment Failed alert (closed again).
 */
async function press(page: Page, button: 'Pay $10.60' | 'Try again'): Promise<Outcome> {
  await page.getByRole('button', { name: button }).click();
  const alert = page.getByRole('alertdialog');
  const outcome = await Promise.race([
    page
      .waitForURL((url) => url.pathname === '/U500/review', { timeout: 45_000 })
      .then(() => 'paid' as const),
    alert.waitFor({ state: 'visible', timeout: 45_000 }).then(() => 'failed' as const),
  ]);
  if (outcome === 'failed') await alert.getByRole('button', { name: 'Close' }).click();
  return outcome;
}

/** A guest who tips $10 and, after a failure, tries again up to twice. */
async function guestPays(email: string): Promise<Outcome> {
  const context = await phoneContext(product.browser);
  const page = await context.newPage();
  try {
    await page.goto(`${product.app.url}/U500`);
    await expectPath(page, '/U500/proposed-tip-beauty/500');
    await page.getByRole('button', { name: /\$10.*Great/ }).click();
    await expectPath(page, '/U500/payment');
    let outcome: Outcome = 'failed';
    for (let attempt = 0; attempt < 3 && outcome === 'failed'; attempt += 1) {
      const tryAgain = page.getByRole('button', { name: 'Try again' });
      if (await tryAgain.isVisible()) outcome = await press(page, 'Try again');
      else {
        await fillPayment(page, { number: CARD.captured, email });
        outcome = await press(page, 'Pay $10.60');
      }
      // The faults last for the guest's first press; then the network is back.
      faults.clear();
    }
    return outcome;
  } finally {
    await context.close();
  }
}

describe('fault suite', () => {
  it('charges every guest exactly once or clearly not at all', async () => {
    const tally = { attempted: 0, captured: 0, clearlyFailed: 0, duplicates: 0, lost: 0 };
    const problems: string[] = [];
    for (const [index, scenario] of scenarios.entries()) {
      faults.clear();
      for (const rule of scenario.rules) faults.add(rule);
      const email = `guest${index}@example.com`;
      const outcome = await guestPays(email);
      const captured = product.app.query<{ n: number }>(
        "SELECT COUNT(*) AS n FROM payments WHERE shopper_email = ? AND status = 'captured'",
        email,
      )[0]!.n;
      tally.attempted += 1;
      if (captured > 1) tally.duplicates += 1;
      if ((outcome === 'paid') !== captured >= 1) tally.lost += 1;
      if (outcome === 'paid' && captured === 1) tally.captured += 1;
      if (outcome === 'failed' && captured === 0) tally.clearlyFailed += 1;
      if (captured > 1 || (outcome === 'paid') !== captured >= 1)
        problems.push(`${scenario.name}: guest saw ${outcome}, ${captured} captured`);
    }
    console.log(
      `fault suite: ${tally.attempted} payments attempted, ${tally.captured} captured, ` +
        `${tally.clearlyFailed} clearly failed, ${tally.duplicates} duplicates, ${tally.lost} lost`,
    );
    expect(problems).toEqual([]);
    expect(tally.captured + tally.clearlyFailed).toBe(tally.attempted);
  }, 300_000);

  it('a double tap, or seven scripted clicks, on Pay makes one payment', async () => {
    faults.clear();
    const context = await phoneContext(product.browser);
    const page = await context.newPage();
    await page.goto(`${product.app.url}/U500`);
    await page.getByRole('button', { name: /\$10.*Great/ }).click();
    await expectPath(page, '/U500/payment');
    await fillPayment(page, { number: CARD.captured, email: 'double@example.com' });
    const pay = page.getByRole('button', { name: 'Pay $10.60' });
    await expect.poll(() => pay.isEnabled()).toBe(true);
    await page.evaluate(() => {
      const button = [...document.querySelectorAll('button')].find((b) =>
        b.textContent?.startsWith('Pay '),
      );
      for (let i = 0; i < 7; i += 1) button?.click();
    });
    await expectPath(page, '/U500/review');
    await context.close();
    const rows = product.app.query<{ n: number }>(
      "SELECT COUNT(*) AS n FROM payments WHERE shopper_email = 'double@example.com'",
    );
    expect(rows[0]!.n).toBe(1);
  });
});
