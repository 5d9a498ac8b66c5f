import { afterEach, describe, expect, it, vi } from 'vitest';
import { STEP_NAMES } from '@tipwell/core';
import {
  preloadScreensFrom,
  prefetchScreens,
  screensFrom,
  screenNames,
  screenOfStep,
  screenSource,
  screenSteps,
} from './screen-loaders';

describe('prefetchScreens', () => {
  afterEach(() => vi.restoreAllMocks());

  it('waits for the page to load and its first screen to paint, then starts one load per idle period without waiting for it', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const idle: (() => void)[] = [];
    const never = (): Promise<unknown> => new Promise(() => undefined); // a download still going
    const screens = [vi.fn(() => Promise.reject(new Error('offline'))), vi.fn(never)];
    const extra = vi.fn(never);
    let shown: () => void = () => undefined;
    const firstShown = new Promise<void>((resolve) => (shown = resolve));
    prefetchScreens([extra], (run) => idle.push(run), screens, firstShown);

    window.dispatchEvent(new Event('load'));
    await Promise.resolve();
    await Promise.resolve();
    expect(idle).toHaveLength(0); // loaded, but the first screen has not painted yet
    shown();
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    // The card form's code first (a landing on the payment step mounts it), then the screens.
    const started = (): number[] =>
      [extra, screens[0]!, screens[1]!].map((f) => f.mock.calls.length);
    expect(started()).toEqual([0, 0, 0]);
    idle.shift()?.();
    expect(started()).toEqual([1, 0, 0]);
    idle.shift()?.(); // the first is still downloading: the second starts anyway
    expect(started()).toEqual([1, 1, 0]);
    idle.shift()?.(); // a failed screen does not stop the rest
    expect(started()).toEqual([1, 1, 1]);
    idle.shift()?.();
    expect(idle).toHaveLength(0);
  });
});

describe('screensFrom', () => {
  it("is the step's split screen and the one a tap further on, each once, none for the views' own", () => {
    expect(screensFrom({ steps: ['proposed-tip-beauty', 'payment', 'success'], index: 0 })).toEqual(
      ['proposed-tip-beauty', 'payment'],
    );
    expect(screensFrom({ steps: ['users', 'group', 'payment'], index: 0 })).toEqual(['browse']);
    expect(screensFrom({ steps: ['payment', 'success'], index: 1 })).toEqual(['success']);
    expect(screensFrom({ steps: ['landing', 'payment'], index: 0 })).toEqual([]);
  });
});

describe('preloadScreensFrom', () => {
  it('loads the first screen, then the screen one tap further on once the first has arrived', async () => {
    let arrive: () => void = () => undefined;
    const first = new Promise<void>((resolve) => (arrive = resolve));
    const load = vi.fn((name: string) =>
      name === 'proposed-tip-beauty' ? first : Promise.resolve(),
    );
    expect(
      preloadScreensFrom({ steps: ['proposed-tip-beauty', 'payment', 'success'], index: 0 }, load),
    ).toBe(true);
    expect(load.mock.calls).toEqual([['proposed-tip-beauty']]);
    arrive();
    await vi.waitFor(() => expect(load.mock.calls).toEqual([['proposed-tip-beauty'], ['payment']]));
  });

  it('is false for a step the views show themselves, and loads nothing past the last step or a failed load', async () => {
    const load = vi.fn(() => Promise.resolve());
    expect(preloadScreensFrom({ steps: ['landing'], index: 0 }, load)).toBe(false);
    expect(preloadScreensFrom({ steps: ['payment'], index: 0 }, load)).toBe(true);
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    expect(preloadScreensFrom({ steps: ['payment', 'success'], index: 0 }, failing)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load.mock.calls).toEqual([['payment']]);
    expect(failing.mock.calls).toEqual([['payment']]);
  });
});

describe('screenOfStep', () => {
  it('names a split screen for every step with a screen of its own', () => {
    const inViewsChunkOrNone = ['landing', 'intent_landing', 'not-found'];
    for (const step of STEP_NAMES) {
      if (inViewsChunkOrNone.includes(step)) expect(screenOfStep(step), step).toBeNull();
      else expect(screenOfStep(step), step).not.toBeNull();
    }
  });

  it('gives each step one screen at most', () => {
    const steps = screenNames.flatMap((name) => screenSteps[name]);
    expect(new Set(steps).size).toBe(steps.length);
  });
});

describe('screenSource', () => {
  it("names the module of every split screen, and only those (the build manifest's keys)", () => {
    const sources = import.meta.glob<string>('../screens/*/*-screen.tsx', {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    const split = Object.keys(sources).filter((file) => !/\/(landing|not-found)\//.test(file));
    expect(screenNames.map((name) => screenSource(name).replace(/^src\//, '../')).sort()).toEqual(
      split.sort(),
    );
    // Each exports its screen under the name loadScreen takes: `proposed-tip-beauty` → `ProposedTipBeautyScreen`.
    expect(sources['../screens/proposed-tip-beauty/proposed-tip-beauty-screen.tsx']).toContain(
      'export function ProposedTipBeautyScreen(',
    );
  });
});
