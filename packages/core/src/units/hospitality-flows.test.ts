import { describe, expect, it } from 'vitest';
import { createFakeDeps } from '../fakes';
import { routeFor } from '../flow/route-for';
import { pathFor } from '../flow/routes';
import { createTipping } from './create-tipping';
import { flush } from './test-support';

function setup() {
  const fakes = createFakeDeps();
  const core = createTipping(fakes.deps);
  const path = (): string =>
    pathFor(routeFor(core.landing.store.getSnapshot(), core.flow.store.getSnapshot()));
  return { ...fakes, core, path };
}

describe('hospitality', () => {
  it('P201: guest verification, nights, then the per-night default', async () => {
    const { core, path, tipsApi } = setup();
    await core.entry.openCode('P201');
    expect(path()).toBe('/P201/guest-verification');
    expect(core.flow.setGuestDetails({ roomNumber: '12a', lastName: 'Lee' })).toBe(false);
    expect(core.flow.setGuestDetails({ roomNumber: '412', lastName: '' })).toBe(false);
    expect(core.flow.setGuestDetails({ roomNumber: '412', lastName: 'Lee' })).toBe(true);
    expect(path()).toBe('/P201/nights');
    core.flow.setNights('201', 3);
    core.flow.next();
    expect(path()).toBe('/P201/proposed-tip-hospitality');
    core.tips.chooseLevel('low');
    await flush();
    expect(core.tips.store.getSnapshot().tips[0]?.amount).toBe(1500);
    core.payment.setShopperEmail('guest@example.com');
    await core.payment.mountWidget('host');
    await core.payment.pay();
    expect(tipsApi.requestsOf('pay')[0]).toMatchObject({
      kind: 'pool-web',
      tips: [{ poolUid: '201', customerName: 'Lee', roomNumber: '412', amount: 1575 }],
    });
  });

  it('L200 (pools only): department first; Bell Staff asks for a review', async () => {
    const { core, path } = setup();
    await core.entry.openCode('L200');
    expect(path()).toBe('/L200/department');
    core.flow.selectPool('203');
    expect(path()).toBe('/L200/proposed-tip-hospitality');
    expect(core.flow.store.getSnapshot().steps).toEqual([
      'department',
      'proposed-tip-hospitality',
      'payment',
      'review',
      'success',
    ]);
  });
});

describe('accounts', () => {
  it('A400 chooses a location, then browses it', async () => {
    const { core, path } = setup();
    await core.entry.openCode('A400');
    expect(path()).toBe('/A400/locations');
    await core.flow.selectLocation('100');
    expect(core.landing.store.getSnapshot().location?.name).toBe('Lumen Salon & Spa');
    expect(path()).toBe('/A400/users');
  });

  it('A401 goes straight to its only location; A402 stays on the landing with a message', async () => {
    const one = setup();
    await one.core.entry.openCode('A401');
    expect(one.path()).toBe('/A401/users');
    const none = setup();
    await none.core.entry.openCode('A402');
    expect(none.path()).toBe('/A402/landing');
    // The landing says it; no alert repeats it.
    expect(none.core.alert.store.getSnapshot().open).toBe(false);
  });
});
