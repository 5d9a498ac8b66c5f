import { describe, expect, it } from 'vitest';
import { createFakeDeps } from '../../fakes/create-fake-deps';
import { parsePath } from '../../flow/routes';
import { currentStep } from '../../state/flow-store';
import { createTipping } from '../create-tipping';
import { flush } from '../test-support';

const exchanges = (fakes: ReturnType<typeof createFakeDeps>): number =>
  fakes.coreApi.calls.filter((call) => call.method === 'exchangeCode').length;

describe('enter: the one entry decision', () => {
  it('opens a code, and joins parallel calls for the same address to one exchange', async () => {
    const fakes = createFakeDeps();
    const core = createTipping(fakes.deps);
    const route = parsePath('/U500');
    const first = core.entry.enter({ route });
    const second = core.entry.enter({ route });
    expect(await Promise.all([first, second])).toEqual(['opened', 'opened']);
    expect(await core.entry.enter({ route })).toBe('opened');
    expect(exchanges(fakes)).toBe(1);
  });

  it('restores the saved step after a reload instead of exchanging again', async () => {
    const fakes = createFakeDeps();
    const before = createTipping(fakes.deps);
    await before.entry.enter({ route: parsePath('/U500') });
    before.tips.chooseLevel('medium');
    await flush();
    const reloaded = createTipping(fakes.deps);
    expect(await reloaded.entry.enter({ route: parsePath('/U500/payment') })).toBe('restored');
    expect(currentStep(reloaded.flow.store.getSnapshot())).toBe('payment');
    expect(exchanges(fakes)).toBe(1);
  });

  it('says not-found for an unknown code and for an address the app does not route', async () => {
    const core = createTipping(createFakeDeps().deps);
    expect(await core.entry.enter({ route: parsePath('/NOPE1') })).toBe('not-found');
    expect(await core.entry.enter({ route: { kind: 'not-found' } })).toBe('not-found');
  });

  it('an /external screen with nothing saved in this tab is not-found', async () => {
    const core = createTipping(createFakeDeps().deps);
    expect(await core.entry.enter({ route: parsePath('/external/review') })).toBe('not-found');
  });

  it('a QR entry exchanges its intent once for parallel calls', async () => {
    const fakes = createFakeDeps();
    const core = createTipping(fakes.deps);
    const route = parsePath('/qr/100/tab-42');
    await Promise.all([core.entry.enter({ route }), core.entry.enter({ route })]);
    expect(fakes.tipsApi.requestsOf('exchangeIntent')).toHaveLength(1);
  });
});
