import { execFileSync, fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildWebIfNeeded } from '../scripts/build-web';
import { buildBaseline, serveBaseline } from './baseline/serve-baseline';
import {
  DEBUGGER,
  FIRST_TAP_CARD,
  measureGuests,
  type GuestFigures,
  type GuestPage,
} from './guest';
import { CPU_SLOWDOWN, measureLandings, THROTTLING, type LandingFigures } from './lighthouse';
import { startGzipProxy } from './gzip-proxy';
import { cpuCheckMs, cpuTimes, stealPercent } from './machine-speed';
import type { ProductAddresses } from './product-process';
import { printGuests, printReport, type BenchMachine, type BenchResults } from './report';
import { measureSteps, type FlowNote, type StepFigures } from './steps';

// `npm run bench`: the product on a temporary database, Lighthouse on each landing and on a bare
// React page, tap-to-ready latencies in a throttled Chromium. Prints one table; never asserts.
// The web server sends its files precompressed; each figure is also taken behind a gzip proxy (as
// a CDN or front server would serve the same build) and the bare React page is served gzipped.
// BENCH_LANDINGS=/L100,/S300 measures only those (while looking for one landing's long tasks).
const LANDINGS: readonly { path: string; language?: string }[] = process.env['BENCH_LANDINGS']
  ?.split(',')
  .map((path) => ({ path })) ?? [
  { path: '/L100' },
  { path: '/S300' },
  { path: '/P201' },
  { path: '/qr/100/tab-42' },
  // An intent with its total set lands on the payment step, rendered once its fees have answered
  // (its card form the browser's).
  { path: '/qr/100/tab-43' },
  // A guest whose browser speaks another language: its catalog chunk, and right to left in ar.
  { path: '/L100', language: 'es-US' },
  { path: '/L100', language: 'ar' },
];
const RUNS = Number(process.env['BENCH_RUNS'] ?? 3);
// BENCH_ONLY=first-tap: only the first-tap row and its phases (no Lighthouse), plain and gzip;
// BENCH_ONLY=lighthouse: the Lighthouse tables without the tap-to-ready rows;
// BENCH_ONLY=guest: only the guest's rows (bench/guest.ts). BENCH_COMPARE=<dir|address>[,…] (with
// BENCH_ONLY=guest): the guest's rows of other builds of the product (`vite build --outDir <dir>`
// and its renderer in `<dir>-ssr`), or of another commit's product already running at an address,
// too, their runs interleaved with this build's.
const ONLY_FIRST_TAP = process.env['BENCH_ONLY'] === 'first-tap';
const ONLY_GUEST = process.env['BENCH_ONLY'] === 'guest';
const NO_STEPS = process.env['BENCH_ONLY'] === 'lighthouse';
const STEP_RUNS = Number(process.env['BENCH_STEP_RUNS'] ?? 5);

/** What the figures were taken on: they mean little without it. */
function machine(): BenchMachine {
  const chromium = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
  let version = 'unknown';
  try {
    // Debian's wrapper script may print a shell warning on stderr before the version.
    version = execFileSync(chromium, ['--version'], { encoding: 'utf8', stdio: 'pipe' }).trim();
  } catch (error) {
    version = `unknown (${(error as Error).message})`;
  }
  return {
    chromium: version,
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    cores: cpus().length,
    loadAtStart: loadavg()[0] ?? Number.NaN,
    cpuCheckMsAtStart: cpuCheckMs(),
  };
}

function printFirstTap(run: {
  on: BenchMachine;
  plain: { steps: StepFigures[]; notes: FlowNote[] };
  gzip: { steps: StepFigures[]; notes: FlowNote[] };
  loadAtEnd: number;
}): void {
  console.log(
    `${run.on.cpu} (${run.on.cores} cores), ${run.on.chromium}, load ${run.on.loadAtStart.toFixed(2)} → ${run.loadAtEnd.toFixed(2)}, machine speed ${Math.round(run.on.cpuCheckMsAtStart ?? Number.NaN)} → ${Math.round(cpuCheckMs())} ms`,
  );
  for (const { steps, notes } of [run.plain, run.gzip]) {
    for (const s of steps) {
      const samples = s.samples.map((t) => Math.round(t)).join(', ');
      console.log(`${s.flow} ${s.step}: p50 ${Math.round(s.p50Ms)} ms [${samples}]`);
    }
    for (const n of notes) console.log(`  ${n.note}`);
  }
}

