import type { ComponentType } from 'react';
import type { StepName } from '@tipwell/core';

type Loader = () => Promise<{ default: ComponentType }>;

/** A screen after the landing, in its own chunk. */
interface SplitScreen {
  /** The flow's steps it shows. */
  readonly steps: readonly StepName[];
  /** Its module: `screens/<kebab-name>/<kebab-name>-screen.tsx` (see `screenSource`). */
  readonly load: Loader;
}

/**
 * The split screens, one entry each. No React here: start-up/4-boot.ts uses it too. The landing (an
 * account's, `landing`) and not-found are in the views' own chunk and have no entry.
 */
export const splitScreens = {
  browse: {
    steps: ['users', 'station', 'location', 'group'],
    load: () =>
      import('../screens/browse/browse-screen').then((m) => ({ default: m.BrowseScreen })),
  },
  proposedTipBeauty: {
    steps: ['proposed-tip-beauty'],
    load: () =>
      import('../screens/proposed-tip-beauty/proposed-tip-beauty-screen').then((m) => ({
        default: m.ProposedTipBeautyScreen,
      })),
  },
  locations: {
    steps: ['locations'],
    load: () =>
      import('../screens/locations/locations-screen').then((m) => ({
        default: m.LocationsScreen,
      })),
  },
  department: {
    steps: ['department'],
    load: () =>
      import('../screens/department/department-screen').then((m) => ({
        default: m.DepartmentScreen,
      })),
  },
  guestVerification: {
    steps: ['guest-verification'],
    load: () =>
      import('../screens/guest-verification/guest-verification-screen').then((m) => ({
        default: m.GuestVerificationScreen,
      })),
  },
  nights: {
    steps: ['nights'],
    load: () =>
      import('../screens/nights/nights-screen').then((m) => ({ default: m.NightsScreen })),
  },
  proposedTipHospitality: {
    steps: ['proposed-tip-hospitality'],
    load: () =>
      import('../screens/proposed-tip-hospitality/proposed-tip-hospitality-screen').then((m) => ({
        default: m.ProposedTipHospitalityScreen,
      })),
  },
  payment: {
    steps: ['payment'],
    load: () =>
      import('../screens/payment/payment-screen').then((m) => ({ default: m.PaymentScreen })),
  },
  review: {
    steps: ['review', 'talent'],
    load: () =>
      import('../screens/review/review-screen').then((m) => ({ default: m.ReviewScreen })),
  },
  success: {
    steps: ['success'],
    load: () =>
      import('../screens/success/success-screen').then((m) => ({ default: m.SuccessScreen })),
  },
  proposedTipIntent: {
    steps: ['proposed-tip-intent'],
    load: () =>
      import('../screens/proposed-tip-intent/proposed-tip-intent-screen').then((m) => ({
        default: m.ProposedTipIntentScreen,
      })),
  },
  intentPaid: {
    steps: ['intent-paid'],
    load: () =>
      import('../screens/intent-paid/intent-paid-screen').then((m) => ({
        default: m.IntentPaidScreen,
      })),
  },
  errorExternal: {
    steps: ['error-external'],
    load: () =>
      import('../screens/error-external/error-external-screen').then((m) => ({
        default: m.ErrorExternalScreen,
      })),
  },
} satisfies Record<string, SplitScreen>;

export type ScreenName = keyof typeof splitScreens;

export const screenNames = Object.keys(splitScreens) as ScreenName[];

/**
 * A screen's module, as the build manifest keys it (the server preloads a landing's code by it):
 * `proposedTipBeauty` → `src/screens/proposed-tip-beauty/proposed-tip-beauty-screen.tsx`.
 */
export function screenSource(name: ScreenName): string {
  const folder = name.replaceAll(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return `src/screens/${folder}/${folder}-screen.tsx`;
}

export interface ScreenModule {
  readonly default: ComponentType;
}

/** The screens whose code has arrived: rendered at once (on the server, and after a preload). */
export const loadedScreens = new Map<ScreenName, ComponentType>();

/** A screen's code (the browser fetches and runs a module once however often it is imported). */
export function loadScreen(name: ScreenName): Promise<ScreenModule> {
  return splitScreens[name].load().then((module) => {
    loadedScreens.set(name, module.default);
    return module;
  });
}

/**
 * The split screen a step shows; null for the steps whose screen is in the views' own chunk (the
 * account landing) and for names no screen handles (not-found).
 */
export function screenOfStep(step: StepName): ScreenName | null {
  const shows = (name: ScreenName): boolean => {
    const screen: SplitScreen = splitScreens[name];
    return screen.steps.includes(step);
  };
  return screenNames.find(shows) ?? null;
}

/**
 * Starts loading the screen of a step now (a no-op when it is loaded or loading): start-up/4-boot.ts calls it
 * as soon as the flow knows its first step, so the screen's code arrives beside the views' code.
 * False when the step has no split screen.
 */
export function preloadScreenOf(step: StepName): boolean {
  const screen = screenOfStep(step);
  if (screen === null) return false;
  loadScreen(screen).catch(() => undefined);
  return true;
}

/** Where a flow stands, as far as its screens' code goes. */
interface FlowPosition {
  readonly steps: readonly StepName[];
  readonly index: number;
}

/**
 * The split screen of the flow's step, then the one a tap further on (a proposed tip's payment
 * screen), when each has one: the code a guest who taps as soon as the landing shows needs.
 */
export function screensFrom(flow: FlowPosition): ScreenName[] {
  const screen = (step: StepName | undefined): ScreenName | null =>
    step === undefined ? null : screenOfStep(step);
  const first = screen(flow.steps[flow.index]);
  if (first === null) return [];
  const next = screen(flow.steps[flow.index + 1]);
  return next === null || next === first ? [first] : [first, next];
}

/**
 * Starts loading the screen of the flow's step and, once that has arrived, the screen one tap
 * further on (`screensFrom`): a guest who taps as soon as the landing shows then finds the next
 * screen's code evaluated, and React renders it in the tap's pass instead of suspending (a
 * suspended screen whose code arrives is shown no sooner than 300 ms after its fallback, React's
 * throttle of revealed content). The first screen's code goes first, alone. False when the step
 * has no split screen. The next screen's code (here, in sameAsServer and in the server's preloads)
 * saves on the guest's first-tap row (paired, a loaded machine; bench/history/issue-39-tricks.md):
 * tap → heading 1,778 ms median (IQR +1,514…+2,138).
 */
export function preloadScreensFrom(
  flow: FlowPosition,
  load: (name: ScreenName) => Promise<unknown> = loadScreen,
): boolean {
  const [first, next] = screensFrom(flow);
  if (first === undefined) return false;
  load(first)
    .then(() => (next === undefined ? undefined : load(next)))
    .catch(() => undefined);
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
