import { currentStep, type Tipping } from '@tipwell/core';
import { showBootFailure } from '../app/boot-failure';
import { warmLocationLogo } from '../app/warm-logo';
import { readConfig } from '../config';
import { initialLocale, startLocale } from '../i18n/locale-choice';
import { createAppTipping } from '../di/create-tipping';
import { LANDING_DATA_ID, parseLandingData, type LandingData } from '../di/landing-data';
import { realServices } from '../di/real-services';
import { loadedPath, watchLoadedEntry } from '../routes/loaded-address';
import { landingSettled, openEntryEarly } from '../routes/open-entry';
import { openIntentEntryEarly } from '../routes/open-intent-entry';
import { loadScreen, preloadScreensFrom, screensFrom } from '../routes/screen-loaders';
import { afterNextPaint } from './6-after-paint';
import { warmMoneyFormat } from './warm-money-format';

// Start-up step 4, index.html's entry (a rendered landing's step 3 adds it): no React, no
// container. It builds the adapters and the core, starts the code exchange while the views' code
// (React, the router, inversify; preloaded by index.html) is still on its way, and fetches the
// first screen's code and the location's logo as soon as the flow knows them. The static shell of
// index.html stays on screen until the views render. Each piece runs in a task of its own: no long
// task on a slow phone's main thread.

/**
 * Gives the browser the main thread before the next piece of start-up: scheduler.yield() where the
 * browser has it (the rest goes on ahead of other waiting tasks), else a timer. Saves on the
 * guest's first-tap row (paired, a loaded machine; bench/history/issue-39-tricks.md): blocking
 * 378 ms median (IQR −50…+1,140); tap → heading within noise (−42 ms, IQR −659…+1,032).
 */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Where step 2's worker stands (2-warm-locale.ts announces it). The two share no module: the
 * landing's inline script imports nothing, and a module both imported would become a chunk of its
 * own that the inline script would have to fetch (`2-warm-locale.test.ts` checks the names agree).
 */
export const WARM_UP_SIGNAL = {
  attribute: 'data-locale-warm-up',
  event: 'tipwell:locale-warmed-up',
} as const;

/**
 * Resolves once the page's first Intl object may be made without loading the locale data on the
 * main thread: at once where no warm-up runs (index.html's shell) or it has settled, else when it
 * settles (within the warm-up's own cap of a second).
 */
export function localeWarmedUp(document: Document): Promise<void> {
  return new Promise((resolve) => {
    const root = document.documentElement;
    if (root.getAttribute(WARM_UP_SIGNAL.attribute) !== 'pending') return resolve();
    document.addEventListener(WARM_UP_SIGNAL.event, () => resolve(), { once: true });
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
  if (core.landing.store.getSnapshot().status !== 'ready' || step !== landing.step) return false;
  // The step's screen, and the one a tap further on (the page preloads it): a tap held on the
  // inert landing is replayed once the views are live and must find that screen's code there.
  const [screen, next] = screensFrom(core.flow.store.getSnapshot());
  await Promise.all([
    screen === undefined ? null : loadScreen(screen),
    next === undefined ? null : loadScreen(next).catch(() => undefined),
  ]);
  return true;
}

async function boot(element: HTMLElement): Promise<void> {
  await nextTask();
  // A landing the server rendered carries the services' answers it used (di/landing-data.ts).
  const landing = parseLandingData(
    document.getElementById(LANDING_DATA_ID)?.textContent,
    loadedPath,
  );
  // The guest's language: its catalog (a small chunk of its own; none for en-US) loads beside
  // the views' code, and the first render is in that language.
  const locale = initialLocale(landing !== null);
  // The language the server wrote the page in: the views hydrate its markup only in that language.
  const pageLocale = document.documentElement.lang;
  const localeReady = startLocale(locale).catch(() => undefined);
  const services = realServices(readConfig(), landing?.responses);
  const core = createAppTipping(services);
  const stopPreloading = core.flow.store.subscribe(() => {
    if (preloadScreensFrom(core.flow.store.getSnapshot())) stopPreloading();
  });
  warmLocationLogo(core);
  await nextTask();
  // The fingerprint (read by the first request) takes the time zone from the page's first Intl
  // object, which loads the locale data: on a rendered landing a worker loads it beside this code
  // (2-warm-locale.ts), and the first Intl object waits for it; elsewhere it is the longest
  // single piece of start-up, alone in its task. The money formatters, made after the exchange
  // has started, then cost little, and the first screen's render does not pay for them.
  await localeWarmedUp(document);
  services.fingerprint.current();
  await nextTask();
  // Before the entry opens: what the loaded address stands for, should a tap move the flow on
  // before the views first sync the address (routes/loaded-address.ts).
  watchLoadedEntry(core);
  openEntryEarly(core, loadedPath);
  openIntentEntryEarly(core, loadedPath);
  await nextTask();
  warmMoneyFormat(locale);
  await nextTask();
  // The journey log (decision 0022). On a landing the server rendered its code is fetched once the
  // views have painted; on any other page (a 3-D Secure return, a reload mid-flow) the guest may be
  // a tap from leaving, and a capture seen before the log starts would never be told, so it is
  // fetched beside the views.
  const startJourneyLog = (): void => {
    if (services.config.insightsUrl === '') return;
    import('../di/start-insights')
      .then(({ startInsights }) => startInsights(core, services))
      .catch(() => undefined);
  };
  if (landing === null) startJourneyLog();
  const [{ renderApp }, hydrate] = await Promise.all([
    import('../render-app'),
    landing ? sameAsServer(core, landing) : false,
    localeReady,
  ]);
  renderApp(element, services, core, { hydrate: hydrate && locale === pageLocale });
  if (landing !== null) afterNextPaint(startJourneyLog);
}

const element = document.getElementById('root');
if (element) boot(element).catch(() => showBootFailure(element));
