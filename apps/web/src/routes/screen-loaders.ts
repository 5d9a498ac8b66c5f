import type { ComponentType } from 'react';
import type { StepName } from '@tipwell/core';

type Loader = () => Promise<{ default: ComponentType }>;

/** The screens after the landing, each in its own chunk. No React here: main.ts uses it too. */
export const screenLoaders = {
  browse: () =>
    import('../screens/browse/browse-screen').then((m) => ({ default: m.BrowseScreen })),
  proposedTipBeauty: () =>
    import('../screens/proposed-tip-beauty/proposed-tip-beauty-screen').then((m) => ({
      default: m.ProposedTipBeautyScreen,
    })),
  locations: () =>
    import('../screens/locations/locations-screen').then((m) => ({
      default: m.LocationsScreen,
    })),
  department: () =>
    import('../screens/department/department-screen').then((m) => ({
      default: m.DepartmentScreen,
    })),
  guestVerification: () =>
    import('../screens/guest-verification/guest-verification-screen').then((m) => ({
      default: m.GuestVerificationScreen,
    })),
  nights: () =>
    import('../screens/nights/nights-screen').then((m) => ({ default: m.NightsScreen })),
  proposedTipHospitality: () =>
    import('../screens/proposed-tip-hospitality/proposed-tip-hospitality-screen').then((m) => ({
      default: m.ProposedTipHospitalityScreen,
    })),
  payment: () =>
    import('../screens/payment/payment-screen').then((m) => ({ default: m.PaymentScreen })),
  review: () =>
    import('../screens/review/review-screen').then((m) => ({ default: m.ReviewScreen })),
  success: () =>
    import('../screens/success/success-screen').then((m) => ({ default: m.SuccessScreen })),
  proposedTipIntent: () =>
    import('../screens/proposed-tip-intent/proposed-tip-intent-screen').then((m) => ({
      default: m.ProposedTipIntentScreen,
    })),
  intentPaid: () =>
    import('../screens/intent-paid/intent-paid-screen').then((m) => ({
      default: m.IntentPaidScreen,
    })),
  errorExternal: () =>
    import('../screens/error-external/error-external-screen').then((m) => ({
      default: m.ErrorExternalScreen,
    })),
} satisfies Record<string, Loader>;

export type ScreenName = keyof typeof screenLoaders;

/** Each screen's module (its key in the build manifest: the server preloads a landing's code). */
export const screenSources: Readonly<Record<ScreenName, string>> = {
  browse: 'src/screens/browse/browse-screen.tsx',
  proposedTipBeauty: 'src/screens/proposed-tip-beauty/proposed-tip-beauty-screen.tsx',
  locations: 'src/screens/locations/locations-screen.tsx',
  department: 'src/screens/department/department-screen.tsx',
  guestVerification: 'src/screens/guest-verification/guest-verification-screen.tsx',
  nights: 'src/screens/nights/nights-screen.tsx',
  proposedTipHospitality:
    'src/screens/proposed-tip-hospitality/proposed-tip-hospitality-screen.tsx',
  payment: 'src/screens/payment/payment-screen.tsx',
  review: 'src/screens/review/review-screen.tsx',
  success: 'src/screens/success/success-screen.tsx',
  proposedTipIntent: 'src/screens/proposed-tip-intent/proposed-tip-intent-screen.tsx',
  intentPaid: 'src/screens/intent-paid/intent-paid-screen.tsx',
  errorExternal: 'src/screens/error-external/error-external-screen.tsx',
};

export interface ScreenModule {
  readonly default: ComponentType;
}

/**
 * A load whose outcome can be read without waiting (the fields React's `use()` reads): once it is
 * fulfilled, split-screen.tsx renders the screen at once instead of suspending for a frame.
 */
export type Tracked<T> = Promise<T> &
  (
    | { status: 'pending' }
    | { status: 'fulfilled'; value: T }
    | { status: 'rejected'; reason: unknown }
  );

