import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentStep } from '@tipwell/core';
import { createFakeContainer, createFakeWorld, tippingOf } from '../di/fake-services';

/** The module as a page loaded at `path` (with the entry's state) reads it. */
async function loadedAt(path: string, state: unknown) {
  window.history.replaceState(state, '', path);
  vi.resetModules();
  return import('./loaded-address');
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('what the loaded entry stands for, watched from start-up', () => {
  it('a reload on the tips, then a tap before the views synced: the flow was at the loaded address', async () => {
    const { watchLoadedEntry, takeLoadedEntry } = await loadedAt('/U500/proposed-tip-beauty/500', {
      idx: 3,
    });
    const core = tippingOf(createFakeContainer(createFakeWorld()));
    watchLoadedEntry(core);
    await core.entry.openCode('U500');
    const atTips = core.flow.store.getSnapshot();
    core.tips.chooseLevel('medium');
    expect(currentStep(core.flow.store.getSnapshot())).toBe('payment');
    const entry = {
      path: '/U500/proposed-tip-beauty/500',
      position: 3,
      index: atTips.index,
      subStep: atTips.subStep,
    };
    expect(takeLoadedEntry()).toEqual({ atLoaded: entry, first: entry });
    // Taken once: the watch has ended.
    expect(takeLoadedEntry()).toBeNull();
  });

  it('an entry address no screen has (/U500): the first screen the flow showed', async () => {
    const { watchLoadedEntry, takeLoadedEntry } = await loadedAt('/U500', null);
    const core = tippingOf(createFakeContainer(createFakeWorld()));
    watchLoadedEntry(core);
    await core.entry.openCode('U500');
    core.tips.chooseLevel('medium');
    expect(takeLoadedEntry()).toEqual({
      atLoaded: null,
      first: expect.objectContaining({ path: '/U500/proposed-tip-beauty/500', position: null }),
    });
  });

  it('nothing watched (views without start-up): nothing to take', async () => {
    const { takeLoadedEntry } = await loadedAt('/U500', null);
    expect(takeLoadedEntry()).toBeNull();
  });
});
