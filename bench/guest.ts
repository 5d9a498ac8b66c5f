import { DevTools } from './devtools';
import { CPU_SLOWDOWN, launch, median } from './lighthouse';
import { SLOW_4G } from './steps';

// The guest's rows: what a guest's phone pays, measured in a Chromium that no client debugs while
// the page loads. chrome-launcher starts it; one DevTools connection sets 4x CPU, slow 4G and a
// phone's screen, adds the observer below and navigates, and enables none of V8's domains
// (Runtime, Debugger, Profiler): with one of those, V8 records a detailed stack for every Error
// made and re-parses the code on it, a cost no guest's browser pays. (Page and Network are
// enabled: the first to add the observer, the second to throttle; neither touches V8.) The page's
// own PerformanceObserver (paint, LCP, long tasks, event timing) posts its figures to the bench's
// collector at the page's own origin (bench/gzip-proxy.ts, `/__bench/guest`; the page's CSP
// allows `connect-src 'self'`). The first tap is real input: the browser's Input domain presses
// and releases the mouse where the observer saw the tip card painted.

/** The collector's path on the gzip proxy (bench/gzip-proxy.ts). */
const COLLECTOR_PATH = '/__bench/guest';

/** What the page's observer posts. Times in ms since the navigation started. */
export interface GuestReport {
  readonly kind: 'card' | 'load' | 'tap';
  readonly fcp: number | null;
  readonly lcp: number | null;
  readonly live: number | null;
  /** [start, duration] of each long task (over 50 ms) the page saw. */
  readonly longTasks: readonly (readonly [number, number])[];
  readonly tap: number | null;
  readonly heading: number | null;
  /** The longest event-timing duration of the first interaction (pointerdown → next paint). */
  readonly firstInput: number | null;
  /** Where the tip card to tap was painted (CSS px). */
  readonly card: { readonly x: number; readonly y: number } | null;
  /** When the payment step's card form first had a field (a landing on the payment step). */
  readonly cardForm: number | null;
}

/**
 * The observer, added to the page before its own scripts (a string: tsx's helpers do not exist
 * there). `run` names the run at the collector; `tapCard`, a pattern of the card to tap, turns on
 * the first-tap marks (pointerdown → the frame where the payment heading shows); the card is
 * handed to the bench `tapAfterMs` after the first contentful paint and, with `onceLive`, not
 * before the views are live.
 */
function observer(
  run: string,
  tapCard: string | null,
  tapAfterMs: number,
  onceLive: boolean,
): string {
  return `(() => {
  const r = { fcp: null, lcp: null, live: null, longTasks: [], tap: null, heading: null, firstInput: null, card: null, cardForm: null };
  const post = (kind) => navigator.sendBeacon(${JSON.stringify(`${COLLECTOR_PATH}?run=${run}`)}, JSON.stringify({ ...r, kind }));
  const see = (type, each) => new PerformanceObserver((list) => list.getEntries().forEach(each)).observe({ type, buffered: true });
  see('paint', (e) => { if (e.name === 'first-contentful-paint') r.fcp = e.startTime; });
  see('largest-contentful-paint', (e) => { r.lcp = e.startTime; });
  see('longtask', (e) => { r.longTasks.push([e.startTime, e.duration]); });
  let firstId = null;
  new PerformanceObserver((list) => list.getEntries().forEach((e) => {
    if (!e.interactionId) return;
    firstId ??= e.interactionId;
    if (e.interactionId === firstId) r.firstInput = Math.max(r.firstInput ?? 0, e.duration);
  })).observe({ type: 'event', buffered: true, durationThreshold: 16 });
  const tapCard = ${tapCard === null ? 'null' : `new RegExp(${JSON.stringify(tapCard)})`};
  const watchLive = () => {
    const root = document.getElementById('root');
    if (!root) return void requestAnimationFrame(watchLive);
    if (tapCard) {
      const card = () => [...root.querySelectorAll('button')].find((b) => tapCard.test(b.textContent || ''));
      const seek = () => {
        const found = card();
        const early = r.fcp === null || performance.now() < r.fcp + ${tapAfterMs} || (${onceLive} && r.live === null);
        if (!found || early) return void setTimeout(seek, 16);
        const box = found.getBoundingClientRect();
        r.card = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
        post('card');
      };
      seek();
    }
    const live = () => {
      if (r.live !== null || root.hasAttribute('inert')) return;
      r.live = performance.now();
      // 5 s after going live; on the payment step, not before its card form (20 s at most).
      const load = () => {
        const waiting = root.querySelector('.payment__card-host') && r.cardForm === null;
        if (waiting && performance.now() < 20000) return void setTimeout(load, 100);
        post('load');
      };
      if (!tapCard) setTimeout(load, 5000);
    };
    live();
    new MutationObserver(live).observe(root, { attributes: true, attributeFilter: ['inert'] });
    const cardForm = new MutationObserver(() => {
      if (!root.querySelector('.payment__card-host input, .payment__card-host iframe')) return;
      r.cardForm = performance.now();
      cardForm.disconnect();
    });
    cardForm.observe(root, { subtree: true, childList: true });
  };
  if (tapCard) {
    addEventListener('pointerdown', () => {
      if (r.tap !== null) return;
      r.tap = performance.now();
      let scheduled = false;
      const check = () => {
        scheduled = false;
        const h1 = document.querySelector('h1');
        if (r.heading === null && h1 && (h1.textContent || '').trim().startsWith('Total')) {
          r.heading = performance.now();
          setTimeout(() => post('tap'), 1000);
        }
      };
      new MutationObserver(() => {
        if (scheduled || r.heading !== null) return;
        scheduled = true;
        requestAnimationFrame(check);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    }, true);
  }
  watchLive();
})();`;
}

