import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { phoneContext } from './support/browser';
import { CARD, expectPath, expectVisible, fillPayment, payU500UpToThreeDS } from './support/guest';
import { useProduct } from './support/session';

// Issue 43: 30 guests, quickly, all from one address (a venue's Wi-Fi: here 127.0.0.1), refusals,
// 3-D Secure and reviews among them. The report's captured payments and money, per location, are
// the captured payments the sandbox stored.

const product = useProduct();
const GUESTS_AT_ONCE = 5;

type Guest = (page: Page) => Promise<void>;

async function tipMaya(page: Page, card: string): Promise<void> {
  await page.goto(`${product.app.url}/U500`);
  await expectPath(page, '/U500/proposed-tip-beauty/500');
  await page.getByRole('button', { name: /\$10.*Great/ }).click();
  await expectPath(page, '/U500/payment');
  await fillPayment(page, { number: card });
  const button = page.getByRole('button', { name: 'Pay $10.60' });
  await expect.poll(() => button.isEnabled()).toBe(true);
  await button.click();
}

const paysAndReviews: Guest = async (page) => {
  await tipMaya(page, CARD.captured);
  await expectPath(page, '/U500/review');
  await page.getByRole('radio', { name: '5 Stars' }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expectVisible(page.getByRole('heading', { name: 'Thank you' }));
};

const paysAndLeaves: Guest = async (page) => {
  await tipMaya(page, CARD.captured);
  await expectPath(page, '/U500/review');
};

const refused: Guest = async (page) => {
  await tipMaya(page, CARD.refused);
  await expectVisible(page.getByRole('heading', { name: 'Payment Failed' }));
};

const threeDSecure =
  (button: 'Complete' | 'Fail'): Guest =>
  async (page) => {
    await payU500UpToThreeDS(page, product.app.url);
    await page.getByRole('button', { name: button }).click();
    // Two full page loads (the provider's page, then the return); five guests at once on two
    // cores beside another test file took more than 10 s once (CI, c23).
    await page
      .getByRole('heading', { name: button === 'Complete' ? 'Rate your service' : /./ })
      .waitFor({ state: 'visible', timeout: 30_000 });
  };

const hotelStay: Guest = async (page) => {
  await page.goto(`${product.app.url}/P201`);
  await expectPath(page, '/P201/guest-verification');
  await page.getByLabel('Room number').fill('1204');
  await page.getByLabel('Last name').fill('Rivera');
  await page.getByRole('button', { name: 'Next' }).click();
  await expectPath(page, '/P201/nights');
  await page.getByRole('button', { name: 'Next' }).click();
  await expectPath(page, '/P201/proposed-tip-hospitality');
  await page.getByRole('button', { name: /^Go ahead, tip/ }).click();
  await expectPath(page, '/P201/payment');
  await fillPayment(page, { number: CARD.captured });
  const pay = page.getByRole('button', { name: /^Pay \$/ });
  await expect.poll(() => pay.isEnabled()).toBe(true);
  await pay.click();
  await page.waitForURL((url) => !url.pathname.endsWith('/payment'));
};

const GUESTS: Guest[] = [
  ...Array.from({ length: 6 }, () => paysAndReviews),
  ...Array.from({ length: 9 }, () => paysAndLeaves),
  ...Array.from({ length: 4 }, () => refused),
  ...Array.from({ length: 3 }, () => threeDSecure('Complete')),
  threeDSecure('Fail'),
  ...Array.from({ length: 7 }, () => hotelStay),
];

interface Stored {
  location: string;
  payments: number;
  cents: number;
}

const execFileAsync = promisify(execFile);

describe('insights: many guests from one address', () => {
  it(
    'the report counts every captured payment, per location, with its money',
    { timeout: 300_000 },
    async () => {
      expect(GUESTS).toHaveLength(30);
      const left: BrowserContext[] = [];
      const queue = [...GUESTS.entries()];
      const sent = GUESTS.map(() => '');
      const worker = async (): Promise<void> => {
        for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
          const [index, guest] = next;
          const context = await phoneContext(product.browser);
          const page = await context.newPage();
          page.on('request', (request) => {
            if (request.url().endsWith('/api/insights')) sent[index] += request.postData() ?? '';
          });
          try {
            await guest(page);
          } catch (error) {
            throw new Error(`guest ${index}: ${(error as Error).message}`);
          }
          // The guest leaves at once: what waits goes by beacon as the page closes.
          await page.close({ runBeforeUnload: true });
          left.push(context);
        }
      };
      try {
        await Promise.all(Array.from({ length: GUESTS_AT_ONCE }, worker));
        const stored = product.app.query<Stored>(
          `SELECT t.location_uid AS location, COUNT(DISTINCT p.reference) AS payments,
           SUM(p.total_cents) AS cents
         FROM payments p JOIN payment_tips t ON t.payment_reference = p.reference AND t.position = 0
         WHERE p.status = 'captured' GROUP BY t.location_uid ORDER BY t.location_uid`,
        );
        expect(stored.map((s) => [s.location, s.payments])).toEqual([
          ['100', 18],
          ['200', 7],
        ]);
        const capturedJourneys = () =>
          product.app.query<{ n: number }>(
            "SELECT COUNT(DISTINCT journey) AS n FROM insights WHERE type = 'payment-captured'",
          )[0]?.n;
        await expect
          .poll(capturedJourneys, { timeout: 20_000 })
          .toBe(25)
          .catch((error: unknown) => {
            const silent = sent.flatMap((body, i) =>
              body.includes('payment-captured') ? [] : [i],
            );
            // A beacon sent as the page closes is not seen here: only what left while it was open.
            console.log(`guests not seen sending their capture while open: ${silent.join(', ')}`);
            throw error;
          });

        const { stdout } = await execFileAsync(
          'npx',
          ['tsx', 'apps/sandbox/src/insights.ts', '--tz', 'UTC'],
          { env: { ...process.env, SANDBOX_DB: product.app.dbPath } },
        );
        const sections = stdout.split('\n\n');
        const section = (title: string) => sections.find((s) => s.startsWith(title)) ?? '';
        const dollars = (cents: number) =>
          new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
            cents / 100,
          );
        for (const [title, uid] of [
          ['Lumen Salon & Spa', '100'],
          ['Harbor View Hotel', '200'],
        ] as const) {
          const expected = stored.find((s) => s.location === uid);
          const text = section(title);
          console.log(
            `${title}: stored ${expected?.payments} captured, ${dollars(expected?.cents ?? 0)}; report: ${/Tips captured: .*/.exec(text)?.[0]}; ${/Charged to guests' cards: .*/.exec(text)?.[0]}`,
          );
          expect(text).toContain(`Tips captured: ${expected?.payments} payments`);
          expect(text).toContain(`Charged to guests' cards: ${dollars(expected?.cents ?? 0)}`);
        }
        // Every $10 tip to Maya with its $0.60 fee on top, 3-D Secure returns included.
        expect(section('Lumen Salon & Spa')).toContain('Tips given: $180.00');
        expect(section('Lumen Salon & Spa')).toContain(
          'Fees paid by guests on top of their tip: $10.80',
        );
        expect(section('Lumen Salon & Spa')).toContain('Staff tipped by name: Maya (18 guests)');
        const all = section('All locations');
        console.log(all);
        expect(all).toMatch(/Opened the page\s+30\s/);
        expect(all).toMatch(/Paid\s+25\s/);
        expect(all).toMatch(/Left a review\s+6\s/);
        expect(all).toMatch(/Failed payments: .*card declined 4/);
      } finally {
        await Promise.all(left.map((context) => context.close()));
      }
    },
  );
});