/** Loads each key once, tracked; a failed load is forgotten, so the next call tries again. */
export function trackedLoads<K, T>(load: (key: K) => Promise<T>): (key: K) => Tracked<T> {
  const loads = new Map<K, Tracked<T>>();
  return (key) => {
    const known = loads.get(key);
    if (known) return known;
    const tracked = Object.assign(load(key), { status: 'pending' }) as Tracked<T>;
    tracked.then(
      (value) => Object.assign(tracked, { status: 'fulfilled', value }),
      (reason: unknown) => {
        Object.assign(tracked, { status: 'rejected', reason });
        loads.delete(key);
      },
    );
    loads.set(key, tracked);
    return tracked;
  };
}

/** A screen's code, loaded once. */
export const loadScreen: (name: ScreenName) => Tracked<ScreenModule> = trackedLoads(
  (name: ScreenName) => screenLoaders[name](),
);

export const screenNames = Object.keys(screenLoaders) as ScreenName[];

/**
 * The split screen each step shows; null for the steps whose screen is in the views' own chunk
 * (the account landing) and for names no screen handles (not-found).
 */
export function screenOfStep(step: StepName): ScreenName | null {
  switch (step) {
    case 'proposed-tip-beauty':
      return 'proposedTipBeauty';
    case 'locations':
      return 'locations';
    case 'department':
      return 'department';
    case 'guest-verification':
      return 'guestVerification';
    case 'nights':
      return 'nights';
    case 'proposed-tip-hospitality':
      return 'proposedTipHospitality';
    case 'proposed-tip-intent':
      return 'proposedTipIntent';
    case 'intent-paid':
      return 'intentPaid';
    case 'payment':
      return 'payment';
    case 'review':
    case 'talent':
      return 'review';
    case 'success':
      return 'success';
    case 'error-external':
      return 'errorExternal';
    case 'users':
    case 'station':
    case 'location':
    case 'group':
      return 'browse';
    default:
      return null;
  }
}

/**
 * Starts loading the screen of a step now (a no-op when it is loaded or loading): main.ts calls it
 * as soon as the flow knows its first step, so the screen's code arrives beside the views' code.
 * False when the step has no split screen.
 */
export function preloadScreenOf(step: StepName): boolean {
  const screen = screenOfStep(step);
  if (screen === null) return false;
  loadScreen(screen).catch(() => undefined);
  return true;
}

export interface IdleScheduler {
  (run: () => void): void;
}

/** One idle period of the browser (a timer where requestIdleCallback is missing). */
export const whenIdle: IdleScheduler = (run) => {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(run, { timeout: 3000 });
  } else {
    setTimeout(run, 500);
  }
};

let markScreenShown: () => void = () => undefined;
/** Settles once the page's first split screen has painted (see `screenShown`). */
const firstScreenShown = new Promise<void>((resolve) => {
  markScreenShown = resolve;
});

/**
 * Called by a split screen once it has painted. Until the first one has, the first screen's code,
 * the location's logo and the avatars have the network to themselves.
 */
export function screenShown(): void {
  markScreenShown();
}

/**
 * Fetches the later screens' code once the page has loaded and its first screen has painted,
 * then whatever `also` loads (the sandbox card form; the provider's code is not among them). Each
 * fetch starts in an idle period of its own, so no long task competes with the guest's first tap.
 */
export function prefetchScreens(
  also: readonly (() => Promise<unknown>)[] = [],
  idle: IdleScheduler = whenIdle,
  screens: readonly (() => Promise<unknown>)[] = screenNames.map((name) => () => loadScreen(name)),
  shown: Promise<unknown> = firstScreenShown,
): void {
  const queue = [...screens, ...also];
  // One start per idle period, without waiting for the network: the downloads run side by side
  // while each start's work on the main thread stays small.
  const next = (): void => {
    const load = queue.shift();
    if (!load) return;
    void load().catch(() => undefined);
    idle(next);
  };
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  void Promise.all([loaded, shown]).then(() => idle(next));
}
