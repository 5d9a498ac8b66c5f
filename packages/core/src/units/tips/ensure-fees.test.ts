import { describe, expect, it } from 'vitest';
import { createFakeDeps } from '../../fakes';
import { createTipping } from '../create-tipping';
import { flush } from '../test-support';

async function u500(): Promise<
  ReturnType<typeof createFakeDeps> & { core: ReturnType<typeof createTipping> }
> {
  const fakes = createFakeDeps();
  const core = createTipping(fakes.deps);
  await core.entry.openCode('U500');
  return { ...fakes, core };
}

describe('ensureFees (the payment screen asks for the fees it lacks)', () => {
  it('asks nothing more while the fee the tap asked for is on its way, and keeps that answer', async () => {
    const { core, tipsApi } = await u500();
    tipsApi.hang('calculateFees');
    core.tips.chooseLevel('medium');
    await core.tips.ensureFees();
    expect(tipsApi.requestsOf('calculateFees')).toHaveLength(1);
    tipsApi.release();
    await flush();
    expect(tipsApi.requestsOf('calculateFees')).toHaveLength(1);
    expect(core.tips.store.getSnapshot().totals).toEqual({ tips: 1000, fees: 60, total: 1060 });
  });

  it('loads a fee that is missing and not on its way (its first answer failed)', async () => {
    const { core, tipsApi } = await u500();
    tipsApi.failNext('calculateFees');
    core.tips.chooseLevel('medium');
    await flush();
    expect(core.tips.store.getSnapshot().fees).toEqual([null]);
    core.alert.close();
    await core.tips.ensureFees();
    expect(tipsApi.requestsOf('calculateFees')).toHaveLength(2);
    expect(core.tips.store.getSnapshot().totals.total).toBe(1060);
  });

  it('does nothing when every fee is there', async () => {
    const { core, tipsApi } = await u500();
    core.tips.chooseLevel('medium');
    await flush();
    await core.tips.ensureFees();
    expect(tipsApi.requestsOf('calculateFees')).toHaveLength(1);
  });
});
