import { describe, expect, it, vi } from 'vitest';
import { parsePath } from '@tipwell/core';
import { tippingOf, createFakeContainer, createFakeWorld } from '../di/fake-services';
import { openEntry } from './open-entry';
import { openIntentEntryEarly } from './open-intent-entry';

function setup() {
  const world = createFakeWorld();
  return { world, core: tippingOf(createFakeContainer(world)) };
}

function intentRoute(path: string) {
  const route = parsePath(path);
  if (route.kind !== 'intent') throw new Error(`not an intent address: ${path}`);
  return route;
}

describe('openIntentEntryEarly: the QR exchange before the first render', () => {
  it('exchanges at once, and the entry opening it (twice, StrictMode) does not exchange again', async () => {
    const { world, core } = setup();
    openIntentEntryEarly(core, '/qr/100/tab-42');
    expect(core.landing.store.getSnapshot().status).toBe('loading');
    openEntry(core, intentRoute('/qr/100/tab-42'));
    await expect.poll(() => core.landing.store.getSnapshot().status).toBe('ready');
    openEntry(core, intentRoute('/qr/100/tab-42'));
    openEntry(core, intentRoute('/qr/100/tab-42'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(world.tipsApi.requestsOf('exchangeIntent')).toHaveLength(1);
    expect(core.flow.store.getSnapshot().steps[0]).toBe('proposed-tip-intent');
  });

  it('another intent in the same page is exchanged', async () => {
    const { world, core } = setup();
    openIntentEntryEarly(core, '/qr/100/tab-42');
    await expect.poll(() => core.landing.store.getSnapshot().status).toBe('ready');
    openEntry(core, intentRoute('/pl/100/sched-7'));
    await expect.poll(() => core.landing.store.getSnapshot().intentParams?.intent).toBe('sched-7');
    await expect.poll(() => core.landing.store.getSnapshot().status).toBe('ready');
    expect(world.tipsApi.requestsOf('exchangeIntent')).toHaveLength(2);
  });

  it("fetches the proposed tip's code once the exchange is asked, on the bare entry only", async () => {
    const { world, core } = setup();
    const exchangesWhenPreloaded: number[] = [];
    const preload = vi.fn(() =>
      exchangesWhenPreloaded.push(world.tipsApi.requestsOf('exchangeIntent').length),
    );
    openIntentEntryEarly(core, '/qr/100/tab-42', preload);
    expect(preload.mock.calls).toEqual([['proposed-tip-intent']]);
    expect(exchangesWhenPreloaded).toEqual([1]);
    await expect.poll(() => core.landing.store.getSnapshot().status).toBe('ready');
    // A deeper address restores the guest's own step: its screen is preloaded when known.
    const deeper = setup();
    openIntentEntryEarly(deeper.core, '/qr/100/tab-42/payment', preload);
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('does nothing for a code or any other address', () => {
    const { world, core } = setup();
    const preload = vi.fn();
    for (const path of ['/U500', '/external/error', '/', '/qr/100']) {
      openIntentEntryEarly(core, path, preload);
    }
    expect(core.landing.store.getSnapshot().status).toBe('idle');
    expect(world.tipsApi.requestsOf('exchangeIntent')).toHaveLength(0);
    expect(preload).not.toHaveBeenCalled();
  });
});
