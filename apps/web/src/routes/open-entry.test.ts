import { describe, expect, it, vi } from 'vitest';
import { currentStep, feesAnswered, parsePath } from '@tipwell/core';
import { tippingOf, createFakeContainer, createFakeWorld } from '../di/fake-services';
import { landingDrawable, landingSettled, openEntry, openEntryEarly } from './open-entry';

function setup(): ReturnType<typeof createFakeWorld> & { core: ReturnType<typeof tippingOf> } {
  const world = createFakeWorld();
  return { ...world, core: tippingOf(createFakeContainer(world)) };
}

const U500 = { kind: 'code', code: 'U500', screen: null, uid: null } as const;

const exchanges = (world: ReturnType<typeof setup>): number =>
  world.coreApi.calls.filter((call) => call.method === 'exchangeCode').length;

describe('openEntry: the code exchange before the first render', () => {
  it('starts the exchange at once for a code address, without any render', async () => {
    const world = setup();
    openEntryEarly(world.core, '/U500');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(exchanges(world)).toBe(1);
    await expect.poll(() => world.core.landing.store.getSnapshot().status).toBe('ready');
    expect(exchanges(world)).toBe(1);
  });

  it('a second call for the same code (StrictMode, the first render) does not exchange again', async () => {
    const world = setup();
    openEntryEarly(world.core, '/U500');
    openEntry(world.core, U500);
    openEntry(world.core, U500);
    await expect.poll(() => world.core.landing.store.getSnapshot().status).toBe('ready');
    openEntry(world.core, U500);
    await Promise.resolve();
    expect(exchanges(world)).toBe(1);
  });

  it('exchanges a QR intent at once too, and once: the entry opening it again joins', async () => {
    const world = setup();
    openEntryEarly(world.core, '/qr/100/tab-42');
    expect(world.core.landing.store.getSnapshot().status).toBe('loading');
    const route = parsePath('/qr/100/tab-42');
    if (route.kind !== 'intent') throw new Error('not an intent address');
    openEntry(world.core, route);
    await expect.poll(() => world.core.landing.store.getSnapshot().status).toBe('ready');
    openEntry(world.core, route);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(world.tipsApi.requestsOf('exchangeIntent')).toHaveLength(1);
    expect(world.core.flow.store.getSnapshot().steps[0]).toBe('proposed-tip-intent');
  });

  it('does nothing for an address that is neither a code nor an intent', () => {
    const world = setup();
    for (const path of ['/external/error', '/', '/qr/100']) openEntryEarly(world.core, path);
    expect(world.core.landing.store.getSnapshot().status).toBe('idle');
    expect(exchanges(world)).toBe(0);
    expect(world.tipsApi.requestsOf('exchangeIntent')).toHaveLength(0);
  });
});

describe('landingSettled', () => {
  it('resolves once the landing is ready, and at once when it already is', async () => {
    const world = setup();
    const settled = landingSettled(world.core, 60_000);
    openEntryEarly(world.core, '/U500');
    await settled;
    expect(world.core.landing.store.getSnapshot().status).toBe('ready');
    await landingSettled(world.core, 60_000);
  });

  it("waits for the fees of a landing on the payment step (an intent's total), failed ones too; drawable only with them", async () => {
    for (const fails of [false, true]) {
      const world = setup();
      world.tipsApi.hang('calculateFees');
      if (fails) world.tipsApi.failNext('calculateFees');
      let done = false;
      void landingSettled(world.core, 60_000).then(() => (done = true));
      openEntryEarly(world.core, '/qr/100/tab-43');
      await expect.poll(() => world.core.landing.store.getSnapshot().status).toBe('ready');
      await expect.poll(() => world.tipsApi.requestsOf('calculateFees').length).toBe(1);
      expect(currentStep(world.core.flow.store.getSnapshot())).toBe('payment');
      expect(done).toBe(false);
      expect(landingDrawable(world.core)).toBe(false);
      world.tipsApi.release();
      await expect.poll(() => done).toBe(true);
      const tips = world.core.tips.store.getSnapshot();
      expect(fails ? tips.feesFailed : feesAnswered(tips)).toBe(true);
      expect(landingDrawable(world.core)).toBe(!fails);
    }
  });

  it('gives up after its time when the landing never settles', async () => {
    vi.useFakeTimers();
    try {
      const world = setup();
      let done = false;
      void landingSettled(world.core, 2000).then(() => (done = true));
      await vi.advanceTimersByTimeAsync(1999);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(done).toBe(true);
      expect(world.core.landing.store.getSnapshot().status).toBe('idle');
    } finally {
      vi.useRealTimers();
    }
  });
});
