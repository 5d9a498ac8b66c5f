import { describe, expect, it } from 'vitest';
import { createFakeDeps } from '../fakes';
import { createTipping } from '../units/create-tipping';
import { flush } from '../units/test-support';
import { addAnotherTarget } from './add-another';

async function targetAtPayment(
  open: (core: ReturnType<typeof createTipping>) => Promise<void>,
): Promise<string | null> {
  const core = createTipping(createFakeDeps().deps);
  await open(core);
  if (core.flow.store.getSnapshot().steps.includes('proposed-tip-intent'))
    core.tips.chooseLevel('low');
  core.tips.chooseLevel('low');
  await flush();
  expect(core.flow.store.getSnapshot().steps[core.flow.store.getSnapshot().index]).toBe('payment');
  return addAnotherTarget(core.landing.store.getSnapshot(), core.flow.store.getSnapshot());
}

describe("'Add another'", () => {
  it('returns to the browse screen of a location or a station', async () => {
    expect(
      await targetAtPayment(async (core) => {
        await core.entry.openCode('L100');
        core.flow.selectUser('501');
      }),
    ).toBe('users');
    expect(
      await targetAtPayment(async (core) => {
        await core.entry.openCode('S300');
        core.flow.selectPool('202');
      }),
    ).toBe('station');
  });

  it('is not offered for a user code, a pre-selected user, a single pool or an intent', async () => {
    const cases = [
      (core: ReturnType<typeof createTipping>) => core.entry.openCode('U500'),
      (core: ReturnType<typeof createTipping>) =>
        core.entry.openCode('L100', { preSelectedUserUid: '501' }),
      (core: ReturnType<typeof createTipping>) => core.entry.openCode('P202'),
      (core: ReturnType<typeof createTipping>) =>
        core.entry.openIntent({ type: 'qr', id: '100', intent: 'tab-42' }),
    ];
    for (const open of cases) expect(await targetAtPayment(open)).toBeNull();
  });
});
