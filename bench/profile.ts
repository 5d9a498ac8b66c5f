// `npm run bench:profile -- <path> [<path>…]`: where one landing's main-thread time goes, as the
// guest's rows load it (bench/guest.ts: a Chromium that chrome-launcher starts, 4x CPU, slow 4G, a
// phone's screen, through the gzip proxy) with a performance trace and V8's sampling profile
// recorded by the Tracing domain only (no Runtime, Debugger or Profiler domain: none of V8's
// debugging costs). Prints, per run, the long tasks after FCP with their largest functions, and
// over all runs the functions with the most self time, each named by its source module (the
// build's source maps when it has them: `vite build --sourcemap`).
// BENCH_PROFILE_TAP=1: the first tap instead (the guest's first-tap row: over loopback, the $10 card
// tapped as soon as the page has painted): the share of the main thread busy from the tap to the
// payment heading, and the functions with the most self time in that span;
// BENCH_PROFILE_TAP_AFTER=<ms> taps that long after FCP instead (1000: the guest who reads first),
// BENCH_PROFILE_TAP_LIVE=1 once the views are live (the judged first-tap row).
// BENCH_PROFILE_COMPARE=<origin>|<dist>[,…] profiles other builds already running beside it (another
// commit's product process), interleaved round by round; BENCH_RUNS (default 3) runs per path and
// build, BENCH_TRACES=<dir> keeps each trace for DevTools' Performance panel;
// BENCH_PROFILE_TRACE=lighthouse traces Lighthouse's categories too (what its trace costs the page).
import { fork } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import TraceGatherer from 'lighthouse/core/gather/gatherers/trace.js';
import { buildWebIfNeeded, webDist } from '../scripts/build-web';
import { DevTools } from './devtools';
import { FIRST_TAP_CARD } from './guest';
import { CPU_SLOWDOWN, launch, median } from './lighthouse';
import { describeTask, longTasksAfterFcp, type LongTask } from './long-tasks';
import type { ProductAddresses } from './product-process';
import { SLOW_4G } from './steps';

interface TraceEvent {
  readonly name: string;
  readonly cat: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly id?: string;
  readonly args?: {
    data?: {
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
      frame?: string;
      documentLoaderURL?: string;
      type?: string;
    };
    frame?: string;
    name?: string;
  };
}

interface ProfileNode {
  readonly id: number;
  readonly parent?: number;
  readonly callFrame: {
    readonly functionName: string;
    readonly url: string;
    readonly lineNumber: number;
    readonly columnNumber: number;
  };
}

const OWN_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
  'toplevel',
];
/**
 * BENCH_PROFILE_TRACE=lighthouse: Lighthouse's own trace categories as well (its screenshots, the
 * stacks on timeline events, the scripts' sources), to tell what Lighthouse's trace adds to the
 * page's tasks from what the page does.
 */
const LIGHTHOUSE_TRACE = process.env['BENCH_PROFILE_TRACE'] === 'lighthouse';
const CATEGORIES = LIGHTHOUSE_TRACE
  ? [
      ...new Set([
        ...OWN_CATEGORIES,
        ...TraceGatherer.getDefaultTraceCategories().filter((c: string) => c !== '-*'),
      ]),
    ]
  : OWN_CATEGORIES;

const TAP = process.env['BENCH_PROFILE_TAP'] === '1';
/** BENCH_PROFILE_TAP_AFTER=<ms>: the card tapped that long after FCP (the guest's row that reads first). */
const TAP_AFTER_MS = Number(process.env['BENCH_PROFILE_TAP_AFTER'] ?? 0);
/** BENCH_PROFILE_TAP_LIVE=1: the card tapped once the views are live (the judged first-tap row). */
const TAP_ONCE_LIVE = process.env['BENCH_PROFILE_TAP_LIVE'] === '1';
/** The mark put when the payment heading shows. */
const HEADING_MARK = 'bench:payment-heading';

/**
 * Once the page has painted its tip card (and TAP_AFTER_MS have passed since FCP): the card tapped,
 * and the heading's frame marked.
 */
