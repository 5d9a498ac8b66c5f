import { describe, expect, it } from 'vitest';
import { createFakeDeps, type FakeDeps } from '../fakes/create-fake-deps';
import { CREDENTIALS_KEY, SESSION_KEY } from '../state/persistence';
import { createTipping } from './create-tipping';
import { atPayment, flush } from './test-support';
import type { Tipping } from './tipping.types';

/** Counts each store's notifications and each storage record's writes from now on. */
function record(core: Tipping, fakes: FakeDeps): Record<string, number> {
  const counts: Record<string, number> = {};
  const bump = (name: string): void => {
    counts[name] = (counts[name] ?? 0) + 1;
  };
  for (const [name, store] of Object.entries(core.stores)) store.subscribe(() => bump(name));
  const storage = fakes.tabStorage;
  const write = storage.write.bind(storage);
  storage.write = (key, value, options) => {
    bump(key === CREDENTIALS_KEY ? 'credentials' : key === SESSION_KEY ? 'session' : key);
    write(key, value, options);
  };
  return counts;
}

/**
 * One notification per affected store and one write per record for each step the guest sees
 * (decision 0018): an async action is its press, then its answer.
 */
describe('one notification per store and one write per record, per step', () => {
  it('openCode: the landing loads, then answers with the first screen', async () => {
    const fakes = createFakeDeps();
    const core = createTipping(fakes.deps);
    const counts = record(core, fakes);
    const opening = core.actions.openCode('U500');
    expect(counts).toEqual({ landing: 1 });
    await opening;
    expect(counts).toEqual({ landing: 2, flow: 1, credentials: 1, session: 1 });
  });

  it('a tip choice: the tip and the move at once, then its fee', async () => {
    const fakes = createFakeDeps();
    const core = createTipping(fakes.deps);
    await core.actions.openCode('U500');
    const counts = record(core, fakes);
    core.actions.chooseTipLevel('medium');
    expect(counts).toEqual({ tips: 1, flow: 1, credentials: 1, session: 1 });
    await flush();
    expect(counts).toEqual({ tips: 2, flow: 1, credentials: 1, session: 2 });
  });

  it('pay, captured: the press, then the success (payment, flow and record once each)', async () => {
    const { core, ...fakes } = await atPayment();
    const counts = record(core, fakes);
    const paying = core.actions.pay();
    expect(counts).toEqual({ payment: 1, credentials: 1 });
    await paying;
    expect(counts).toEqual({ payment: 2, flow: 1, credentials: 2 });
  });

  it('pay, refused: the press, then the failure and its alert', async () => {
    const fakes = createFakeDeps();
    fakes.tipsApi.payStatus = 'failed';
    const { core } = await atPayment('U500', fakes);
    const counts = record(core, fakes);
    await core.actions.pay();
    expect(counts).toEqual({ payment: 2, alert: 1, credentials: 2 });
  });

  it('pay, 3-D Secure: the press, then the challenge', async () => {
    const fakes = createFakeDeps();
    fakes.tipsApi.threeDS = true;
    const { core } = await atPayment('U500', fakes);
    const counts = record(core, fakes);
    await core.actions.pay();
    expect(counts).toEqual({ payment: 2, credentials: 2 });
  });

  it('the review: a rating at once; a submission, then the success screen', async () => {
    const { core, ...fakes } = await atPayment();
    await core.actions.pay();
    const counts = record(core, fakes);
    core.actions.setRating(5);
    core.actions.setNote('Lovely');
    expect(counts).toEqual({ review: 2 });
    const submitting = core.actions.submitReview();
    expect(counts).toEqual({ review: 3 });
    await submitting;
    expect(counts).toEqual({ review: 4, flow: 1, credentials: 1 });
  });
});
