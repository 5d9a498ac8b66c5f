import { describe, expect, it } from 'vitest';
import { createFakeDeps, type FakeDeps } from '../fakes';
import { routeFor } from '../flow/route-for';
import { pathFor } from '../flow/routes';
import { CREDENTIALS_KEY } from '../state/persistence';
import { createTipping } from './create-tipping';
import { flush } from './test-support';

function setup(fakes: FakeDeps = createFakeDeps()) {
  const core = createTipping(fakes.deps);
  const path = (): string =>
    pathFor(routeFor(core.landing.store.getSnapshot(), core.flow.store.getSnapshot()));
  return { ...fakes, core, path };
}

async function payNow(core: ReturnType<typeof setup>['core']): Promise<void> {
  await flush();
  core.payment.setShopperEmail('guest@example.com');
  await core.payment.mountWidget('host');
  await core.payment.pay();
}

describe('guest verification while typing', () => {
  it('keeps the typed details (digits only) in session storage, and a reload restores them', async () => {
    const first = setup();
    await first.core.entry.openCode('P201');
    first.core.flow.editGuestDetails({ roomNumber: '12a04', lastName: 'Rivera' });
    expect(first.core.flow.store.getSnapshot().selections).toMatchObject({
      roomNumbers: ['1204'],
      lastNames: ['Rivera'],
    });
    expect(first.path()).toBe('/P201/guest-verification');
    expect(JSON.stringify(first.tabStorage.read(CREDENTIALS_KEY))).toContain('Rivera');
    expect(JSON.stringify(first.deviceStorage.read(CREDENTIALS_KEY) ?? null)).not.toContain(
      'Rivera',
    );

    const second = setup(createFakeDeps({ tabStorage: first.tabStorage }));
    expect(await second.core.entry.restore('P201')).toBe(true);
    expect(second.path()).toBe('/P201/guest-verification');
    expect(second.core.flow.store.getSnapshot().selections).toMatchObject({
      roomNumbers: ['1204'],
      lastNames: ['Rivera'],
    });
  });
});

describe('nights', () => {
  it('Next stays at 0 nights and goes on from 1; the count is kept per pool', async () => {
    const { core, path } = setup();
    await core.entry.openCode('P201');
    core.flow.setGuestDetails({ roomNumber: '1204', lastName: 'Rivera' });
    expect(path()).toBe('/P201/nights');
    core.flow.setNights('201', -3);
    expect(core.flow.store.getSnapshot().selections.nights).toEqual({ '201': 0 });
    core.flow.next();
    expect(path()).toBe('/P201/nights');
    core.flow.setNights('201', 3);
    core.flow.next();
    expect(path()).toBe('/P201/proposed-tip-hospitality');
    // Back and forth keeps the count.
    core.payment.back();
    expect(core.flow.store.getSnapshot().selections.nights['201']).toBe(3);
  });

  it('the suggested amount follows the nights (P201: $5 a night)', async () => {
    const { core, tipsApi } = setup();
    await core.entry.openCode('P201');
    core.flow.setGuestDetails({ roomNumber: '1204', lastName: 'Rivera' });
    core.flow.setNights('201', 4);
    core.flow.next();
    core.tips.chooseLevel('low');
    await payNow(core);
    expect(tipsApi.requestsOf('pay')[0]).toMatchObject({
      kind: 'pool-web',
      tips: [{ poolUid: '201', amount: 2090, customerName: 'Rivera', roomNumber: '1204' }],
    });
  });
});

describe('L210 Concierge', () => {
  it('gross fees, then a review whose note is required', async () => {
    const { core, path, tipsApi } = setup();
    await core.entry.openCode('L210');
    expect(path()).toBe('/L210/proposed-tip-hospitality');
    core.tips.setCustom('12');
    core.tips.submitCustom();
    await flush();
    expect(core.tips.store.getSnapshot().totals.total).toBe(1200);
    expect(core.tips.store.getSnapshot().fees[0]?.tipAmount).toBe(1134);
    await payNow(core);
    expect(path()).toBe('/L210/review');
    core.review.setRating(4);
    await core.review.submit();
    expect(path()).toBe('/L210/review');
    expect(tipsApi.requestsOf('submitReview')).toHaveLength(0);
    core.review.setNote('Great restaurant tips');
    await core.review.submit();
    expect(path()).toBe('/L210/success');
  });

  it('Front Desk (no note, no review) goes straight to success', async () => {
    const { core, path } = setup();
    await core.entry.openCode('L200');
    core.flow.selectPool('202');
    core.tips.chooseLevel('low');
    await payNow(core);
    expect(path()).toBe('/L200/success');
  });
});

describe('departments', () => {
  it('back to the departments forgets the untipped pool, so its review goes away', async () => {
    const { core, path } = setup();
    await core.entry.openCode('L200');
    core.flow.selectPool('203');
    expect(core.flow.store.getSnapshot().steps).toContain('review');
    core.payment.back();
    expect(path()).toBe('/L200/department');
    expect(core.flow.store.getSnapshot().selections.pools).toEqual([]);
    core.flow.selectPool('202');
    expect(core.flow.store.getSnapshot().steps).toEqual([
      'department',
      'proposed-tip-hospitality',
      'payment',
      'success',
    ]);
  });
});

describe('custom tip draft', () => {
  it('a reload keeps the typed custom amount on the proposed tip', async () => {
    const first = setup();
    await first.core.entry.openCode('P202');
    first.core.tips.setCustom('8.5');
    const second = setup(createFakeDeps({ tabStorage: first.tabStorage }));
    expect(await second.core.entry.restore('P202')).toBe(true);
    expect(second.path()).toBe('/P202/proposed-tip-hospitality');
    expect(second.core.tips.store.getSnapshot().customTip).toMatchObject({
      text: '8.5',
      amount: 850,
    });
  });
});
