import type { Browser, CDPSession, Page } from 'playwright-core';
import { launchChromium, phoneContext } from '../e2e/support/browser';
import { median } from './lighthouse';

/** DevTools' "Slow 4G" as Lighthouse applies it (mobileSlow4G with its devtools multipliers). */
export const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
} as const;
export const CPU_SLOWDOWN = 4;

/** What "the next screen is ready" means for one tap. */
interface Ready {
  /** An <h1> whose text starts with this is visible. */
  readonly heading?: string;
  /** A heading or paragraph whose text starts with this is visible. */
  readonly text?: string;
  /** The card form's number field is visible and enabled, and the total is shown. */
  readonly payReady?: boolean;
}

export interface StepFigures {
  readonly flow: string;
  readonly step: string;
  readonly samples: number[];
  readonly p50Ms: number;
  readonly targetMs: number;
}

export interface FlowNote {
  readonly flow: string;
  readonly note: string;
}

async function throttle(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  return cdp;
}

/**
 * Times a tap in the page itself: from the tap's pointerdown to the first animation frame where
 * each readiness condition holds. Returns one duration per condition, in the order given.
 */
async function timeTap(page: Page, tap: () => Promise<void>, ready: Ready[]): Promise<number[]> {
  // tsx (esbuild keepNames) wraps inner functions in __name(); the page has no such helper.
  await page.evaluate('window.__name = (fn) => fn');
  const waiting = page.evaluate(
    (conditions) =>
      new Promise<number[]>((resolve) => {
        let tapAt: number | null = null;
        window.addEventListener('pointerdown', () => (tapAt ??= performance.now()), {
          capture: true,
          once: true,
        });
        const visible = (el: Element | null): boolean =>
          el !== null && el.getBoundingClientRect().height > 0;
        const shown = (selector: string, start: string): boolean =>
          visible(
            [...document.querySelectorAll(selector)].find((el) =>
              (el.textContent ?? '').trim().startsWith(start),
            ) ?? null,
          );
        const holds = (c: { heading?: string; text?: string; payReady?: boolean }): boolean => {
          if (c.heading !== undefined && !shown('h1', c.heading)) return false;
          if (c.text !== undefined && !shown('h1, h2, p', c.text)) return false;
          if (c.payReady) {
            // The card form is mounted and usable, and the total (fees loaded) is shown.
            const card = document.querySelector<HTMLInputElement>(
              'input[autocomplete="cc-number"]',
            );
            const total = document.querySelector('h1')?.textContent ?? '';
            if (!visible(card) || card?.disabled || !/^\s*Total\s*\$\d/.test(total)) return false;
          }
          return true;
        };
        const times: (number | null)[] = conditions.map(() => null);
        // Never hang: after 30 s the missing readiness counts as NaN.
        setTimeout(() => resolve(times.map((t) => t ?? Number.NaN)), 30_000);
        const frame = (): void => {
          if (tapAt !== null) {
            conditions.forEach((c, i) => {
              if (times[i] === null && holds(c)) times[i] = performance.now() - (tapAt ?? 0);
            });
          }
          if (times.every((t) => t !== null)) resolve(times as number[]);
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    ready,
  );
  await tap();
  return waiting;
}

/**
 * Until the views are live: a landing rendered by the server is on screen (inert) before its code
 * has arrived, and a tap is timed on a page that can answer it, as before that rendering.
 */
async function live(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('inert'), null, {
    timeout: 60_000,
  });
}

async function u500Run(browser: Browser, url: string): Promise<number[]> {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  try {
    await throttle(page);
    await page.goto(`${url}/U500`);
    await page.getByText('Select a tip for your stylist').waitFor({ timeout: 60_000 });
    // The later screens' code is prefetched when idle; a guest reads the tips first.
    await live(page);
    await page.waitForTimeout(3000);
    const tip = page.getByRole('button', { name: /\$10.*Great/ });
    return await timeTap(page, () => tip.click(), [{ heading: 'Total' }, { payReady: true }]);
  } finally {
    await context.close();
  }
}

/** Where a first tap's time went, in ms since the navigation started (null: not seen). */
interface FirstTapMarks {
  readonly paint: number | null;
  readonly tap: number | null;
  readonly live: number | null;
  readonly replay: number | null;
  readonly heading: number | null;
}

interface FirstTapRun {
  readonly ms: number;
  readonly marks: FirstTapMarks;
}

/**
 * Marks taken in the page, as a string (tsx's helpers do not exist there): the first contentful
 * paint, the guest's tap, the root made live, the held tap replayed (a click the page made), and
 * the frame where the payment heading shows. The page is looked at only in a frame after its DOM
 * changed (a mutation schedules one animation-frame check), not in every frame: a phone's main
 * thread does not run the bench's code, and this row measures that thread (decision 0027).
 * `window.__firstTapDone` resolves with the marks once the heading shows (or after 30 s).
 */
const FIRST_TAP_MARKS = `(() => {
  const marks = { paint: null, tap: null, live: null, replay: null, heading: null };
  let done;
  window.__firstTapDone = new Promise((resolve) => (done = resolve));
  setTimeout(() => done(marks), 30000);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') marks.paint ??= e.startTime;
  }).observe({ type: 'paint', buffered: true });
  addEventListener('pointerdown', () => { marks.tap ??= performance.now(); }, true);
  addEventListener('click', (e) => { if (!e.isTrusted) marks.replay ??= performance.now(); }, true);
  const check = () => {
    const root = document.getElementById('root');
    if (root && marks.live === null && !root.hasAttribute('inert') && marks.paint !== null) marks.live = performance.now();
    const h1 = document.querySelector('h1');
    if (marks.heading === null && h1 && (h1.textContent || '').trim().startsWith('Total')) {
      marks.heading = performance.now();
      done(marks);
    }
  };
  let scheduled = false;
  new MutationObserver(() => {
    // The root turns live in this very task (its attribute is gone when this runs).
    const root = document.getElementById('root');
    if (root && marks.live === null && !root.hasAttribute('inert') && marks.paint !== null) marks.live = performance.now();
    if (scheduled || marks.heading !== null) return;
    scheduled = true;
    requestAnimationFrame(() => {
      scheduled = false;
      check();
    });
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
})();`;

/**
 * The first tap: U500's $10 tip card tapped as soon as the landing the server rendered has painted
 * (its text is on screen), before its code has arrived or run; from that tap's pointerdown to the
 * payment heading. The page holds a tap on its inert markup and the views answer it as they start
 * (start-up/1-hold-taps.ts, start-up/5-views-live.ts); a tap that is lost never shows the heading (NaN).
 * Between the tap and the heading the bench only waits, through the DevTools protocol, for the
 * page's own promise: nothing of Playwright's runs in the page meanwhile.
 */
async function firstTapRun(browser: Browser, url: string): Promise<FirstTapRun> {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  try {
    // 4x CPU on loopback: the code's download is not what is timed, its evaluation is.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(FIRST_TAP_MARKS);
    await page.goto(`${url}/U500`, { waitUntil: 'commit' });
    const tip = page.getByRole('button', { name: /\$10.*Great/ });
    await page.getByText('Select a tip for your stylist').waitFor({ timeout: 60_000 });
    // The guest's finger lands once, where the card is, whether or not the code is live.
    const box = await tip.boundingBox();
    if (!box) throw new Error('no $10 tip card on the painted landing');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const { result } = await cdp.send('Runtime.evaluate', {
      expression: 'window.__firstTapDone',
      awaitPromise: true,
      returnByValue: true,
    });
    const marks = result.value as FirstTapMarks;
    const ms =
      marks.heading === null || marks.tap === null ? Number.NaN : marks.heading - marks.tap;
    return { ms, marks };
  } finally {
    await context.close();
  }
}

/** The first tap's phases, p50 over the runs: where its time went. */
function firstTapPhases(runs: readonly FirstTapMarks[]): string {
  const phase = (from: keyof FirstTapMarks, to: keyof FirstTapMarks): string => {
    const spans = runs.flatMap((m) => {
      const a = m[from];
      const b = m[to];
      return a === null || b === null ? [] : [b - a];
    });
    return spans.length === 0 ? 'n/a' : `${Math.round(median(spans))} ms`;
  };
  const paint = runs.flatMap((m) => (m.paint === null ? [] : [m.paint]));
  return [
    `first tap, p50 of ${runs.length}: paint at ${paint.length ? Math.round(median(paint)) : 'n/a'} ms`,
    // When the finger landed, and how long the landing stayed inert after its paint.
    `paint → tap ${phase('paint', 'tap')}`,
    `paint → root live ${phase('paint', 'live')}`,
    // A card tapped on the inert landing is answered as the views start, in the task the root
    // turns live (start-up/5-views-live.ts): the wait for the code, then the tap's own work. A tap held
    // after the views started is replayed by the page once they are live: a click the page made.
    `tap → root live ${phase('tap', 'live')}`,
    `root live → payment heading ${phase('live', 'heading')}`,
    `replayed by the page in ${runs.filter((m) => m.replay !== null).length} of ${runs.length}`,
  ].join(', ');
}

/** P201: guest verification → nights → proposed tip → payment; null when not built. */
async function p201Run(browser: Browser, url: string): Promise<number[] | null> {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  try {
    await throttle(page);
    await page.goto(`${url}/P201`);
    const room = page.getByLabel('Room number');
    const built = await room
      .waitFor({ timeout: 60_000 })
      .then(() => true)
      .catch(() => false);
    if (!built) return null;
    await live(page);
    await page.waitForTimeout(3000);
    await room.fill('1204');
    await page.getByLabel('Last name').fill('Rivera');
    const next = page.getByRole('button', { name: 'Next' });
    const [nights] = await timeTap(page, () => next.click(), [
      { heading: 'How many nights did you stay at the hotel?' },
    ]);
    const more = page.getByRole('button', { name: 'More nights' });
    await more.click();
    await more.click();
    const [proposed] = await timeTap(page, () => next.click(), [
      { text: '90% of guests usually tip' },
    ]);
    const tip = page.getByRole('button', { name: /^Go ahead, tip/ });
    const [screen, form] = await timeTap(page, () => tip.click(), [
      { heading: 'Total' },
      { payReady: true },
    ]);
    return [nights ?? Number.NaN, proposed ?? Number.NaN, screen ?? Number.NaN, form ?? Number.NaN];
  } finally {
    await context.close();
  }
}

/**
 * Tap-to-ready latencies through the flows, `runs` fresh guests each, p50 per step. With
 * `firstTapOnly` (`BENCH_ONLY=first-tap`) only the first-tap row and where its time went: quick
 * enough to compare two builds in the same minute.
 */
export async function measureSteps(
  url: string,
  runs = 5,
  label = '',
  firstTapOnly = false,
): Promise<{ steps: StepFigures[]; notes: FlowNote[] }> {
  const browser = await launchChromium();
  try {
    const u500: number[][] = [[], []];
    const firstTap: number[] = [];
    const firstTapMarks: FirstTapMarks[] = [];
    const p201: number[][] = [[], [], [], []];
    let p201Built = !firstTapOnly;
    for (let i = 0; i < runs; i += 1) {
      if (!firstTapOnly) {
        const times = await u500Run(browser, url);
        times.forEach((t, step) => u500[step]?.push(t));
      }
      const first = await firstTapRun(browser, url);
      firstTap.push(first.ms);
      firstTapMarks.push(first.marks);
      const hospitality = p201Built ? await p201Run(browser, url) : null;
      if (hospitality === null) p201Built = false;
      else hospitality.forEach((t, step) => p201[step]?.push(t));
    }
    const U = `U500${label}`;
    const P = `P201${label}`;
    const rows = [
      {
        flow: U,
        step: 'first tap at paint, $10 tip → payment heading (4x CPU)',
        targetMs: 200,
        samples: firstTap,
      },
      ...(firstTapOnly
        ? []
        : [
            { flow: U, step: 'tap $10 tip → payment heading', targetMs: 100, samples: u500[0]! },
            { flow: U, step: 'tap $10 tip → card form ready', targetMs: 1500, samples: u500[1]! },
          ]),
      ...(p201Built
        ? [
            { flow: P, step: 'tap Next (room, name) → nights', targetMs: 100, samples: p201[0]! },
            {
              flow: P,
              step: 'tap Next (3 nights) → proposed tip',
              targetMs: 100,
              samples: p201[1]!,
            },
            {
              flow: P,
              step: 'tap Go ahead $15 → payment heading',
              targetMs: 100,
              samples: p201[2]!,
            },
            {
              flow: P,
              step: 'tap Go ahead $15 → card form ready',
              targetMs: 1500,
              samples: p201[3]!,
            },
          ]
        : []),
    ];
    const steps: StepFigures[] = rows.map((s) => ({ ...s, p50Ms: median(s.samples) }));
    const notes: FlowNote[] = [
      { flow: U, note: firstTapPhases(firstTapMarks) },
      ...(p201Built || firstTapOnly
        ? []
        : [
            { flow: P, note: 'hospitality screens not built: no guest-verification form on /P201' },
          ]),
    ];
    return { steps, notes };
  } finally {
    await browser.close();
  }
}
