import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';

const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const ENTRY = join(dirname(fileURLToPath(import.meta.url)), 'chromium', 'dropin-page-entry.ts');
const ORIGIN = 'https://tip.test';
const RECORDED = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'payment-methods.json'),
  'utf8',
);

/** The entry as one script and one stylesheet (what the app's lazy chunk carries). */
async function bundle(): Promise<{ js: string; css: string }> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    format: 'iife',
    outdir: 'out',
    platform: 'browser',
    target: 'es2022',
    logLevel: 'silent',
    loader: { '.svg': 'dataurl' },
  });
  const text = (ext: string): string =>
    result.outputFiles.find((file) => file.path.endsWith(ext))?.text ?? '';
  return { js: text('.js'), css: text('.css') };
}

describe.skipIf(!existsSync(CHROMIUM))('the real Adyen drop-in in Chromium', () => {
  it('mounts from the recorded payment methods and shows its card entry', async () => {
    const { js, css } = await bundle();
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
    });
    try {
      const page = await browser.newPage();
      // Offline: the page is served locally; every provider request fails (secured fields cannot load).
      await page.route('**/*', (route) => {
        const url = route.request().url();
        if (url === `${ORIGIN}/`) {
          return route.fulfill({
            contentType: 'text/html',
            body: `<!doctype html><html><head><style>${css}</style></head><body><div id="widget"></div><script>window.recordedPaymentMethods = ${RECORDED};</script><script>${js.replace(/<\/script/g, '<\\/script')}</script></body></html>`,
          });
        }
        return route.abort();
      });
      await page.goto(`${ORIGIN}/`);
      const card = page.locator('.adyen-checkout__payment-method--scheme');
      await card.first().waitFor({ timeout: 20_000 });
      expect(await card.first().textContent()).toContain('Card');
      const statuses = await page.evaluate(
        () => (window as unknown as { widgetStatuses: string[] }).widgetStatuses,
      );
      expect(statuses.slice(0, 2)).toEqual(['loading', 'ready']);
    } finally {
      await browser.close();
    }
  }, 60_000);
});
