import { describe, expect, it } from 'vitest';
import { createFakeDeps, type FakeDeps } from '../fakes/create-fake-deps';
import { parsePath } from '../flow/routes';
import { CREDENTIALS_KEY, SESSION_KEY } from '../state/persistence';
import { createTipping } from './create-tipping';
import { atPayment, carriedRedirectData, flush, sameTabAs } from './test-support';
import { storesOf } from './stores-of';
import type { Tipping } from './tipping.types';

/** What one commit changed: notifications per store, writes per stored record. */
type Step = Record<string, number>;

/**
 * Records, commit by commit, each store's notifications and each stored record's writes (the
 * tab's `credentials` and `session`, the device's `redirect` record).
 *
 * Each action commits once, at its end, whatever the awaits inside it: every store it changed
 * notifies once, then storage is written once; a commit's notifications and writes all happen in
 * one synchronous run. Work an action started and left running (the fee a tip's choice asked for)
 * commits on its own when it settles. The recorder closes a commit at the end of the microtask its
 * first event happened in (decision 0018).
 */
function record(tipping: Tipping, fakes: Pick<FakeDeps, 'tabStorage' | 'deviceStorage'>): Step[] {
  const steps: Step[] = [];
  let open: Step | null = null;
  const bump = (name: string): void => {
    if (open === null) {
      const step: Step = {};
      open = step;
      steps.push(step);
      void Promise.resolve().then(() => {
        open = null;
      });
    }
    open[name] = (open[name] ?? 0) + 1;
  };
  for (const [name, store] of Object.entries(storesOf(tipping))) store.subscribe(() => bump(name));
  const tab = fakes.tabStorage;
  const writeTab = tab.write.bind(tab);
  tab.write = (key, value, options) => {
    bump(key === CREDENTIALS_KEY ? 'credentials' : key === SESSION_KEY ? 'session' : key);
    writeTab(key, value, options);
  };
  const device = fakes.deviceStorage;
  const writeDevice = device.write.bind(device);
  device.write = (key, value, options) => {
    bump('redirect');
    writeDevice(key, value, options);
  };
  return steps;
}

const RECORDS = ['credentials', 'session', 'redirect'];

/**
 * Every store and record in every step: once, never more; and each stored record written at most
 * once in the whole action, whatever its steps.
 */
function expectOnce(steps: readonly Step[]): void {
  for (const step of steps) for (const count of Object.values(step)) expect(count).toBe(1);
  for (const record of RECORDS) {
    const writes = steps.reduce((sum, step) => sum + (step[record] ?? 0), 0);
    expect(writes, record).toBeLessThanOrEqual(1);
  }
}