/** The reports the collector holds for a run, once one of `kind` has arrived (or after 60 s). */
async function reportOf(origin: string, run: string, kind: GuestReport['kind']) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const reports = (await (
      await fetch(`${origin}${COLLECTOR_PATH}?run=${run}`)
    ).json()) as GuestReport[];
    const found = reports.find((report) => report.kind === kind);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${kind} report from ${run}`);
}

let runs = 0;

export const DEBUGGER = process.env['BENCH_GUEST_DEBUGGER'] === '1';

/**
 * One guest: a fresh Chromium at CPU_SLOWDOWN, over slow 4G (or loopback), the page loaded, and
 * the first tap if asked.
 */
async function guestRun(page: GuestPage, url: string): Promise<GuestReport> {
  const { language, tapCard, tapAfterMs = 0, tapOnceLive = false } = page;
  const run = `g${process.pid}-${(runs += 1)}`;
  const chrome = await launch(language);
  try {
    const devtools = await DevTools.connect(chrome.port);
    try {
      await devtools.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      if (page.network !== 'loopback') {
        await devtools.send('Network.enable');
        await devtools.send('Network.emulateNetworkConditions', SLOW_4G);
      }
      await devtools.send('Emulation.setDeviceMetricsOverride', {
        width: 390,
        height: 844,
        deviceScaleFactor: 3,
        mobile: true,
      });
      // BENCH_GUEST_DEBUGGER=1: V8's debugging domains enabled too, as Lighthouse and Playwright
      // have them: the difference to a plain run is what only a debugger costs.
      if (DEBUGGER) {
        await devtools.send('Runtime.enable');
        await devtools.send('Debugger.enable');
      }
      // The Page domain runs scripts added to new documents only while enabled.
      await devtools.send('Page.enable');
      await devtools.send('Page.addScriptToEvaluateOnNewDocument', {
        source: observer(run, tapCard ?? null, tapAfterMs, tapOnceLive),
      });
      await devtools.send('Page.navigate', { url });
      const origin = new URL(url).origin;
      if (tapCard === undefined) return await reportOf(origin, run, 'load');
      const { card } = await reportOf(origin, run, 'card');
      if (card === null) throw new Error('the observer saw no tip card');
      const mouse = { x: card.x, y: card.y, button: 'left', clickCount: 1 };
      await devtools.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...mouse });
      await devtools.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...mouse });
      return await reportOf(origin, run, 'tap');
    } finally {
      devtools.close();
    }
  } finally {
    chrome.kill();
  }
}

/** A guest's row: medians over the runs of one page (load runs, or first-tap runs). */
export interface GuestFigures {
  readonly name: string;
  readonly runs: number;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly liveMs: number;
  /** Σ (duration − 50 ms) of the long tasks after FCP: TBT's formula over the real run. */
  readonly blockingMs: number;
  /** Σ duration of the long tasks after FCP. */
  readonly longTaskMs: number;
  /** First-tap runs: the tap's pointerdown → the payment heading's frame. */
  readonly tapToHeadingMs: number | null;
  /** First-tap runs: the first interaction's event-timing duration (input → next paint). */
  readonly firstInputMs: number | null;
  /**
   * What the row is judged on: blocking (a load), the tap (over loopback, once the views are
   * live), or nothing (shown).
   */
  readonly judged: 'blocking' | 'tap' | 'none';
  readonly samples: readonly GuestReport[];
}

/** BENCH_EACH_RUN=1: one line per run as it ends (paired side-by-side runs read them). */
const EACH_RUN = process.env['BENCH_EACH_RUN'] === '1';

const afterFcp = (report: GuestReport): (readonly [number, number])[] =>
  report.longTasks.filter(([start]) => report.fcp !== null && start >= report.fcp);

function runLine(report: GuestReport): string {
  const tasks = afterFcp(report);
  return JSON.stringify({
    fcp: report.fcp,
    lcp: report.lcp,
    live: report.live,
    blocking: tasks.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0),
    longTasks: tasks.reduce((sum, [, d]) => sum + d, 0),
    tapToHeading:
      report.tap === null || report.heading === null ? null : report.heading - report.tap,
    cardForm: report.cardForm,
  });
}

function figuresOf(name: string, reports: readonly GuestReport[], page: GuestPage): GuestFigures {
  const tap = page.tapCard !== undefined;
  const pick = (of: (report: GuestReport) => number | null): number =>
    median(reports.flatMap((report) => (of(report) === null ? [] : [of(report) as number])));
  return {
    name,
    runs: reports.length,
    fcpMs: pick((r) => r.fcp),
    lcpMs: pick((r) => r.lcp),
    liveMs: pick((r) => r.live),
    blockingMs: pick((r) => afterFcp(r).reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0)),
    longTaskMs: pick((r) => afterFcp(r).reduce((sum, [, d]) => sum + d, 0)),
    tapToHeadingMs: tap
      ? pick((r) => (r.tap === null || r.heading === null ? null : r.heading - r.tap))
      : null,
    firstInputMs: tap ? pick((r) => r.firstInput) : null,
    judged: !tap ? 'blocking' : page.network === 'loopback' && page.tapOnceLive ? 'tap' : 'none',
    samples: reports,
  };
}

/** A page the guest's rows load: its address and the guest's language. */
export interface GuestPage {
  readonly name: string;
  /** Its path at each build's origin. */
  readonly path: string;
  readonly language?: string;
  /** A pattern of the tip card tapped as soon as the page has painted (the first-tap row). */
  readonly tapCard?: string;
  /** How long after the first contentful paint the card is tapped (0, the default: at once). */
  readonly tapAfterMs?: number;
  /**
   * Tapped once the views are live (the root no longer inert), as by a client that attaches only
   * then (issue 39 point 1): the tap's own cost, the row the first-tap target judges. A tap at the
   * paint also waits for the whole start-up (shown beside it).
   */
  readonly tapOnceLive?: boolean;
  /**
   * Slow 4G (the default), or loopback: the first tap's own row is taken over loopback, as the
   * first-tap row of the steps (bench/steps.ts), so that it times the phone's work, not the code's
   * download; over slow 4G the same tap also waits for the code to arrive (shown, not judged).
   */
  readonly network?: 'slow 4G' | 'loopback';
}

/**
 * The guest's rows of `pages` on each build in `builds` (origins of the same product built apart),
 * `runs` each: the builds' runs interleaved (A, B, B, A…), so a shared machine's load falls on
 * both alike. Rows are named `<page> [<build>]` when there is more than one build.
 */
export async function measureGuests(
  pages: readonly GuestPage[],
  builds: readonly { readonly label: string; readonly origin: string }[],
  runs: number,
): Promise<GuestFigures[]> {
  const reports = pages.map(() => builds.map((): GuestReport[] => []));
  for (let i = 0; i < runs; i += 1) {
    // Round by round, every page on every build: A, B then B, A, so that neither build always
    // runs right after the other's browser has gone and a shared machine's load falls on all alike.
    for (const [p, page] of pages.entries()) {
      const order = [...builds.entries()];
      if (i % 2 === 1) order.reverse();
      for (const [b, build] of order) {
        const url = `${build.origin}${page.path}`;
        const report = await guestRun(page, url).catch((error: unknown) => {
          console.warn(`guest run of ${page.name} left out: ${(error as Error).message}`);
          return null;
        });
        if (report) reports[p]?.[b]?.push(report);
        if (report && EACH_RUN)
          console.log(`run ${i} ${page.name} [${build.label}] ${runLine(report)}`);
      }
    }
  }
  const rows: GuestFigures[] = [];
  for (const [p, page] of pages.entries()) {
    builds.forEach((build, b) => {
      const name = builds.length > 1 ? `${page.name} [${build.label}]` : page.name;
      rows.push(figuresOf(name, reports[p]?.[b] ?? [], page));
    });
  }
  return rows;
}

/** The card the first-tap rows tap on U500 (its text: "$10 … Great"), as a RegExp source. */
export const FIRST_TAP_CARD = '\\$10[\\s\\S]*Great';

/** The guest's targets (issue 39): blocking after FCP per landing, and the first tap, at 4x CPU. */
export const GUEST_TARGETS = { blockingMs: 50, tapToHeadingMs: 200 } as const;
