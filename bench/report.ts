import { GUEST_TARGETS, type GuestFigures } from './guest';
import type { LandingFigures } from './lighthouse';
import { describeTask } from './long-tasks';
import type { FlowNote, StepFigures } from './steps';

export interface BenchMachine {
  /** `chromium --version`. */
  readonly chromium: string;
  readonly cpu: string;
  readonly cores: number;
  /** 1-minute load averages: the machine may be shared, and its noise is in the figures. */
  readonly loadAtStart: number;
  readonly loadAtEnd?: number;
  /**
   * How long one fixed piece of JavaScript took in the bench's own process, at the start and at
   * the end (machine-speed.ts): a shared machine's speed drifts, and every figure drifts with it.
   */
  readonly cpuCheckMsAtStart?: number;
  readonly cpuCheckMsAtEnd?: number;
  /** The share of the CPUs' time the host took over the run (steal, machine-speed.ts), percent. */
  readonly stealPercent?: number;
}

export interface BenchResults {
  readonly measuredAt: string;
  /** Absent in results written before it was recorded. */
  readonly machine?: BenchMachine;
  /** How long `npm run bench` took. */
  readonly minutes?: number;
  /** How Lighthouse throttled (bench/lighthouse.ts); absent in results written before it. */
  readonly throttling?: 'simulate' | 'devtools';
  /** The CPU slowdown of the throttled rows (BENCH_CPU_SLOWDOWN); absent: 4. */
  readonly cpuSlowdown?: number;
  /** BENCH_GUEST_DEBUGGER=1: the guest's rows ran with V8's debugging domains on. */
  readonly guestDebugger?: boolean;
  /** The product as the sandbox serves it (brotli or gzip). */
  readonly landings: LandingFigures[];
  /** The same build behind a gzip proxy. */
  readonly landingsGzip: LandingFigures[];
  readonly baseline: LandingFigures | null;
  /** The guest's rows (bench/guest.ts); absent in results written before them. */
  readonly guests?: GuestFigures[];
  readonly steps: StepFigures[];
  readonly notes: FlowNote[];
}

/** The landing targets (decisions 0011, 0021): medians, and a ceiling for any single run's TBT. */
export const TARGETS = { score: 98, fcpMs: 1000, lcpMs: 1600, tbtMs: 50, runTbtMs: 150 } as const;

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
function landingRow(
  l: LandingFigures,
  judged: boolean,
  reference: LandingFigures | null,
): string[] {
  const ok =
    l.score >= TARGETS.score &&
    l.fcpMs <= TARGETS.fcpMs &&
    l.lcpMs <= TARGETS.lcpMs &&
    l.tbtMs <= TARGETS.tbtMs &&
    l.maxTbtMs <= TARGETS.runTbtMs &&
    (reference === null || l.lcpMs < reference.lcpMs);
  return [
    l.name,
    String(l.runs),
    String(Math.round(l.score)),
    String(Math.round(l.fcpMs)),
    String(Math.round(l.lcpMs)),
    String(Math.round(l.tbtMs)),
    String(Math.round(l.maxTbtMs)),
    l.cls.toFixed(3),
    `${(l.bytes / 1024).toFixed(1)} KiB`,
    judged ? mark(ok) : 'reference',
  ];
}