async function tapAtPaint(client: DevTools): Promise<void> {
  const seek = `(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    if (!fcp || performance.now() < fcp.startTime + ${TAP_AFTER_MS}) return null;
    if (${TAP_ONCE_LIVE} && document.getElementById('root')?.hasAttribute('inert') !== false) return null;
    const card = [...document.querySelectorAll('#root button')].find((b) => new RegExp(${JSON.stringify(FIRST_TAP_CARD)}).test(b.textContent || ''));
    const box = card?.getBoundingClientRect();
    return box ? [box.left + box.width / 2, box.top + box.height / 2] : null;
  })()`;
  const until = Date.now() + 20_000;
  let at: unknown = null;
  while (!Array.isArray(at) && Date.now() < until) {
    at = await client.evaluate(seek);
    if (!Array.isArray(at)) await new Promise((resolve) => setTimeout(resolve, 10));
  }
  if (!Array.isArray(at)) {
    const page = await client
      .evaluate(
        `JSON.stringify({ url: location.href, ready: document.readyState, h1: document.querySelector('h1')?.textContent ?? null, root: document.getElementById('root')?.outerHTML.slice(0, 200) ?? null, status: performance.getEntriesByType('navigation')[0]?.responseStatus, body: document.body?.innerText.slice(0, 200) })`,
      )
      .catch((error: unknown) => String(error));
    throw new Error(`no tip card painted in 20 s: ${String(page)}`);
  }
  await client.evaluate(`new MutationObserver((_, observer) => requestAnimationFrame(() => {
    if (!(document.querySelector('h1')?.textContent || '').trim().startsWith('Total')) return;
    observer.disconnect();
    performance.mark(${JSON.stringify(HEADING_MARK)});
  })).observe(document, { subtree: true, childList: true, characterData: true })`);
  const mouse = { x: at[0] as number, y: at[1] as number, button: 'left', clickCount: 1 };
  await client.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...mouse });
  await client.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...mouse });
  const marked = `performance.getEntriesByName(${JSON.stringify(HEADING_MARK)}).length > 0`;
  while (!(await client.evaluate(marked)) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A fresh Chromium as the guest's rows start it, `path` loaded with a trace for `seconds`; with
 * BENCH_PROFILE_TAP, over loopback, until the first tap's payment heading.
 */
async function trace(url: string, seconds: number): Promise<TraceEvent[]> {
  const chrome = await launch();
  try {
    const client = await DevTools.connect(chrome.port);
    try {
      await client.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      if (!TAP) {
        await client.send('Network.enable');
        await client.send('Network.emulateNetworkConditions', SLOW_4G);
      }
      await client.send('Emulation.setDeviceMetricsOverride', {
        width: 390,
        height: 844,
        deviceScaleFactor: 3,
        mobile: true,
      });
      await client.send('Tracing.start', {
        traceConfig: { includedCategories: CATEGORIES },
        transferMode: 'ReportEvents',
      });
      await client.send('Page.navigate', { url });
      if (TAP) await tapAtPaint(client);
      await new Promise((resolve) => setTimeout(resolve, TAP ? 300 : seconds * 1000));
      return (await client.endTracing()) as TraceEvent[];
    } finally {
      client.close();
    }
  } finally {
    chrome.kill();
  }
}

/** Source maps of the build's files, read from the build's folder when it is this one's. */
const maps = new Map<string, SourceMap | null>();
function mapOf(url: string, dist: string | null): SourceMap | null {
  if (maps.has(url)) return maps.get(url) ?? null;
  let map: SourceMap | null = null;
  try {
    const file = dist === null ? null : join(dist, new URL(url).pathname);
    if (file !== null && existsSync(`${file}.map`)) {
      map = new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')) as never);
    }
  } catch {
    map = null;
  }
  maps.set(url, map);
  return map;
}

const shortFile = (url: string): string =>
  (url.split('/').pop() ?? url).replace(/-[\w-]{8}(\.\w+)$/, '$1') || '(native)';

/** `function (source module)` for a profile node. */
function nameOf(node: ProfileNode, dist: string | null): string {
  const { functionName, url, lineNumber, columnNumber } = node.callFrame;
  const fn = functionName || '(anonymous)';
  if (!url) return fn;
  const map = mapOf(url, dist);
  if (map) {
    // Node's own reader of source maps (zero-based lines and columns).
    const at = map.findEntry(lineNumber, columnNumber) as {
      originalSource?: string;
      originalLine?: number;
      name?: string;
    };
    if (at.originalSource) {
      const source = at.originalSource.replace(/^(\.\.\/)+/, '').replace(/^.*node_modules\//, '');
      return `${at.name ?? fn} (${source}:${(at.originalLine ?? 0) + 1})`;
    }
  }
  return `${fn} (${shortFile(url)}:${lineNumber + 1}:${columnNumber})`;
}

interface Sample {
  readonly ts: number;
  readonly ms: number;
  readonly name: string;
  /** Its source module (or the built file, or a native function's name). */
  readonly module: string;
}

interface RunProfile {
  readonly fcpMs: number | null;
  /** Each long task after FCP (what it was made of) and its largest functions. */
  readonly longTasks: readonly { task: LongTask; top: string[] }[];
  /** After FCP; with BENCH_PROFILE_TAP, from the tap to the payment heading. */
  readonly samples: readonly Sample[];
  /** BENCH_PROFILE_TAP: the tap to the payment heading, and how much of it the main thread worked. */
  readonly tap: { readonly ms: number; readonly busyMs: number } | null;
}

/** Milliseconds of [from, to) that the page's main thread spent in tasks (overlaps merged). */
function busyMs(
  events: readonly TraceEvent[],
  main: { pid: number; tid: number },
  from: number,
  to: number,
): number {
  const spans = events
    .filter(
      (e) =>
        e.pid === main.pid &&
        e.tid === main.tid &&
        e.ph === 'X' &&
        (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask'),
    )
    .map((e) => [Math.max(from, e.ts), Math.min(to, e.ts + (e.dur ?? 0))] as const)
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let reached = from;
  for (const [start, end] of spans) {
    if (end <= reached) continue;
    total += end - Math.max(start, reached);
    reached = end;
  }
  return total / 1000;
}

function analyse(events: readonly TraceEvent[], dist: string | null): RunProfile {
  // The page's renderer: the one that started the navigation to the page's address (a fresh
  // process beside the first one's about:blank, the page sending Cross-Origin-Opener-Policy).
  const navigation = events.find(
    (e) => e.name === 'navigationStart' && Boolean(e.args?.data?.documentLoaderURL),
  );
  const main = navigation === undefined ? undefined : { pid: navigation.pid, tid: navigation.tid };
  const origin = navigation?.ts ?? 0;
  const fcp = events.find(
    (e) => e.name === 'firstContentfulPaint' && e.args?.frame === navigation?.args?.frame,
  );
  const fcpMs = fcp ? (fcp.ts - origin) / 1000 : null;
  // V8's samples: the Profile event's start, then each chunk's nodes, samples and time deltas.
  const nodes = new Map<number, ProfileNode>();
  const samples: Sample[] = [];
  for (const profile of events.filter(
    (e) => e.name === 'Profile' && e.pid === main?.pid && e.tid === main.tid,
  )) {
    let ts = profile.args?.data?.startTime ?? 0;
    const chunks = events.filter(
      (e) => e.name === 'ProfileChunk' && e.id === profile.id && e.pid === profile.pid,
    );
    for (const chunk of chunks) {
      const data = chunk.args?.data;
      for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
      const ids = data?.cpuProfile?.samples ?? [];
      const deltas = data?.timeDeltas ?? [];
      ids.forEach((id, i) => {
        ts += deltas[i] ?? 0;
        const node = nodes.get(id);
        const next = deltas[i + 1] ?? 0;
        if (
          node &&
          node.callFrame.functionName !== '(idle)' &&
          node.callFrame.functionName !== '(program)'
        ) {
          const name = nameOf(node, dist);
          const module = /\(([^():]+)(?::[^()]*)?\)$/.exec(name)?.[1] ?? name;
          samples.push({ ts, ms: next / 1000, name, module });
        }
      });
    }
  }
  // The long tasks after FCP as the bench's Lighthouse rows take them (bench/long-tasks.ts), at
  // the throttled durations this trace ran at; each with its largest functions from the samples.
  let tasks: LongTask[] = [];
  try {
    tasks = longTasksAfterFcp({ traceEvents: events }, 1);
  } catch (error) {
    console.warn(`no long tasks from the trace: ${(error as Error).message}`);
  }
  const longTasks = tasks.map((task) => {
    const from = origin + task.startMs * 1000;
    const to = from + task.durationMs * 1000;
    const inside = samples.filter((s) => s.ts >= from && s.ts < to);
    return { task, top: top(inside, 4) };
  });
  const click = events.find(
    (e) => e.name === 'EventDispatch' && e.pid === main?.pid && e.args?.data?.type === 'click',
  );
  const heading = events.find((e) => e.name === HEADING_MARK && e.pid === main?.pid);
  if (TAP && main && click && heading) {
    return {
      fcpMs,
      longTasks,
      samples: samples.filter((s) => s.ts >= click.ts && s.ts < heading.ts),
      tap: {
        ms: (heading.ts - click.ts) / 1000,
        busyMs: busyMs(events, main, click.ts, heading.ts),
      },
    };
  }
  // Only what ran after FCP, as the long tasks: the figure the guest's rows judge.
  const after = fcp?.ts ?? Number.POSITIVE_INFINITY;
  return { fcpMs, longTasks, samples: samples.filter((s) => s.ts >= after), tap: null };
}

function top(samples: readonly Sample[], count: number, by: 'name' | 'module' = 'name'): string[] {
  const self = new Map<string, number>();
  for (const s of samples) self.set(s[by], (self.get(s[by]) ?? 0) + s.ms);
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${ms.toFixed(0).padStart(5)} ms  ${name}`);
}

async function startProduct(dbPath: string): Promise<ProductAddresses & { stop(): void }> {
  const child = fork(new URL('./product-process.ts', import.meta.url).pathname, [dbPath], {
    execArgv: ['--import', 'tsx'],
  });
  const addresses = await new Promise<ProductAddresses>((resolve, reject) => {
    child.once('message', (message) => resolve(message as ProductAddresses));
    child.once('exit', (code) => reject(new Error(`the product's process ended (${code})`)));
  });
  return { ...addresses, stop: () => child.disconnect() };
}

interface Build {
  readonly label: string;
  readonly origin: string;
  /** Its files, for their source maps. */
  readonly dist: string | null;
}

async function main(): Promise<void> {
  const paths = process.argv.slice(2);
  if (paths.length === 0) paths.push(TAP ? '/U500' : '/L100');
  const runs = Number(process.env['BENCH_RUNS'] ?? 3);
  const dir = mkdtempSync(join(tmpdir(), 'tipwell-profile-'));
  buildWebIfNeeded();
  const product = await startProduct(join(dir, 'sandbox.db'));
  // BENCH_PROFILE_COMPARE=<origin>|<dist>[,…]: other builds already running (another commit's
  // product process), their runs interleaved with this build's round by round (A, B then B, A).
  const builds: Build[] = [
    { label: 'this build', origin: product.gzipUrl, dist: webDist },
    ...(process.env['BENCH_PROFILE_COMPARE']?.split(',').filter(Boolean) ?? []).map((entry) => {
      const [origin = '', dist] = entry.split('|');
      return { label: origin, origin, dist: dist ?? null };
    }),
  ];
  try {
    for (const path of paths) {
      const all = builds.map((): Sample[] => []);
      const totals = builds.map((): number[] => []);
      const kinds = builds.map(() => new Map<string, number>());
      for (let i = 0; i < runs; i += 1) {
        const order = [...builds.entries()];
        if (i % 2 === 1) order.reverse();
        for (const [b, build] of order) {
          const events = await trace(`${build.origin}${path}`, 12);
          const traces = process.env['BENCH_TRACES'];
          if (traces) {
            mkdirSync(traces, { recursive: true });
            writeFileSync(
              join(traces, `${path.replaceAll(/\W+/g, '_')}-${b}-${Date.now()}.json`),
              JSON.stringify({ traceEvents: events }),
            );
          }
          const run = analyse(events, build.dist);
          const longMs = run.longTasks.reduce((sum, { task }) => sum + task.durationMs, 0);
          totals[b]?.push(longMs);
          all[b]?.push(...run.samples);
          const tapped =
            run.tap === null
              ? ''
              : `, tap → payment heading ${run.tap.ms.toFixed(0)} ms (main thread busy ${run.tap.busyMs.toFixed(0)} ms of it)`;
          console.log(
            `${path} [${build.label}] run ${i + 1}: FCP ${run.fcpMs?.toFixed(0)} ms, long tasks after FCP ${longMs.toFixed(0)} ms${tapped}, load ${loadavg()[0]?.toFixed(2)}`,
          );
          for (const { task, top: functions } of run.longTasks) {
            console.log(`  ${describeTask(task)}`);
            for (const line of functions) console.log(`    ${line}`);
            for (const part of task.parts) {
              kinds[b]?.set(part.kind, (kinds[b]?.get(part.kind) ?? 0) + part.ms);
            }
          }
        }
      }
      for (const [b, build] of builds.entries()) {
        const parts = [...(kinds[b] ?? [])].sort((x, y) => y[1] - x[1]).slice(0, 12);
        console.log(
          `\n${path} [${build.label}]: long tasks after FCP, median ${median(totals[b] ?? []).toFixed(0)} ms of ${runs}`,
        );
        console.log(
          `  made of (sum over the runs): ${parts.map(([kind, ms]) => `${kind} ${ms.toFixed(0)}`).join(', ')}`,
        );
        const span = TAP ? 'from the tap to the heading' : 'after FCP';
        console.log(`  self time ${span} over the runs (4x CPU), the top 25:`);
        for (const line of top(all[b] ?? [], 25)) console.log(`  ${line}`);
        console.log(`  self time ${span} by source module, the top 25:`);
        for (const line of top(all[b] ?? [], 25, 'module')) console.log(`  ${line}`);
      }
    }
  } finally {
    product.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
