import { describe, expect, it } from 'vitest';
import type { Response } from 'playwright-core';
import { hostileStrings } from '@tipwell/sandbox';
import { cspHash } from '@tipwell/server';
import { phoneContext, watchPage } from './support/browser';
import { expectPath, expectVisible } from './support/guest';
import { useProduct } from './support/session';

// a hostile seed whose names, instructions and labels carry markup and script URLs
// renders everything as text, and nothing in data or the address navigates off-site. And a
// page of another site that opens the app loses its handle on it (decision 0004).

const product = useProduct({ seed: 'hostile' });

describe('hostile data renders as text', () => {
  it('shows markup and script text literally and runs none of it', async () => {
    const context = await phoneContext(product.browser);
    const page = await context.newPage();
    const watched = watchPage(page);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    const response = await page.goto(`${product.app.url}/U500`);
    const policy = response?.headers()['content-security-policy'] ?? '';
    const scriptSrc = policy.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    // This origin, and the one inline script the server put in the page, by its hash.
    expect(scriptSrc.trim()).toMatch(/^script-src 'self' 'sha256-[\w+/]+=*'$/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(response?.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
    await expectPath(page, '/U500/proposed-tip-beauty/500');
    // Maya's nickname, the instruction text and the location's name are hostile strings.
    await expectVisible(page.getByRole('heading', { name: hostileStrings.script }));
    await expectVisible(page.getByText(hostileStrings.markup).first());
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    // The only inline script is the page's own (the one the policy names); the server-rendered
    // landing's data block is JSON, never run.
    const inline = await page
      .locator('script:not([src]):not([type="application/json"])')
      .allTextContents();
    expect(inline).toHaveLength(1);
    expect(scriptSrc).toContain(cspHash(inline[0]!));
    expect(inline[0]).not.toContain(hostileStrings.script);
    const data = await page.locator('script[type="application/json"]').textContent();
    expect(data).not.toMatch(/<\/script|<!--/i);
    expect(JSON.stringify(JSON.parse(data ?? ''))).toContain(hostileStrings.script);

    await page.getByRole('button', { name: new RegExp(`^\\$10`) }).click();
    await expectPath(page, '/U500/payment');
    await expectVisible(page.getByRole('heading', { level: 1, name: /^Total/ }));
    expect(await page.locator('img[src="x"]').count()).toBe(0);

    expect(dialogs).toEqual([]);
    expect(watched.errors).toEqual([]);
    await context.close();
  });

  it('keeps off-site and script URLs from the address on this site', async () => {
    const context = await phoneContext(product.browser);
    const page = await context.newPage();
    const hostile = ['https://evil.example/steal', '//evil.example/steal', 'javascript:alert(1)'];
    for (const tipAgainUrl of hostile) {
      const redirectData = encodeURIComponent(
        JSON.stringify({ tipAgainUrl, steps: ['success'], paymentReferenceId: 'x', code: 'U500' }),
      );
      await page.goto(
        `${product.app.url}/external?redirectData=${redirectData}&redirectResult=forged`,
      );
      const tipAgain = page.getByRole('button', { name: 'Tip again' });
      await expectVisible(tipAgain);
      await tipAgain.click();
      await page.waitForLoadState('domcontentloaded');
      expect(new URL(page.url()).origin).toBe(product.app.url);
    }
    await context.close();
  });
});

describe("another site's window", () => {
  it('cannot keep a handle on the app it opens', async () => {
    const context = await phoneContext(product.browser);
    const other = await context.newPage();
    // Another site's page (an opaque origin here) opens the app in a window it keeps a handle on.
    await other.setContent('<title>Other site</title>');
    const landing = (r: Response) => new URL(r.url()).pathname === '/U500';
    const [popup, response] = await Promise.all([
      context.waitForEvent('page'),
      context.waitForEvent('response', landing),
      other.evaluate((url) => {
        (window as unknown as { opened: Window | null }).opened = window.open(url);
      }, `${product.app.url}/U500`),
    ]);
    expect(response.headers()['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    await expectPath(popup, '/U500/proposed-tip-beauty/500');
    // The header put the app in a browsing context group of its own: neither side can reach
    // the other (without it, the handle stays open and `window.opener` is the other page).
    expect(await popup.evaluate(() => window.opener === null)).toBe(true);
    expect(
      await other.evaluate(() => (window as unknown as { opened: Window | null }).opened?.closed),
    ).toBe(true);

    // Opened from outside the browser's pages (the address bar here, a QR code or SMS link on a
    // phone): the header all the same (decision 0004), a window may be one a page opened.
    const direct = await (await context.newPage()).goto(`${product.app.url}/U500`);
    expect(direct?.headers()['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    await context.close();
  });
});
