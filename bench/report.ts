import type { LandingFigures } from './lighthouse';
import type { FlowNote, StepFigures } from './steps';

export interface BenchResults {
  readonly measuredAt: string;
  /** How Lighthouse throttled (bench/lighthouse.ts); absent in results written before it. */
  readonly throttling?: 'simulate' | 'devtools';
  /** The product as the sandbox serves it (brotli or gzip). */
  readonly landings: LandingFigures[];
  /** The same build behind a gzip proxy. */
  readonly landingsGzip: LandingFigures[];
  readonly baseline: LandingFigures | null;
  readonly steps: StepFigures[];
  readonly notes: FlowNote[];
}

/** The landing's targets (decision 0011). */
export const TARGETS = { score: 98, fcpMs: 1000, lcpMs: 1600, tbtMs: 50 } as const;

function table(header: readonly string[], rows: readonly (readonly string[])[]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]): string =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

const mark = (ok: boolean): string => (ok ? 'ok' : 'MISSED');

/** A landing's row; the bare React page is the reference the app is compared with, not judged. */
function landingRow(l: LandingFigures, judged: boolean): string[] {
  const ok =
    l.score >= TARGETS.score &&
    l.fcpMs <= TARGETS.fcpMs &&
    l.lcpMs <= TARGETS.lcpMs &&
    l.tbtMs <= TARGETS.tbtMs;
  return [
    l.name,
    String(l.runs),
    String(Math.round(l.score)),
    String(Math.round(l.fcpMs)),
    String(Math.round(l.lcpMs)),
    String(Math.round(l.tbtMs)),
    l.cls.toFixed(3),
    `${(l.bytes / 1024).toFixed(1)} KiB`,
    judged ? mark(ok) : 'reference',
  ];
}

/** One printed table per kind of figure, each judged against its target. */
export function printReport(results: BenchResults): void {
  console.log(
    `\nMeasured ${results.measuredAt}; Lighthouse default mobile profile (throttling: ` +
      `${results.throttling ?? 'simulate'}); "(gzip)" rows: the ` +
      'same build behind a gzip proxy (as a CDN in front of it would serve it).',
  );
  console.log(
    `\nLandings (median; targets: score >= ${TARGETS.score}, FCP <= ${TARGETS.fcpMs} ms, ` +
      `LCP <= ${TARGETS.lcpMs} ms, TBT <= ${TARGETS.tbtMs} ms)`,
  );
  const judged = [...results.landings, ...results.landingsGzip].map((l) => landingRow(l, true));
  const reference = results.baseline ? [landingRow(results.baseline, false)] : [];
  table(
    ['page', 'runs', 'score', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'bytes', 'target'],
    [...judged, ...reference],
  );
  console.log('\nTap to ready (p50)');
  table(
    ['flow', 'step', 'samples', 'p50 ms', 'target ms', 'target'],
    results.steps.map((s) => [
      s.flow,
      s.step,
      String(s.samples.length),
      String(Math.round(s.p50Ms)),
      String(s.targetMs),
      mark(s.p50Ms <= s.targetMs),
    ]),
  );
  for (const note of results.notes) console.log(`  ${note.flow}: ${note.note}`);
}
