import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { phoneContext } from './support/browser';
import { CARD, expectPath, expectVisible, fillPayment, payU500UpToThreeDS } from './support/guest';
import { useProduct } from './support/session';

// Issue 31: guests driven through the demo flows produce exactly the funnel `npm run insights`
// prints; the beacon survives the page closing right after payment; Do Not Track sends nothing.

const product = useProduct();

interface InsightRow {
  journey: string;
  type: string;
  reason: string | null;
}

async function guest(
  run: (page: Page) => Promise<void>,
  setUp?: (c: BrowserContext) => Promise<unknown>,
): Promise<string[]> {
  const context = await phoneContext(product.browser);
  await setUp?.(context);
  const page = await context.newPage();
  const beacons: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/insights')) beacons.push(request.postData() ?? '');
  });
  await run(page);
  // The guest leaves: the page closes, and its pagehide sends what waits with sendBeacon. The
  // browser delivers that beacon after the page is gone, as it does for a closed tab; closing the
  // whole context would cancel it, so the contexts close once the test has read the collector.
  await page.close({ runBeforeUnload: true });
  left.push(context);
  return beacons;
}

const left: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(left.splice(0).map((context) => context.close()));
});

async function toPayment(page: Page): Promise<void> {
  await page.goto(`${product.app.url}/U500`);
  await expectPath(page, '/U500/proposed-tip-beauty/500');
  await page.getByRole('button', { name: /\$10.*Great/ }).click();
  await expectPath(page, '/U500/payment');
  await expectVisible(page.getByText('Total').first());
}

async function pay(page: Page, card: string): Promise<void> {
  await fillPayment(page, { number: card });
  const button = page.getByRole('button', { name: 'Pay $10.60' });
  await expect.poll(() => button.isEnabled()).toBe(true);
  await button.click();
}

const rows = () => product.app.query<InsightRow>('SELECT journey, type, reason FROM insights');
const journeysWith = (type: string) =>
  new Set(
    rows()
      .filter((r) => r.type === type)
      .map((r) => r.journey),
  ).size;

const execFileAsync = promisify(execFile);

