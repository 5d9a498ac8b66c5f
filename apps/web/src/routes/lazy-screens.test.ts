import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchScreens } from './lazy-screens';

describe('prefetchScreens', () => {
  afterEach(() => vi.useRealTimers());

  it('runs the extra loaders only once the browser is idle, and survives their failure', () => {
    vi.useFakeTimers();
    const idle = vi.fn<(run: () => void) => number>(() => 1);
    vi.stubGlobal('requestIdleCallback', idle);
    const extra = vi.fn(() => Promise.reject(new Error('offline')));
    prefetchScreens([extra]);
    expect(extra).not.toHaveBeenCalled();
    const run = idle.mock.calls[0]?.[0];
    expect(run).toBeTypeOf('function');
    run?.();
    expect(extra).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });
});
