import { currentStep, type Tipping } from '@tipwell/core';
import { showBootFailure } from '../app/boot-failure';
import { warmLocationLogo } from '../app/warm-logo';
import { readConfig } from '../config';
import { initialLocale, startLocale } from '../i18n/locale-choice';
import { createAppTipping } from '../di/create-tipping';
import { LANDING_DATA_ID, parseLandingData, type LandingData } from '../di/landing-data';
import { realServices } from '../di/real-services';
import { loadedPath, watchLoadedEntry } from '../routes/loaded-address';
import { landingDrawable, landingSettled, openEntryEarly } from '../routes/open-entry';
import {
  loadScreen,
  loadScreenAsDrawn,
  preloadScreensFrom,
  screensFrom,
} from '../routes/screen-loaders';
import type { WarmUpWorker } from './2-warm-locale';
import { afterNextPaint } from './6-after-paint';

// Start-up step 4, index.html's entry (a rendered landing's step 3 adds it): no React. It builds
// the services and the core and opens the address while the views' code is on its way, and
// fetches the first screens' code and the logo as soon as the flow knows them.

/**
 * Gives the browser the main thread before the next piece of start-up: scheduler.yield() where it
 * has it, else a timer. Saves on the guest's rows (bench/history/stop-57-tricks.md): blocking
 * /L100 49 ms, /qr 38 ms; costs the first tap at paint over slow 4G 196 ms.
 */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Where step 2's worker stands, named as 2-warm-locale.ts names it (no shared module). */
export const WARM_UP_SIGNAL = {
  attribute: 'data-locale-warm-up',
  event: 'tipwell:locale-warmed-up',
} as const;

/**
 * Resolves once the page's first Intl object may be made without loading the locale data on the
 * main thread: when a rendered landing's step 2 has settled, at once if it has. index.html's shell
 * has no step 2, so there this starts step 2's worker (in the guest's `locale`) and resolves when
 * it answers or fails, or after a second. Saves on the guest's rows
 * (bench/history/stop-63-shell-worker.md): blocking /qr/100/tab-43 62 ms (5/6) and 56 ms (6/6).
 */
export function localeWarmedUp(
  document: Document,
  locale: string,
  startWorker: () => WarmUpWorker = () => {
    const worker = new Worker(new URL('./2-warm-locale.worker.ts', import.meta.url), {
      type: 'module',
    });
    worker.postMessage(locale);
    return worker;
  },
): Promise<void> {
  return new Promise((resolve) => {
    const state = document.documentElement.getAttribute(WARM_UP_SIGNAL.attribute);
    if (state === 'done') return resolve();
    if (state === 'pending') {
      document.addEventListener(WARM_UP_SIGNAL.event, () => resolve(), { once: true });
      return;
    }
    // warmLocaleData's start and settling (2-warm-locale.ts), written again: a module both import
    // would become a chunk the inline script must fetch.
    try {
      const worker = startWorker();
      worker.addEventListener('message', () => resolve());
      worker.addEventListener('error', () => resolve());
    } catch {
      // No workers, or a policy that refuses this one: the views load the data themselves.
      return resolve();
    }
    setTimeout(resolve, 1000);
  });
}

/**
 * Whether the views may hydrate the server's markup: the core reached the step the server showed
 * (a reload restoring the guest's own step does not), with that step's code loaded.
 */
async function sameAsServer(core: Tipping, landing: LandingData): Promise<boolean> {
  // A prepared entry: the server sent answers, not markup.
  if (landing.step === null) return false;
  // The answers are in the page; a core that has not opened by then is not following them.
  await landingSettled(core, 2000);
  const step = currentStep(core.flow.store.getSnapshot());
  if (!landingDrawable(core) || step !== landing.step) return false;
  // The step's screen and the one a tap further on: a tap held on the inert landing, replayed
  // once the views are live, must find that screen's code there.
  const [screen, next] = screensFrom(core.flow.store.getSnapshot());
  await Promise.all([
    screen === undefined ? null : loadScreenAsDrawn(screen),
    next === undefined ? null : loadScreen(next).catch(() => undefined),
  ]);
  return true;
}

async function boot(element: HTMLElement): Promise<void> {
  await nextTask();
  // A rendered landing carries the services' answers it used (di/landing-data.ts).
  const landing = parseLandingData(
    document.getElementById(LANDING_DATA_ID)?.textContent,
    loadedPath,
  );
  // The guest's language: its catalog loads beside the views' code. The views hydrate the
  // server's markup only if it is in that language.
  const locale = initialLocale(landing !== null);
  const pageLocale = document.documentElement.lang;
  const localeReady = startLocale(locale).catch(() => undefined);
  const services = realServices(readConfig(), landing?.responses);
  const core = createAppTipping(services);
  const stopPreloading = core.flow.store.subscribe(() => {
    if (preloadScreensFrom(core.flow.store.getSnapshot())) stopPreloading();
  });
  warmLocationLogo(core);
  // The views make the page's first Intl object (the money formats), which loads the locale data.
  // Only they wait for the warm-up: the first requests leave beside it.
  const localeWarm = localeWarmedUp(document, locale);
  await nextTask();
  // The fingerprint, read by the first request (the user agent read, the IP lookup started).
  services.fingerprint.current();
  await nextTask();
  // Before the entry opens: what the loaded address stands for, should a tap move the flow on
  // before the views first sync the address (routes/loaded-address.ts).
  watchLoadedEntry(core);
  openEntryEarly(core, loadedPath);
  await nextTask();
  // The journey log (decision 0022): after the views' first paint on a rendered landing; beside the
  // views elsewhere (a 3-D Secure return, a reload mid-flow), where a capture seen before it
  // starts would never be told.
  const startJourneyLog = (): void => {
    if (services.config.insightsUrl === '') return;
    // Its chunk's evaluation and its start (web-vitals' observers, the first event) in two tasks.
    // Saves on the guest's rows (blocking, 8 paired rounds; bench/history/stop-62-tricks.md):
    // /qr/100/tab-42 14 ms, /S300 1 ms.
    import('../di/start-insights')
      .then(async ({ startInsights }) => {
        await nextTask();
        startInsights(core, services);
      })
      .catch(() => undefined);
  };
  if (landing === null) startJourneyLog();
  const [{ renderApp }, hydrate] = await Promise.all([
    import('../render-app'),
    landing ? sameAsServer(core, landing) : false,
    localeReady,
    localeWarm,
  ]);
  renderApp(element, services, core, { hydrate: hydrate && locale === pageLocale });
  if (landing !== null) afterNextPaint(startJourneyLog);
}

const element = document.getElementById('root');
if (element) boot(element).catch(() => showBootFailure(element));
