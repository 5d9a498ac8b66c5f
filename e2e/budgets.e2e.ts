import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUDGETS, formatBudgetReport, measureBudgets } from '../scripts/bundle-budgets';
import { webDist } from '../scripts/build-web';

// Size budgets of the production build (built by the e2e global setup). Sizes, not timings: a
// timing is measured by `npm run bench`, never asserted.
describe('bundle budgets', () => {
  const figures = measureBudgets(webDist);
  console.log(formatBudgetReport(figures));

  it('loads at most 147 KB gz of JS and 10 KB gz of CSS up front', () => {
    expect(figures.initialJsGzip).toBeGreaterThan(10 * 1024); // the measurement found the app
    // …and counts the worker a rendered landing starts before its first paint.
    expect(figures.initialJsFiles.some((file) => /warm-locale\.worker/.test(file))).toBe(true);
    expect(figures.initialJsGzip).toBeLessThanOrEqual(BUDGETS.initialJs);
    expect(figures.initialCssGzip).toBeLessThanOrEqual(BUDGETS.initialCss);
  });

  it('keeps every payment provider out of the initial chunks', () => {
    expect(figures.providerMarkersInInitial).toEqual([]);
  });

  it('tree-shakes Adyen (no /auto) within 112 KB gz', () => {
    expect(figures.adyenAutoImported).toBe(false);
    if (figures.adyenJsGzip !== null) {
      expect(figures.adyenJsGzip).toBeLessThanOrEqual(BUDGETS.adyenJs);
    }
  });
});

// What the first paint relies on in the built files.
describe('the build, as the first screen needs it', () => {
  type Chunk = { file: string; name?: string; imports?: string[]; dynamicImports?: string[] };
  const manifest = JSON.parse(readFileSync(join(webDist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    Chunk
  >;
  const chunk = (name: string): Chunk => {
    const found = Object.values(manifest).find((c) => c.name === name);
    if (!found) throw new Error(`no ${name} chunk in the build`);
    return found;
  };

  it("installs inversify's Reflect metadata from the reflect-metadata package", () => {
    // reflect-metadata's lite build names its registry so.
    const views = readFileSync(join(webDist, chunk('views').file), 'utf8');
    expect(views).toContain('@reflect-metadata:registry');
  });

  it("keeps the rendered landing's inline script free of imports (it runs from the page's address)", () => {
    const afterPaint = manifest['src/start-up/landing-script.ts'];
    expect(afterPaint?.imports ?? []).toEqual([]);
    expect(afterPaint?.dynamicImports ?? []).toEqual([]);
  });
});
