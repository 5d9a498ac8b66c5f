import { describe, expect, it } from 'vitest';
import { phoneContext, watchPage } from './support/browser';
import { axeViolations } from './support/axe';
import { expectPath, expectVisible, payU500UpToThreeDS } from './support/guest';
import { usePhonePage, useProduct } from './support/session';
import { completeElsewhere } from './support/three-ds';

const product = useProduct();
const phone = usePhonePage(product);

const capturedCount = (): number =>
  product.app.query<{ n: number }>(
    "SELECT COUNT(*) AS n FROM payments WHERE status = 'captured'",
  )[0]!.n;

/** U500 (reviews on): a $10 tip paid with the 3-D Secure card, up to the sandbox's 3-D Secure page. */
async function toThreeDS(): Promise<void> {
  await payU500UpToThreeDS(phone.page, product.app.url);
  const stored = await phone.page.evaluate(() => JSON.stringify({ ...window.localStorage }));
  expect(stored).toContain('tipwell.redirect');
  expect(stored).not.toContain('guest@example.com');
}

describe('3-D Secure: the /external return', () => {
  it('Complete → /external → review → Thank you, one captured payment; reload and Back keep it', async () => {
    const before = capturedCount();
    await toThreeDS();
    await phone.page.getByRole('button', { name: 'Complete' }).click();
    await expectPath(phone.page, '/external/review');
    await expectVisible(phone.page.getByRole('heading', { name: 'Rate your service' }));
    expect(await axeViolations(phone.page)).toEqual([]);
    expect(capturedCount()).toBe(before + 1);

    await phone.page.reload();
    await expectPath(phone.page, '/external/review');
    await expectVisible(phone.page.getByRole('heading', { name: 'Rate your service' }));
    await phone.page.getByRole('radio', { name: '5 Stars' }).check();
    await phone.page.getByRole('button', { name: 'Submit' }).click();
    await expectPath(phone.page, '/external/success');
    await expectVisible(phone.page.getByRole('heading', { name: 'Thank you' }));
    await phone.page.reload();
    await expectPath(phone.page, '/external/success');
    await expectVisible(phone.page.getByRole('heading', { name: 'Thank you' }));
    expect(capturedCount()).toBe(before + 1);
  });

  it('a reload of the return address itself sends no second details call and stays paid', async () => {
    const before = capturedCount();
    await toThreeDS();
    const returned = phone.page.waitForRequest((request) => request.url().includes('/external?'));
    await phone.page.getByRole('button', { name: 'Complete' }).click();
    const returnUrl = (await returned).url();
    await expectPath(phone.page, '/external/review');
    const details: string[] = [];
    phone.page.on('request', (request) => {
      if (request.url().includes('/payments/web/details')) details.push(request.url());
    });
    await phone.page.goto(returnUrl);
    await expectPath(phone.page, '/external/review');
    await expectVisible(phone.page.getByRole('heading', { name: 'Rate your service' }));
    expect(details).toEqual([]);
    expect(capturedCount()).toBe(before + 1);
  });

  it('the return opened in a new tab resolves from the stored redirect state', async () => {
    const before = capturedCount();
    await toThreeDS();
    // The guest's bank opens the return in a new tab of the same browser: no session storage.
    const { returnUrl } = await completeElsewhere(phone);
    const tab = await phone.context.newPage();
    const tabWatch = watchPage(tab);
    await tab.goto(returnUrl);
    await tab.waitForURL((url) => url.pathname === '/external/review', { timeout: 15_000 });
    await tab.getByRole('heading', { name: 'Rate your service' }).waitFor();
    expect(capturedCount()).toBe(before + 1);
    expect(tabWatch.errors).toEqual([]);
  });

  it('the return opened in another browser (no storage at all) finds the payment by its key', async () => {
    const before = capturedCount();
    await toThreeDS();
    const { returnUrl, key } = await completeElsewhere(phone);
    // A new browser context: no local storage, no session storage, no cookies of the first one.
    const other = await phoneContext(product.browser);
    try {
      const tab = await other.newPage();
      const tabWatch = watchPage(tab);
      const details: string[] = [];
      tab.on('request', (request) => {
        if (request.url().includes('/payments/web/details')) details.push(request.postData() ?? '');
      });
      await tab.goto(returnUrl);
      await tab.waitForURL((url) => url.pathname === '/external/review', { timeout: 15_000 });
      await tab.getByRole('heading', { name: 'Rate your service' }).waitFor();
      expect(details).toHaveLength(1);
      expect(JSON.parse(details[0] ?? '{}').reference).toBe(key);
      expect(capturedCount()).toBe(before + 1);
      expect(
        product.app.query('SELECT status FROM payments WHERE idempotency_key = ?', key),
      ).toEqual([{ status: 'captured' }]);
      await tab.getByRole('radio', { name: '5 Stars' }).check();
      await tab.getByRole('button', { name: 'Submit' }).click();
      await tab.waitForURL((url) => url.pathname === '/external/success');
      await tab.getByRole('heading', { name: 'Thank you' }).waitFor();
      expect(capturedCount()).toBe(before + 1);
      expect(tabWatch.errors).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('Fail → error-external with Tip again, nothing captured', async () => {
    const before = capturedCount();
    await toThreeDS();
    await phone.page.getByRole('button', { name: 'Fail' }).click();
    await expectPath(phone.page, '/external/error-external');
    await expectVisible(
      phone.page.getByText(
        'Something went wrong with the payment or your payment authorization data was incorrect',
      ),
    );
    expect(await axeViolations(phone.page)).toEqual([]);
    expect(capturedCount()).toBe(before);
    await phone.page.getByRole('button', { name: 'Tip again' }).click();
    await expectPath(phone.page, '/U500/proposed-tip-beauty/500');
  });

  it('tampered redirect data leads to error-external, not a crash', async () => {
    await phone.page.goto(`${product.app.url}/external?redirectData=%7Bnope&redirectResult=x`);
    await expectPath(phone.page, '/external/error-external');
    await expectVisible(phone.page.getByRole('heading', { name: 'Payment Failed' }));
    // No code known: no Tip again (there is no start to go back to); the support link is the way on.
    expect(await phone.page.getByRole('button', { name: 'Tip again' }).count()).toBe(0);
    await expectVisible(phone.page.getByRole('link', { name: 'Contact support' }));
    expect(
      await phone.page.getByRole('link', { name: 'Contact support' }).getAttribute('href'),
    ).toMatch(/^mailto:/);
  });
});
