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
  if (core.stores.flow.getSnapshot().steps.includes('proposed-tip-intent'))
    core.actions.chooseTipLevel('low');
  core.actions.chooseTipLevel('low');
  await flush();
  expect(core.stores.flow.getSnapshot().steps[core.stores.flow.getSnapshot().index]).toBe(
    'payment',
  );
  return addAnotherTarget(core.stores.landing.getSnapshot(), core.stores.flow.getSnapshot());
}

describe("'Add another'", () => {
  it('returns to the browse screen of a location or a station', async () => {
    expect(
      await targetAtPayment(async (core) => {
        await core.actions.openCode('L100');
        core.actions.selectUser('501');
      }),
    ).toBe('users');
    expect(
      await targetAtPayment(async (core) => {
        await core.actions.openCode('S300');
        core.actions.selectPool('202');
      }),
    ).toBe('station');
  });

  it('is not offered for a user code, a pre-selected user, a single pool or an intent', async () => {
    const cases = [
      (core: ReturnType<typeof createTipping>) => core.actions.openCode('U500'),
      (core: ReturnType<typeof createTipping>) =>
        core.actions.openCode('L100', { preSelectedUserUid: '501' }),
      (core: ReturnType<typeof createTipping>) => core.actions.openCode('P202'),
      (core: ReturnType<typeof createTipping>) =>
        core.actions.openIntent({ type: 'qr', id: '100', intent: 'tab-42' }),
    ];
    for (const open of cases) expect(await targetAtPayment(open)).toBeNull();
  });
});
