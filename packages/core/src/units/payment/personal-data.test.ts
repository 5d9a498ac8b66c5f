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
  await core.entry.openCode('P201');
  expect(core.flow.setGuestDetails({ roomNumber: '412', lastName: 'Rivera' })).toBe(true);
  core.flow.setNights('201', 3);
  core.flow.next();
  core.tips.chooseLevel('low');
  await flush();
  core.payment.setShopperEmail('guest@example.com');
  await core.payment.mountWidget('host');
  expect(stored(fakes.tabStorage)).toContain('Rivera');
  expect(stored(fakes.tabStorage)).toContain('guest@example.com');
  await core.payment.pay();
  expect(fakes.tipsApi.requestsOf('pay')[0]).toMatchObject({
    tips: [{ customerName: 'Rivera', roomNumber: '412' }],
  });
  return { ...fakes, core };
}

describe('personal data after a captured payment', () => {
  it('the e-mail leaves stores and session storage; the paid summary stays', async () => {
    const { core, tabStorage } = await atPayment();
    expect(stored(tabStorage)).toContain('guest@example.com');
    await core.payment.pay();
    const path = pathFor(routeFor(core.landing.store.getSnapshot(), core.flow.store.getSnapshot()));
    expect(path).toBe('/U500/review');
    expect(core.payment.store.getSnapshot().shopperEmail).toBe('');
    expect(stored(tabStorage)).not.toContain('guest@example.com');
    expect(stored(tabStorage)).toContain('"reference":"ref-1"');
  });

  it('room numbers and last names are cleared; a reload on review still works', async () => {
    const { core, tabStorage, deviceStorage, tipsApi, clock } = await paidAtP201();
    const paid = core.payment.store.getSnapshot().paid;
    expect(paid?.tipUids).toEqual(['tip-1-1']);
    const { selections } = core.flow.store.getSnapshot();
    expect(selections.roomNumbers).toEqual([]);
    expect(selections.lastNames).toEqual([]);
    const text = stored(tabStorage);
    for (const personal of ['412', 'Rivera', 'guest@example.com']) {
      expect(text).not.toContain(personal);
    }
    const where = pathFor(
      routeFor(core.landing.store.getSnapshot(), core.flow.store.getSnapshot()),
    );
    const reloaded = createTipping(
      createFakeDeps({ tabStorage, deviceStorage, tipsApi, clock }).deps,
    );
    expect(await reloaded.entry.restore(parsePath(where))).toBe(true);
    expect(
      pathFor(routeFor(reloaded.landing.store.getSnapshot(), reloaded.flow.store.getSnapshot())),
    ).toBe(where);
    expect(reloaded.payment.store.getSnapshot().paid).toEqual(paid);
  });

  it('Tip again clears both session records and every personal field', async () => {
    const { core, tabStorage } = await paidAtP201();
    expect(core.entry.tipAgain()).toBe('/P201');
    expect(tabStorage.keys()).not.toContain(CREDENTIALS_KEY);
    expect(tabStorage.keys()).not.toContain(SESSION_KEY);
    expect(core.payment.store.getSnapshot().shopperEmail).toBe('');
    expect(core.payment.store.getSnapshot().paid).toBeNull();
    expect(core.flow.store.getSnapshot().selections.lastNames).toEqual([]);
  });

  it('a refused payment keeps the e-mail and guest details for Try again', async () => {
    const fakes = createFakeDeps();
    fakes.tipsApi.payStatus = 'failed';
    const { core, tabStorage } = await atPayment('U500', fakes);
    await core.payment.pay();
    expect(core.payment.store.getSnapshot().shopperEmail).toBe('guest@example.com');
    expect(stored(tabStorage)).toContain('guest@example.com');
  });
});