/** One printed table per kind of figure, each judged against its target. */
export function printReport(results: BenchResults): void {
  console.log(
    `\nMeasured ${results.measuredAt}; Lighthouse default mobile profile (throttling: ` +
      `${results.throttling ?? 'simulate'}, ${results.cpuSlowdown ?? 4}x CPU); "(gzip)" rows: the ` +
      'same build behind a gzip proxy (as a CDN in front of it would serve it).',
  );
  const m = results.machine;
  if (m) {
    console.log(
      `On ${m.cpu} (${m.cores} cores), ${m.chromium}; load average ${m.loadAtStart.toFixed(2)} ` +
        `at the start, ${m.loadAtEnd?.toFixed(2) ?? '?'} at the end` +
        (results.minutes === undefined ? '.' : `; ${results.minutes.toFixed(1)} minutes.`),
    );
    if (m.cpuCheckMsAtStart !== undefined) {
      console.log(
        `Machine speed (the same fixed JavaScript in Node; lower is faster): ` +
          `${Math.round(m.cpuCheckMsAtStart)} ms at the start, ` +
          `${m.cpuCheckMsAtEnd === undefined ? '?' : Math.round(m.cpuCheckMsAtEnd)} ms at the end.`,
      );
    }
    if (m.stealPercent !== undefined) {
      console.log(
        `The host gave ${m.stealPercent.toFixed(0)}% of the CPUs' time over the run to others ` +
          '(steal, /proc/stat): a thread waits meanwhile, and Lighthouse counts the wait in its long tasks.',
      );
    }
  }
  console.log(
    `\nLandings (median; targets: score >= ${TARGETS.score}, FCP <= ${TARGETS.fcpMs} ms, ` +
      `LCP <= ${TARGETS.lcpMs} ms and below the bare React page's, TBT <= ${TARGETS.tbtMs} ms, ` +
      `no single run's TBT above ${TARGETS.runTbtMs} ms)`,
  );
  const all = [...results.landings, ...results.landingsGzip];
  const judged = all.map((l) => landingRow(l, true, results.baseline));
  const reference = results.baseline ? [landingRow(results.baseline, false, null)] : [];
  table(
    ['page', 'runs', 'score', 'FCP ms', 'LCP ms', 'TBT ms', 'max TBT', 'CLS', 'bytes', 'target'],
    [...judged, ...reference],
  );
  const slowdown = results.throttling === 'devtools' ? 1 : (results.cpuSlowdown ?? 4);
  console.log(
    `\nLong tasks after FCP, each run (from the trace; ms as the page ran` +
      (slowdown > 1 ? `, unthrottled: Lighthouse counts ${slowdown}x each` : '') +
      "; load = 1-minute load average; on the CPU: the trace's thread time, the rest the main" +
      ' thread was off the CPU)',
  );
  for (const l of [...all, ...(results.baseline ? [results.baseline] : [])]) {
    l.each.forEach((run, i) => {
      const wall = run.longTasks.reduce((sum, task) => sum + task.durationMs, 0);
      const cpu = run.longTasks.reduce((sum, task) => sum + (task.cpuMs ?? Number.NaN), 0);
      const onCpu =
        Number.isNaN(cpu) || wall === 0
          ? ''
          : `, ${Math.round((100 * cpu) / wall)}% of their time on the CPU`;
      const head = `  ${l.name} run ${i + 1}: TBT ${Math.round(run.tbtMs)} ms, load ${run.load.toFixed(2)}${onCpu}`;
      if (run.longTasks.length === 0) console.log(`${head}; none`);
      else {
        console.log(head);
        for (const task of run.longTasks) console.log(`      ${describeTask(task)}`);
      }
    });
  }
  if (results.guests) {
    printGuests(results.guests, {
      cpuSlowdown: results.cpuSlowdown,
      debuggerAttached: results.guestDebugger,
    });
    printSideBySide(results.landingsGzip, results.guests);
  }
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

/**
 * Each landing's two kinds of rows in one line, both behind the gzip proxy: Lighthouse's (the
 * figure the world compares) and the guest's (what a guest's phone is closest to).
 */
function printSideBySide(lighthouse: readonly LandingFigures[], guests: readonly GuestFigures[]) {
  console.log("\nSide by side (gzip; medians): Lighthouse's rows | the guest's rows");
  const ms = (value: number | undefined): string =>
    value === undefined || Number.isNaN(value) ? '-' : String(Math.round(value));
  table(
    [
      'page',
      'LH score',
      'LH LCP',
      'LH TBT',
      '|',
      'guest LCP',
      'guest blocking',
      'guest long tasks',
    ],
    guests
      .filter((guest) => guest.tapToHeadingMs === null)
      .map((guest) => {
        const lh = lighthouse.find((l) => l.name === `${guest.name} (gzip)`);
        return [
          guest.name,
          ms(lh?.score),
          ms(lh?.lcpMs),
          ms(lh?.tbtMs),
          '|',
          ms(guest.lcpMs),
          ms(guest.blockingMs),
          ms(guest.longTaskMs),
        ];
      }),
  );
}

/** Results written before rows said how they are judged: loads by blocking, taps by the tap. */
const judgedOn = (row: GuestFigures): GuestFigures['judged'] =>
  (row.judged as GuestFigures['judged'] | undefined) ??
  (row.tapToHeadingMs === null ? 'blocking' : 'tap');

/**
 * The guest's rows: a Chromium no client debugs while the page loads, at 4x CPU and slow 4G, the
 * page's own observer reporting (bench/guest.ts). A guest's phone is closest to these rows.
 */
export function printGuests(
  rows: readonly GuestFigures[],
  { cpuSlowdown = 4, debuggerAttached = false } = {},
): void {
  console.log(
    `\nAs a guest's phone sees it (median; ${cpuSlowdown}x CPU, slow 4G, ` +
      `${debuggerAttached ? 'V8 DEBUGGING DOMAINS ON' : 'no debugger'}; blocking = TBT's ` +
      `formula over the long tasks after FCP until 5 s after the views are live; targets: ` +
      `blocking <= ${GUEST_TARGETS.blockingMs} ms, first tap once live over loopback <= ` +
      `${GUEST_TARGETS.tapToHeadingMs} ms)`,
  );
  const ms = (value: number | null): string =>
    value === null || Number.isNaN(value) ? '-' : String(Math.round(value));
  table(
    [
      'page',
      'runs',
      'FCP ms',
      'LCP ms',
      'live ms',
      'blocking',
      'long tasks',
      'tap→heading',
      'input→paint',
      'target',
    ],
    rows.map((row) => [
      row.name,
      String(row.runs),
      ms(row.fcpMs),
      ms(row.lcpMs),
      ms(row.liveMs),
      ms(row.blockingMs),
      ms(row.longTaskMs),
      ms(row.tapToHeadingMs),
      ms(row.firstInputMs),
      judgedOn(row) === 'none'
        ? 'shown'
        : mark(
            row.runs > 0 &&
              (judgedOn(row) === 'blocking'
                ? row.blockingMs <= GUEST_TARGETS.blockingMs
                : (row.tapToHeadingMs ?? Number.NaN) <= GUEST_TARGETS.tapToHeadingMs),
          ),
    ]),
  );
  for (const row of rows) {
    const each = row.samples.map((s) => {
      const tasks = s.longTasks.filter(([start]) => s.fcp !== null && start >= s.fcp);
      const tap =
        s.tap === null || s.heading === null
          ? ''
          : `, tapped ${ms(s.tap - (s.fcp ?? 0))} after FCP, tap→heading ${ms(s.heading - s.tap)}`;
      return `LCP ${ms(s.lcp)}, live ${ms(s.live)}, tasks [${tasks.map(([, d]) => ms(d)).join(' ')}]${tap}`;
    });
    console.log(`  ${row.name}: ${each.join('; ')}`);
  }
}