/**
 * The product in a process of its own (bench/product-process.ts), as it is deployed: not sharing
 * an event loop with Playwright and Lighthouse.
 */
async function startProduct(
  dbPath: string,
  webDist?: string,
): Promise<ProductAddresses & { stop(): Promise<void> }> {
  const child = fork(new URL('./product-process.ts', import.meta.url).pathname, [dbPath], {
    execArgv: ['--import', 'tsx'],
    env: webDist === undefined ? process.env : { ...process.env, TIPWELL_WEB_DIST: webDist },
  });
  const addresses = await new Promise<ProductAddresses>((resolve, reject) => {
    child.once('message', (message) => resolve(message as ProductAddresses));
    child.once('exit', (code) => reject(new Error(`the product's process ended (${code})`)));
  });
  return {
    ...addresses,
    stop: async () => {
      const exited = once(child, 'exit');
      child.disconnect();
      await exited;
    },
  };
}

/**
 * The guest's rows (bench/guest.ts), through the gzip proxy as a CDN would serve the build: each
 * landing loaded, and the first tap (U500's $10 card tapped once the views are live, and as soon
 * as the landing has painted), over loopback and over slow 4G.
 */
const ALL_GUEST_PAGES: readonly GuestPage[] = [
  ...LANDINGS.map(({ path, language }) => ({
    name: `${path}${language === undefined ? '' : ` (${language})`}`,
    path,
    ...(language === undefined ? {} : { language }),
  })),
  // The first tap as issue 39 point 1 has it taken, by a client that attaches once the views are
  // live, over loopback (judged: the tap's own cost, the phone's work). Then the same card tapped
  // at the paint (shown): held, it also waits for the whole start-up at 4x, and over slow 4G for
  // the code's download too. Then a guest who reads the cards first (shown): tapped a second
  // after the paint, about when a person has read three amounts and chosen one, over loopback.
  {
    name: 'U500 first tap once live',
    path: '/U500',
    tapCard: FIRST_TAP_CARD,
    tapOnceLive: true,
    network: 'loopback',
  },
  {
    name: 'U500 first tap at paint',
    path: '/U500',
    tapCard: FIRST_TAP_CARD,
    network: 'loopback',
  },
  { name: 'U500 first tap at paint, slow 4G', path: '/U500', tapCard: FIRST_TAP_CARD },
  {
    name: 'U500 first tap 1 s after paint',
    path: '/U500',
    tapCard: FIRST_TAP_CARD,
    tapAfterMs: 1000,
    network: 'loopback',
  },
];
// BENCH_GUEST=loads or BENCH_GUEST=first-tap (with BENCH_ONLY=guest): one kind of row only.
const GUEST_PAGES = ALL_GUEST_PAGES.filter((page) => {
  const only = process.env['BENCH_GUEST'];
  return only === undefined || (only === 'first-tap') === (page.tapCard !== undefined);
});

