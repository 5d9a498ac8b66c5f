import { describe, expect, it } from 'vitest';
import { createFakeDeps, type MemoryStorage } from '../../fakes';
import { routeFor } from '../../flow/route-for';
import { parsePath, pathFor } from '../../flow/routes';
import { CREDENTIALS_KEY, SESSION_KEY } from '../../state/persistence';
import { createTipping } from '../create-tipping';
import { atPayment, flush } from '../test-support';

/** Everything session storage holds, as text. */
function stored(storage: MemoryStorage): string {
  return storage
    .keys()
    .map((key) => JSON.stringify(storage.read(key)))
    .join('\n');
}

async function paidAtP201() {
  const fakes = createFakeDeps();
  const core = createTipping(fakes.deps);
  await core.actions.openCode('P201');
  expect(core.actions.setGuestDetails({ roomNumber: '412', lastName: 'Rivera' })).toBe(true);
  core.actions.setNights('201', 3);
  core.actions.next();
  core.actions.chooseTipLevel('low');
  await flush();
  core.actions.setShopperEmail('guest@example.com');
  await core.actions.mountWidget('host');
  expect(stored(fakes.tabStorage)).toContain('Rivera');
  expect(stored(fakes.tabStorage)).toContain('guest@example.com');
  await core.actions.pay();
  expect(fakes.tipsApi.requestsOf('pay')[0]).toMatchObject({
    tips: [{ customerName: 'Rivera', roomNumber: '412' }],
  });
  return { ...fakes, core };
}

describe('personal data after a captured payment', () => {
  it('the e-mail leaves stores and session storage; the paid summary stays', async () => {
    const { core, tabStorage } = await atPayment();
    expect(stored(tabStorage)).toContain('guest@example.com');
    await core.actions.pay();
    const path = pathFor(
      routeFor(core.stores.landing.getSnapshot(), core.stores.flow.getSnapshot()),
    );
    expect(path).toBe('/U500/review');
    expect(core.stores.payment.getSnapshot().shopperEmail).toBe('');
    expect(stored(tabStorage)).not.toContain('guest@example.com');
    expect(stored(tabStorage)).toContain('"reference":"ref-1"');
  });

  it('room numbers and last names are cleared; a reload on review still works', async () => {
    const { core, tabStorage, deviceStorage, tipsApi, clock } = await paidAtP201();
    const paid = core.stores.payment.getSnapshot().paid;
    expect(paid?.tipUids).toEqual(['tip-1-1']);
    const { selections } = core.stores.flow.getSnapshot();
    expect(selections.roomNumbers).toEqual([]);
    expect(selections.lastNames).toEqual([]);
    const text = stored(tabStorage);
    for (const personal of ['412', 'Rivera', 'guest@example.com']) {
      expect(text).not.toContain(personal);
    }
    const where = pathFor(
      routeFor(core.stores.landing.getSnapshot(), core.stores.flow.getSnapshot()),
    );
    const reloaded = createTipping(
      createFakeDeps({ tabStorage, deviceStorage, tipsApi, clock }).deps,
    );
    expect(await reloaded.actions.restore(parsePath(where))).toBe(true);
    expect(
      pathFor(routeFor(reloaded.stores.landing.getSnapshot(), reloaded.stores.flow.getSnapshot())),
    ).toBe(where);
    expect(reloaded.stores.payment.getSnapshot().paid).toEqual(paid);
  });

  it('Tip again clears both session records and every personal field', async () => {
    const { core, tabStorage } = await paidAtP201();
    expect(core.actions.tipAgain()).toBe('/P201');
    expect(tabStorage.keys()).not.toContain(CREDENTIALS_KEY);
    expect(tabStorage.keys()).not.toContain(SESSION_KEY);
    expect(core.stores.payment.getSnapshot().shopperEmail).toBe('');
    expect(core.stores.payment.getSnapshot().paid).toBeNull();
    expect(core.stores.flow.getSnapshot().selections.lastNames).toEqual([]);
  });

  it('a refused payment keeps the e-mail and guest details for Try again', async () => {
    const fakes = createFakeDeps();
    fakes.tipsApi.payStatus = 'failed';
    const { core, tabStorage } = await atPayment('U500', fakes);
    await core.actions.pay();
    expect(core.stores.payment.getSnapshot().shopperEmail).toBe('guest@example.com');
    expect(stored(tabStorage)).toContain('guest@example.com');
  });
});