describe('insights: the guest journey, measured', () => {
  it('five guests make the funnel the report prints', async () => {
    // 1. Pays, rates, thanks.
    await guest(async (page) => {
      await toPayment(page);
      await pay(page, CARD.captured);
      await expectPath(page, '/U500/review');
      await page.getByRole('radio', { name: '5 Stars' }).check();
      await page.getByRole('button', { name: 'Submit' }).click();
      await expectVisible(page.getByRole('heading', { name: 'Thank you' }));
    });
    // 2. Pays and closes the page right away: the beacon carries the capture.
    await guest(async (page) => {
      await toPayment(page);
      await pay(page, CARD.captured);
      await expectPath(page, '/U500/review');
    });
    // 3. Leaves on the payment step.
    await guest(toPayment);
    // 4. A refused card.
    await guest(async (page) => {
      await toPayment(page);
      await pay(page, CARD.refused);
      await expectVisible(page.getByRole('heading', { name: 'Payment Failed' }));
    });
    // 5. 3-D Secure, completed: back from the bank's page, the same journey.
    await guest(async (page) => {
      await payU500UpToThreeDS(page, product.app.url);
      await page.getByRole('button', { name: 'Complete' }).click();
      await expectVisible(page.getByRole('heading', { name: 'Rate your service' }));
    });

    await expect.poll(() => journeysWith('payment-captured'), { timeout: 10_000 }).toBe(3);
    await expect.poll(() => journeysWith('landed'), { timeout: 10_000 }).toBe(5);
    expect(journeysWith('tip-chosen')).toBe(5);
    expect(journeysWith('payment-attempted')).toBe(4);
    expect(journeysWith('review-sent')).toBe(1);
    expect(journeysWith('3ds-started')).toBe(1);
    expect(journeysWith('3ds-returned')).toBe(1);
    expect(
      rows()
        .filter((r) => r.type === 'payment-failed')
        .map((r) => r.reason),
    ).toEqual(['refused']);
    // Nothing personal was kept: no e-mail, name, card number or amount in any row. The clock, the
    // random journey ids and the vitals' milliseconds may hold any digits by chance, so those are
    // checked for their own shape, and every other column for the secrets and the amount.
    for (const row of product.app.query<Record<string, unknown>>('SELECT * FROM insights')) {
      for (const [column, value] of Object.entries(row)) {
        if (value === null || column === 'at') continue;
        if (column === 'received_at') expect(value).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/);
        else if (column === 'journey') expect(value).toMatch(/^[\w-]{8,64}$/);
        else if (column === 'value')
          expect(row.vital, 'only a web vital has a value').not.toBeNull();
        else if (typeof value === 'number') expect([1060, 10.6]).not.toContain(value);
        else {
          for (const secret of [
            'guest@example.com',
            'Alex Guest',
            '4111',
            '94105',
            '10.60',
            '1060',
          ]) {
            expect(String(value), column).not.toContain(secret);
          }
        }
      }
    }

    const { stdout } = await execFileAsync('npx', ['tsx', 'apps/sandbox/src/insights.ts'], {
      env: { ...process.env, SANDBOX_DB: product.app.dbPath },
    });
    const all = stdout.split('\n\n')[1] ?? '';
    expect(all).toMatch(/^All locations/);
    expect(all).toMatch(/Opened the page\s+5\n/);
    expect(all).toMatch(/Chose a tip\s+5 {2}\(100% of the line above\)/);
    expect(all).toMatch(/Started to pay\s+4 {2}\(80% of the line above\)/);
    expect(all).toMatch(/Paid\s+3 {2}\(75% of the line above\)/);
    expect(all).toMatch(/Left a review\s+1 {2}\(33% of the line above\)/);
    // Three $10 tips to Maya, each with its $0.60 fee paid by the guest.
    expect(all).toContain('Tips captured: 3 payments from 3 guests');
    expect(all).toContain('Tips given: $30.00 (average $10.00, median $10.00)');
    expect(all).toContain("Charged to guests' cards: $31.80");
    expect(all).toMatch(/Time from opening the page to paid: \d+\.\d s for half the guests/);
    expect(all).toContain('Failed payments: card declined 1');
    expect(all).toMatch(/page ready in \d+\.\d s \((good|needs work|poor)\)/);
    expect(stdout).toContain('Lumen Salon & Spa');
  });

  it('sends nothing when the browser asks not to be tracked (Do Not Track, Global Privacy Control)', async () => {
    // Journeys already on record, and any late event of the test before.
    const known = () => new Set(rows().map((r) => r.journey));
    const before = known();
    for (const property of ['doNotTrack', 'globalPrivacyControl'] as const) {
      const beacons = await guest(
        async (page) => {
          await toPayment(page);
          await pay(page, CARD.captured);
          await expectPath(page, '/U500/review');
        },
        (context) =>
          context.addInitScript((name) => {
            Object.defineProperty(Navigator.prototype, name, {
              get: () => (name === 'doNotTrack' ? '1' : true),
            });
          }, property),
      );
      expect(beacons).toEqual([]);
    }
    // A guest who does not object afterwards: once their events are in, none came from the others.
    // They leave once some of their events have gone (the page told it is being left): the journey
    // log starts after the views are live, and in c32 this guest's events never came within 10 s.
    await guest(async (page) => {
      let sent = 0;
      page.on('request', (request) => {
        if (request.url().endsWith('/api/insights')) sent += 1;
      });
      await toPayment(page);
      await expect
        .poll(
          async () => {
            await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
            return sent;
          },
          { timeout: 10_000 },
        )
        .toBeGreaterThan(0);
    });
    await expect.poll(() => journeysWith('landed'), { timeout: 10_000 }).toBeGreaterThan(5);
    expect([...known()].filter((journey) => !before.has(journey))).toHaveLength(1);
  });
});
