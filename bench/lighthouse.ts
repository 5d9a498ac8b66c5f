import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

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

export interface LandingFigures {
  readonly name: string;
  readonly url: string;
  readonly runs: number;
  /** Performance score 0-100, median of the runs. */
  readonly score: number;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  /** Total bytes transferred (Lighthouse's total-byte-weight). */
  readonly bytes: number;
}

interface RunFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
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
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const numeric = (id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories['performance']?.score ?? 0) * 100),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    bytes: numeric('total-byte-weight'),
  };
}

async function launch(language?: string): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    // navigator.languages too, which the browser reads.
    chromeFlags:
      language === undefined
        ? CHROME_FLAGS
        : [...CHROME_FLAGS, `--lang=${language}`, `--accept-lang=${language}`],
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
    for (let i = 0; i < runs; i += 1) all.push(await runFresh(page.url, page.language));
    const pick = (key: keyof RunFigures): number => median(all.map((run) => run[key]));
    figures.push({
      name: page.name,
      url: page.url,
      runs,
      score: pick('score'),
      fcpMs: pick('fcpMs'),
      lcpMs: pick('lcpMs'),
      tbtMs: pick('tbtMs'),
      cls: pick('cls'),
      bytes: pick('bytes'),
    });
  }
  return figures;
}
