import { observeJourney, randomIdGenerator, type Tipping, type VitalName } from '@tipwell/core';
import { BeaconJourneyLog, declinesTracking } from '@tipwell/adapters/insights';
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { AppServices } from './app-services';

interface PrivacyNavigator {
  readonly doNotTrack?: string | null;
  readonly globalPrivacyControl?: boolean;
}

/**
 * The journey log (decision 0022), loaded after the first paint by start-up/4-boot.ts: nothing at all when
 * the server's configuration leaves `insightsUrl` empty or the guest's browser sends Do Not Track
 * or Global Privacy Control. Returns whether it started.
 */
export function startInsights(core: Tipping, services: AppServices): boolean {
  const url = services.config.insightsUrl;
  const win = window as Window & { readonly doNotTrack?: string | null };
  if (url === '' || declinesTracking(navigator as PrivacyNavigator, win)) return false;
  const log = new BeaconJourneyLog({
    url,
    transport: {
      sendBeacon: (to, body) => navigator.sendBeacon(to, body),
      fetch: (to, init) => fetch(to, init),
    },
  });
  const observer = observeJourney(core, {
    log,
    clock: services.clock,
    // A journey id is a UUID wherever the app runs (the server refuses any other shape).
    ids: randomIdGenerator,
    tabStorage: services.sessionStorage,
    language: () => document.documentElement.lang,
    startedAt: Math.round(performance.timeOrigin),
  });
  const report = (metric: Metric): void => {
    // CLS is a unitless score: sent as thousandths, every other vital in milliseconds.
    const value = metric.name === 'CLS' ? metric.value * 1000 : metric.value;
    observer.recordVital(metric.name as VitalName, value);
  };
  onLCP(report);
  onINP(report);
  onCLS(report);
  onFCP(report);
  onTTFB(report);
  // The errors the app catches are written to console.error (the core's use cases, the providers):
  // their class is told too, never their text.
  const writeError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    const error = args.find((arg) => arg instanceof Error);
    if (error !== undefined) observer.recordError(error);
    writeError(...args);
  };
  window.addEventListener('error', (event) => observer.recordError(event.error));
  window.addEventListener('unhandledrejection', (event) => observer.recordError(event.reason));
  // After web-vitals' own listeners: the vitals it reports on hiding go in the same batch.
  log.listen(document, document);
  log.listen(window, document);
  return true;
}
