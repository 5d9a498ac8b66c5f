import type { ComponentType } from 'react';
import type { Processor, StepName } from '@tipwell/core';
import { loadPaymentWork } from '../di/create-tipping';
import { prefetchGateway } from '../di/load-gateway';

/**
 * The screens after the landing, one chunk each, and the flow's steps each shows: the folder
 * `screens/<name>/` whose `<name>-screen.tsx` exports `<Name>Screen`. The account landing and
 * not-found are in the views' own chunk. No React here: start-up/4-boot.ts uses it too.
 */
export const screenSteps = {
  browse: ['users', 'station', 'location', 'group'],
  'proposed-tip-beauty': ['proposed-tip-beauty'],
  locations: ['locations'],
  department: ['department'],
  'guest-verification': ['guest-verification'],
  nights: ['nights'],
  'proposed-tip-hospitality': ['proposed-tip-hospitality'],
  payment: ['payment'],
  review: ['review', 'talent'],
  success: ['success'],
  'proposed-tip-intent': ['proposed-tip-intent'],
  'intent-paid': ['intent-paid'],
  'error-external': ['error-external'],
} as const satisfies Record<string, readonly StepName[]>;

export type ScreenName = keyof typeof screenSteps;

export const screenNames = Object.keys(screenSteps) as ScreenName[];

/**
 * A screen's module: `<Name>Screen`, and, where its first render draws code from outside its own
 * chunk (the payment screen's policy sentence), `codeItDraws`, which resolves once that code is in.
 */
type ScreenModule = Record<string, unknown> & { readonly codeItDraws?: () => Promise<void> };

const modules = import.meta.glob<ScreenModule>([
  '../screens/*/*-screen.tsx',
  '!../screens/landing/**',
  '!../screens/not-found/**',
]);

const importScreen = (name: ScreenName): Promise<ScreenModule> =>
  modules[`../screens/${name}/${name}-screen.tsx`]!();

/** A screen's module, as the build manifest keys it (the server preloads a landing's code by it). */
export const screenSource = (name: ScreenName): string => `src/screens/${name}/${name}-screen.tsx`;

/** The screens whose code has arrived: rendered at once (on the server, and after a preload). */
export const loadedScreens = new Map<ScreenName, ComponentType>();

/** A screen's code (the browser fetches and runs a module once however often it is imported). */
export function loadScreen(name: ScreenName): Promise<ComponentType> {
  const component = name.replace(/(?:^|-)(\w)/g, (_, letter: string) => letter.toUpperCase());
  return importScreen(name).then((module) => {
    const screen = module[`${component}Screen`] as ComponentType;
    loadedScreens.set(name, screen);
    return screen;
  });
}

/**
 * A screen's code and the code its first render draws apart from it (`codeItDraws`): what the
 * server renders it with, and what the views wait for before they hydrate its markup. A screen the
 * browser renders itself does not wait: it shows that part when it comes.
 */
export async function loadScreenAsDrawn(name: ScreenName): Promise<void> {
  const [module] = await Promise.all([importScreen(name), loadScreen(name)]);
  await module.codeItDraws?.();
}

/** The split screen a step shows; null for the views' own (the account landing, not-found). */
export function screenOfStep(step: StepName): ScreenName | null {
  const shows = (name: ScreenName): boolean =>
    (screenSteps[name] as readonly StepName[]).includes(step);
  return screenNames.find(shows) ?? null;
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
 * Starts loading `screensFrom(flow)`: the first screen's code alone, then the next one's, so that a
 * tap as soon as the landing shows renders the next screen in its own pass instead of suspending
 * (React shows revealed content no sooner than 300 ms after its fallback). False when the step has
 * no split screen. The next screen's code (here, in 4-boot.ts and the server's preloads) saves on
 * the guest's first-tap row (bench/history/stop-57-tricks.md): at paint 230 ms, over slow 4G 843 ms.
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

type IdleScheduler = (run: () => void) => void;

/** One idle period of the browser (a timer where requestIdleCallback is missing). */
const whenIdle: IdleScheduler = (run) => {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(run, { timeout: 3000 });
  } else {
    setTimeout(run, 500);
  }
};

let markScreenShown: () => void = () => undefined;
const firstScreenShown = new Promise<void>((resolve) => (markScreenShown = resolve));
/** Called by a split screen once it has painted (routes/split-screen.tsx). */
export const screenShown = (): void => markScreenShown();

/**
 * Fetches whatever `also` loads (the card form's code: every journey ends on the payment step,
 * and a landing there mounts the form now), then the later screens' code, once the page has
 * loaded and its first split screen has painted: until then the first screen's code, the logo and
 * the avatars have the network to themselves. One start per idle period, without waiting for the
 * download: they run side by side while no long task competes with the guest's first tap. The card
 * form first: on /qr/100/tab-43 over slow 4G it shows 2.2 s sooner (stop-64-payment-step.md).
 */
export function prefetchScreens(
  also: readonly (() => Promise<unknown>)[] = [],
  idle: IdleScheduler = whenIdle,
  screens: readonly (() => Promise<unknown>)[] = screenNames.map((name) => () => loadScreen(name)),
  shown: Promise<unknown> = firstScreenShown,
): void {
  const queue = [...also, ...screens];
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

/**
 * What a route's entry fetches once its landing is ready: the payment step's code (the card
 * form's, then the payment unit's, di/create-tipping.ts), then the later screens'.
 */
export function prefetchAfterLanding(processor: Processor | null): void {
  prefetchScreens([() => prefetchGateway(processor), loadPaymentWork]);
}
