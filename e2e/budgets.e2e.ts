import { describe, expect, it } from 'vitest';
import { BUDGETS, formatBudgetReport, measureBudgets } from '../scripts/bundle-budgets';
import { webDist } from '../scripts/build-web';

// Size budgets of the production build (built by the e2e global setup). Sizes, not timings: a
// timing is measured by `npm run bench`, never asserted.
describe('bundle budgets', () => {
  const figures = measureBudgets(webDist);
  console.log(formatBudgetReport(figures));

  it('loads at most 140 KB gz of JS and 10 KB gz of CSS up front', () => {
    expect(figures.initialJsGzip).toBeGreaterThan(10 * 1024); // the measurement found the app
    // …and counts the worker a rendered landing starts before its first paint.
    expect(figures.initialJsFiles.some((file) => /locale-warm-up\.worker/.test(file))).toBe(true);
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