describe('one commit per action: one notification per affected store, one write per record', () => {
  it('openCode: the first screen, once', async () => {
    const fakes = createFakeDeps();
    const tipping = createTipping(fakes.deps);
    const steps = record(tipping, fakes);
    const opening = tipping.entry.openCode('U500');
    expect(steps).toEqual([]);
    await opening;
    await flush();
    expect(steps).toEqual([{ landing: 1, flow: 1, credentials: 1, session: 1 }]);
    expectOnce(steps);
  });

  it('enter, nothing saved: the first screen, once', async () => {
    const fakes = createFakeDeps();
    const tipping = createTipping(fakes.deps);
    const steps = record(tipping, fakes);
    expect(await tipping.entry.enter({ route: parsePath('/U500') })).toBe('opened');
    await flush();
    expect(steps).toEqual([{ landing: 1, flow: 1, credentials: 1, session: 1 }]);
    expectOnce(steps);
  });

  it('enter after a reload: the saved step with its fees asked again, once (the tips saved already)', async () => {
    const { core: before, ...fakes } = await atPayment();
    expect(before.tips.store.getSnapshot().tips).toHaveLength(1);
    const reloaded = createFakeDeps({
      tabStorage: fakes.tabStorage,
      deviceStorage: fakes.deviceStorage,
    });
    const tipping = createTipping(reloaded.deps);
    const steps = record(tipping, reloaded);
    const entering = tipping.entry.enter({ route: parsePath('/U500/payment') });
    expect(steps).toEqual([]);
    expect(await entering).toBe('restored');
    await flush();
    expect(steps).toEqual([
      { landing: 1, flow: 1, tips: 1, payment: 1, credentials: 1, session: 1 },
    ]);
    expectOnce(steps);
  });

  it('a tip choice: the tip and the move at once, then its fee (nothing more to save)', async () => {
    const fakes = createFakeDeps();
    const tipping = createTipping(fakes.deps);
    await tipping.entry.openCode('U500');
    const steps = record(tipping, fakes);
    tipping.tips.chooseLevel('medium');
    expect(steps).toEqual([{ tips: 1, flow: 1, credentials: 1, session: 1 }]);
    await flush();
    expect(steps).toEqual([{ tips: 1, flow: 1, credentials: 1, session: 1 }, { tips: 1 }]);
    expectOnce(steps);
  });

  it.each([
    {
      card: 'captured: the next screen, saved',
      set: () => undefined,
      answer: { payment: 1, flow: 1, credentials: 1 },
    },
    {
      card: 'refused: the failure and its alert (nothing saved changed)',
      set: (fakes: FakeDeps) => {
        fakes.tipsApi.payStatus = 'failed';
      },
      answer: { payment: 1, alert: 1 },
    },
    {
      card: '3-D Secure: the challenge (the redirect record once; the tab records were saved before)',
      set: (fakes: FakeDeps) => {
        fakes.tipsApi.threeDS = true;
      },
      answer: { payment: 1 },
      // Written as the challenge arrives, before the provider takes the guest away.
      before: [{ redirect: 1 }],
    },
  ])('pay, $card', async ({ set, answer, before = [] }) => {
    const fakes = createFakeDeps();
    set(fakes);
    const { core: tipping } = await atPayment('U500', fakes);
    const steps = record(tipping, fakes);
    const paying = tipping.payment.pay();
    expect(steps).toEqual([]);
    await paying;
    await flush();
    expect(steps).toEqual([...before, answer]);
    expectOnce(steps);
  });

  it('the return from 3-D Secure: the review, once', async () => {
    const fakes = createFakeDeps();
    fakes.tipsApi.threeDS = true;
    const first = await atPayment('U500', fakes);
    await first.core.payment.pay();
    const redirectData = carriedRedirectData(fakes.tipsApi);
    const back = sameTabAs(fakes);
    const tipping = createTipping(back.deps);
    const steps = record(tipping, back);
    const resuming = tipping.entry.resumeRedirect({ redirectData, redirectResult: 'opaque' });
    expect(steps).toEqual([]);
    await resuming;
    await flush();
    expect(steps).toEqual([{ landing: 1, flow: 1, payment: 1, credentials: 1, session: 1 }]);
    expectOnce(steps);
    expect(tipping.flow.store.getSnapshot().steps).toEqual(['review', 'success']);
  });

  it('the review: a rating, a note; a submission, then the success screen', async () => {
    const { core: tipping, ...fakes } = await atPayment();
    await tipping.payment.pay();
    await flush();
    const steps = record(tipping, fakes);
    tipping.review.setRating(5);
    await flush();
    tipping.review.setNote('Lovely');
    await flush();
    const submitting = tipping.review.submit();
    expect(steps).toEqual([{ review: 1 }, { review: 1 }]);
    await submitting;
    await flush();
    expect(steps).toEqual([{ review: 1 }, { review: 1 }, { review: 1, flow: 1, credentials: 1 }]);
    expectOnce(steps);
  });

  it('Tip again clears the saved records, and the same code opened again saves them anew', async () => {
    const fakes = createFakeDeps();
    const tipping = createTipping(fakes.deps);
    await tipping.entry.openCode('U500');
    expect(fakes.tabStorage.read(CREDENTIALS_KEY)).not.toBeNull();
    tipping.entry.tipAgain();
    await flush();
    expect(fakes.tabStorage.read(CREDENTIALS_KEY)).toBeNull();
    expect(fakes.tabStorage.read(SESSION_KEY)).toBeNull();
    await tipping.entry.openCode('U500');
    await flush();
    expect(fakes.tabStorage.read(CREDENTIALS_KEY)).not.toBeNull();
    expect(fakes.tabStorage.read(SESSION_KEY)).not.toBeNull();
  });
});
