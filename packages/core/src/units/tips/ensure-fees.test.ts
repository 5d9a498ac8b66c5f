import { describe, expect, it } from 'vitest';
import { createFakeDeps } from '../../fakes';
import { createTipping } from '../create-tipping';
import { flush } from '../test-support';

async function u500(): Promise<
  ReturnType<typeof createFakeDeps> & { core: ReturnType<typeof createTipping> }
> {
  const fakes = createFakeDeps();
  const core = createTipping(fakes.deps);
  await core.actions.openCode('U500');
  return { ...fakes, core };
}

describe('ensureFees (the payment screen asks for the fees it lacks)', () => {
  it('asks nothing more while the fee the tap asked for is on its way, and keeps that answer', async () => {
    const { core, tipsApi } = await u500();
    tipsApi.hang('calculateFees');
    core.actions.chooseTipLevel('medium');
    await core.actions.ensureFees();
    expect(tipsApi.requestsOf('calculateFees')).toHaveLength(1);
    tipsApi.release();
    await flush();
    expect(tipsApi.requestsOf('calculateFees')).toHaveLength(1);
    expect(core.stores.tips.getSnapshot().totals).toEqual({ tips: 1000, fees: 60, total: 1060 });
  });

  it('loads a fee that is missing and not on its way (its first answer failed)', async () => {
    const { core, tipsApi } = await u500();
    tipsApi.failNext('calculateFees');
    core.actions.chooseTipLevel('medium');
    await flush();
    expect(core.stores.tips.getSnapshot().fees).toEqual([null]);
    core.actions.closeAlert();
    await core.actions.ensureFees();
    expect(tipsApi.requestsOf('calculateFees')).toHaveLength(2);
    expect(core.stores.tips.getSnapshot().totals.total).toBe(1060);
  });

  it('does nothing when every fee is there', async () => {
    const { core, tipsApi } = await u500();
    core.actions.chooseTipLevel('medium');
    await flush();
    await core.actions.ensureFees();
    expect(tipsApi.requestsOf('calculateFees')).toHaveLength(1);
  });
});
