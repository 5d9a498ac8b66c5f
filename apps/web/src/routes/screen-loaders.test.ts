import { afterEach, describe, expect, it, vi } from 'vitest';
import { STEP_NAMES } from '@tipwell/core';
import { prefetchScreens, screenOfStep } from './screen-loaders';

describe('prefetchScreens', () => {
  afterEach(() => vi.restoreAllMocks());

  it('waits for the page to load, then loads one thing per idle period and survives failures', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const idle: (() => void)[] = [];
    const first = vi.fn(() => Promise.reject(new Error('offline')));
    const second = vi.fn(() => Promise.resolve());
    const screens = [vi.fn(() => Promise.resolve()), vi.fn(() => Promise.resolve())];
    prefetchScreens([first, second], (run) => idle.push(run), screens);
    expect(idle).toHaveLength(0);

    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(1);
    // The screens come first, then the extra loaders, one per idle period.
    let guard = 0;
    while (second.mock.calls.length === 0 && guard < 40) {
      const run = idle.shift();
      expect(run).toBeTypeOf('function');
      run?.();
      await vi.waitFor(() => expect(idle.length).toBeGreaterThan(0), { timeout: 2000 });
      guard += 1;
    }
    expect(first).toHaveBeenCalledOnce();
    expect(second).toHaveBeenCalledOnce();
    expect(guard).toBe(4);
    for (const screen of screens) expect(screen).toHaveBeenCalledOnce();
    expect(screens[1]!.mock.invocationCallOrder[0]).toBeLessThan(
      first.mock.invocationCallOrder[0]!,
    );
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
});