/** BENCH_ONLY=guest: the guest's rows alone, of this build and BENCH_COMPARE's, interleaved. */
async function guestsOnly(
  on: BenchMachine,
  dir: string,
  product: ProductAddresses,
): Promise<GuestFigures[]> {
  // Each entry: a build's directory (served by this commit's product), or the address of a
  // product already running (another commit's `npm start`), put behind a gzip proxy of its own.
  const compared = process.env['BENCH_COMPARE']?.split(',').filter(Boolean) ?? [];
  const others = await Promise.all(
    compared.map(async (entry, i) => {
      if (!/^https?:\/\//.test(entry)) return startProduct(join(dir, `compare-${i}.db`), entry);
      const proxy = await startGzipProxy(entry);
      return { url: entry, gzipUrl: proxy.url, stop: () => proxy.close() };
    }),
  );
  try {
    const builds = [
      { label: 'this build', origin: product.gzipUrl },
      ...others.map((other, i) => ({ label: compared[i] ?? '', origin: other.gzipUrl })),
    ];
    const rows = await measureGuests(GUEST_PAGES, builds, RUNS);
    console.log(
      `${on.cpu} (${on.cores} cores), ${on.chromium}, load ${on.loadAtStart.toFixed(2)} → ${(loadavg()[0] ?? Number.NaN).toFixed(2)}, machine speed ${Math.round(on.cpuCheckMsAtStart ?? Number.NaN)} → ${Math.round(cpuCheckMs())} ms`,
    );
    printGuests(rows, { cpuSlowdown: CPU_SLOWDOWN, debuggerAttached: DEBUGGER });
    return rows;
  } finally {
    await Promise.all(others.map((other) => other.stop()));
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  const timesAtStart = cpuTimes();
  const on = machine();
  // A comparison's base build is measured as it was built: a rebuild from the work tree would
  // compare the variant with itself (stop 63 did so, five times, unnoticed).
  const compared = process.env['BENCH_COMPARE'] !== undefined;
  buildWebIfNeeded(
    compared && process.env['TIPWELL_WEB_DIST'] !== undefined
      ? {
          refuse:
            'TIPWELL_WEB_DIST or apps/server/dist/main.js is older than a source: build them, or touch both to measure them as they are',
        }
      : {},
  );
  const dir = mkdtempSync(join(tmpdir(), 'tipwell-bench-'));
  const product = await startProduct(join(dir, 'sandbox.db'));
  try {
    if (ONLY_GUEST) {
      await guestsOnly(on, dir, product);
      return;
    }
    if (ONLY_FIRST_TAP) {
      const plain = await measureSteps(product.url, STEP_RUNS, '', true);
      const gzip = await measureSteps(product.gzipUrl, STEP_RUNS, ' (gzip)', true);
      printFirstTap({ on, plain, gzip, loadAtEnd: loadavg()[0] ?? Number.NaN });
      return;
    }
    await buildBaseline(join(dir, 'baseline'));
    const baselineServer = await serveBaseline(join(dir, 'baseline'), { gzip: true });
    let baseline: LandingFigures[];
    try {
      baseline = await measureLandings([{ name: 'bare React 19', url: baselineServer.url }], RUNS);
    } finally {
      await baselineServer.close();
    }
    const landingsAt = (origin: string, label: string): Promise<LandingFigures[]> =>
      measureLandings(
        LANDINGS.map(({ path, language }) => ({
          name: `${path}${language === undefined ? '' : ` (${language})`}${label}`,
          url: `${origin}${path}`,
          ...(language === undefined ? {} : { language }),
        })),
        RUNS,
      );
    const landings = await landingsAt(product.url, '');
    const landingsGzip = await landingsAt(product.gzipUrl, ' (gzip)');
    const noSteps = (error: unknown): Awaited<ReturnType<typeof measureSteps>> => ({
      steps: [],
      notes: [{ flow: 'steps', note: `not measured: ${(error as Error).message}` }],
    });
    const skipped = { steps: [], notes: [{ flow: 'steps', note: 'not measured (BENCH_ONLY)' }] };
    const sandboxSteps = NO_STEPS
      ? skipped
      : await measureSteps(product.url, STEP_RUNS, '').catch(noSteps);
    const gzipSteps = NO_STEPS
      ? { steps: [], notes: [] }
      : await measureSteps(product.gzipUrl, STEP_RUNS, ' (gzip)').catch(noSteps);
    const guests = await measureGuests(
      GUEST_PAGES,
      [{ label: 'this build', origin: product.gzipUrl }],
      RUNS,
    );
    const results: BenchResults = {
      measuredAt: new Date().toISOString(),
      machine: {
        ...on,
        loadAtEnd: loadavg()[0] ?? Number.NaN,
        cpuCheckMsAtEnd: cpuCheckMs(),
        stealPercent: stealPercent(timesAtStart, cpuTimes()),
      },
      minutes: (Date.now() - started) / 60_000,
      throttling: THROTTLING,
      cpuSlowdown: CPU_SLOWDOWN,
      guestDebugger: DEBUGGER,
      landings,
      landingsGzip,
      baseline: baseline[0] ?? null,
      guests,
      steps: [...sandboxSteps.steps, ...gzipSteps.steps],
      notes: [...sandboxSteps.notes, ...gzipSteps.notes],
    };
    printReport(results);
    const out = new URL('./results.json', import.meta.url).pathname;
    writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`\nWritten to ${out}`);
  } finally {
    await product.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
