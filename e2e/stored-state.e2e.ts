import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phoneContext, watchPage } from './support/browser';
import { expectPath, expectVisible } from './support/guest';
import { useProduct } from './support/session';

// missing, corrupt, old-version or tampered stored state is discarded and the guest
// restarts cleanly from the code in the address; a storage that throws falls back to memory.

const product = useProduct();

async function atPayment(page: Page): Promise<void> {
  await page.goto(`${product.app.url}/U500`);
  await expectPath(page, '/U500/proposed-tip-beauty/500');
  await page.getByRole('button', { name: /\$10.*Great/ }).click();
  await expectPath(page, '/U500/payment');
}

const damage: Record<string, string> = {
  corrupt: '{"v":1,"value":{not json',
  'old version': JSON.stringify({ v: 0, value: { v: 0, data: {} } }),
  tampered: JSON.stringify({ v: 1, value: { v: 1, data: { code: 'U500', flow: 'evil' } } }),
};

describe('stored state that cannot be trusted', () => {
  for (const [kind, value] of Object.entries(damage)) {
    it(`restarts cleanly from the code when the stored state is ${kind}`, async () => {
      const context = await phoneContext(product.browser);
      const page = await context.newPage();
      const watched = watchPage(page);
      await atPayment(page);
      // The payment screen keeps saving while its fees and form settle, so damage written from the
      // old page could be overwritten before the reload; write it in the new document instead,
      // before any of the app's scripts run.
      await page.addInitScript((v) => {
        if (sessionStorage.getItem('e2e.damaged') !== null) return;
        sessionStorage.setItem('e2e.damaged', '1');
        sessionStorage.setItem('tipwell.credentials', v);
      }, value);
      await page.reload();
      await expectPath(page, '/U500/proposed-tip-beauty/500');
      await expectVisible(page.getByText('Select a tip for your stylist'));
      expect(watched.errors).toEqual([]);
      await context.close();
    });
  }

  it('works when web storage throws (private mode, quota)', async () => {
    const context = await phoneContext(product.browser);
    await context.addInitScript(() => {
      const refuse = (): never => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
      Storage.prototype.setItem = refuse;
      Storage.prototype.getItem = refuse;
    });
    const page = await context.newPage();
    const watched = watchPage(page);
    await atPayment(page);
    await expectVisible(page.getByRole('heading', { level: 1, name: /^Total \$10\.60/ }));
    expect(watched.errors).toEqual([]);
    await context.close();
  });
});
