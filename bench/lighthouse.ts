import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { IDLE_BROWSER_UI_FEATURES, withDisabledFeatures } from '../e2e/support/browser';
import { longTasksAfterFcp, type LongTask } from './long-tasks';

/** Debian's Chromium with the flags that run headless on this machine. */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Lighthouse's figures of one run, or the medians of several. */
interface Figures {
  /** Performance score 0-100. */
  readonly score: number;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  /** Total bytes transferred (Lighthouse's total-byte-weight). */
  readonly bytes: number;
}

/** A page's medians over its runs. */
export interface LandingFigures extends Figures {
  readonly name: string;
  readonly url: string;
  readonly runs: number;
  /** The highest TBT of the runs (a single run must stay under 150 ms). */
  readonly maxTbtMs: number;
  /** Each run's figures, with its long tasks after FCP from the trace. */
  readonly each: readonly RunFigures[];
}

export interface RunFigures extends Figures {
  /** The main thread's tasks after FCP that TBT counts (bench/long-tasks.ts). */
  readonly longTasks: readonly LongTask[];
  /** The machine's 1-minute load average when the run ended. */
  readonly load: number;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The CPU slowdown of every throttled row: 4, Lighthouse's mobile profile. BENCH_CPU_SLOWDOWN=6
 * emulates a machine of this kind half as fast again (issue 39: 181 against 259–270 ms of the same
 * fixed JavaScript), when only the faster one is at hand.
 */
export const CPU_SLOWDOWN = cpuSlowdown(process.env['BENCH_CPU_SLOWDOWN']);

function cpuSlowdown(value: string | undefined): number {
  if (value === undefined || value === '') return 4;
  const rate = Number(value);
  if (!Number.isFinite(rate) || rate < 1)
    throw new Error(`BENCH_CPU_SLOWDOWN=${value}: not a rate >= 1`);
  return rate;
}

/**
 * 'simulate' (Lighthouse's default: a fast run, then slow 4G and 4x CPU estimated from its trace)
 * or 'devtools' (`BENCH_THROTTLING=devtools`: the page is loaded under slow 4G and 4x CPU, and
 * what it did is what is reported). The estimate counts every request that happened to end
 * before the largest paint of the fast run, so a page that paints its landing before its scripts
 * are needed is best seen both ways.
 */
export const THROTTLING: 'simulate' | 'devtools' =
  process.env['BENCH_THROTTLING'] === 'devtools' ? 'devtools' : 'simulate';

async function runOnce(url: string, port: number, language?: string): Promise<RunFigures> {
  // Lighthouse's default config: the mobile profile (Moto G Power, slow 4G, 4x CPU).
  const result = await lighthouse(url, {
    port,
    // A guest whose browser speaks `language`: the server writes the landing in it.
    ...(language === undefined ? {} : { extraHeaders: { 'Accept-Language': language } }),
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    throttlingMethod: THROTTLING,
    // BENCH_CPU_SLOWDOWN (above): a slower phone than the profile's 4x.
    ...(CPU_SLOWDOWN === 4 ? {} : { throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN } }),
    // BENCH_BLOCK=<pattern>: Lighthouse blocks those requests, to try a suspect away.
    ...(process.env['BENCH_BLOCK'] ? { blockedUrlPatterns: [process.env['BENCH_BLOCK']] } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const numeric = (id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;
  const traces = process.env['BENCH_TRACES'];
  if (traces) {
    // BENCH_TRACES=<dir>: each run's trace, to open in DevTools' Performance panel.
    mkdirSync(traces, { recursive: true });
    const name = `${new URL(url).pathname.replaceAll(/\W+/g, '_')}-${Date.now()}.json`;
    writeFileSync(join(traces, name), JSON.stringify(result.artifacts.Trace));
  }
  let longTasks: LongTask[] = [];
  try {
    longTasks = longTasksAfterFcp(
      result.artifacts.Trace,
      THROTTLING === 'simulate' ? CPU_SLOWDOWN : 1,
    );
  } catch (error) {
    console.warn(`No long tasks from the trace of ${url}: ${(error as Error).message}`);
  }
  return {
    score: Math.round((lhr.categories['performance']?.score ?? 0) * 100),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    bytes: numeric('total-byte-weight'),
    longTasks,
    load: loadavg()[0] ?? Number.NaN,
  };
}

/**
 * chrome-launcher's own switches and ours, with the browser UI nobody sees turned off too
 * (`IDLE_BROWSER_UI_FEATURES`: each fresh Chromium loaded its omnibox popup's WebUI beside the page
 * Lighthouse measured). Chromium reads only the last `--disable-features`, so the two lists go as one.
 */
export function launcherFlags(): string[] {
  const defaults = chromeLauncher.Launcher.defaultFlags();
  const { drop, add } = withDisabledFeatures(defaults, IDLE_BROWSER_UI_FEATURES);
  return [...defaults.filter((flag) => flag !== drop), add, ...CHROME_FLAGS];
}

export async function launch(language?: string): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    ignoreDefaultFlags: true,
    // navigator.languages too, which the browser reads.
    chromeFlags:
      language === undefined
        ? launcherFlags()
        : [...launcherFlags(), `--lang=${language}`, `--accept-lang=${language}`],
  });
}

/** One Lighthouse run in a fresh Chromium; a run whose trace failed (NO_NAVSTART) is retried. */
async function runFresh(url: string, language?: string, attempts = 3): Promise<RunFigures> {
  for (let attempt = 1; ; attempt += 1) {
    const chrome = await launch(language);
    try {
      return await runOnce(url, chrome.port, language);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`Lighthouse retry ${attempt} on ${url}: ${(error as Error).message}`);
    } finally {
      chrome.kill();
    }
  }
}

/** Runs Lighthouse `runs` times on each page and keeps the median of each figure. */
export async function measureLandings(
  pages: readonly { name: string; url: string; language?: string }[],
  runs = 3,
): Promise<LandingFigures[]> {
  const figures: LandingFigures[] = [];
  for (const page of pages) {
    const all: RunFigures[] = [];
    for (let i = 0; i < runs; i += 1) {
      // A run that fails three times is left out (and said so) rather than ending the bench.
      const run = await runFresh(page.url, page.language).catch((error: unknown) => {
        console.warn(
          `Lighthouse run ${i + 1} of ${page.name} left out: ${(error as Error).message}`,
        );
        return null;
      });
      if (run) all.push(run);
    }
    const pick = (key: keyof Figures): number => median(all.map((run) => run[key]));
    figures.push({
      name: page.name,
      url: page.url,
      runs: all.length,
      score: pick('score'),
      fcpMs: pick('fcpMs'),
      lcpMs: pick('lcpMs'),
      tbtMs: pick('tbtMs'),
      cls: pick('cls'),
      bytes: pick('bytes'),
      maxTbtMs: all.length === 0 ? Number.NaN : Math.max(...all.map((run) => run.tbtMs)),
      each: all,
    });
  }
  return figures;
}
