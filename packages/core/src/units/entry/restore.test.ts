import { describe, expect, it } from 'vitest';
import { createFakeDeps } from '../../fakes';
import { parsePath } from '../../flow/routes';
import { currentStep } from '../../state/flow-store';
import { CREDENTIALS_KEY } from '../../state/persistence';
import { createTipping } from '../create-tipping';
import { atPayment } from '../test-support';

describe('reload', () => {
  it('restores the step, selections and tips, and fetches the fees again', async () => {
    const first = await atPayment();
    const fakes = createFakeDeps({ tabStorage: first.tabStorage });
    const core = createTipping(fakes.deps);
    expect(await core.entry.restore(parsePath('/U500/payment'))).toBe(true);
    expect(currentStep(core.flow.store.getSnapshot())).toBe('payment');
    expect(core.flow.store.getSnapshot().selections.users).toEqual(['500']);
    expect(core.payment.store.getSnapshot().shopperEmail).toBe('guest@example.com');
    expect(core.tips.store.getSnapshot().totals.total).toBe(1060);
    expect(fakes.tipsApi.requestsOf('calculateFees')).toHaveLength(1);
  });

  it('does not restore another code, and discards foreign data', async () => {
    const first = await atPayment();
    const core = createTipping(createFakeDeps({ tabStorage: first.tabStorage }).deps);
    expect(await core.entry.restore(parsePath('/U501/payment'))).toBe(false);
    first.tabStorage.write(CREDENTIALS_KEY, { v: 1, data: { hacked: true } });
    expect(await core.entry.restore(parsePath('/U500/payment'))).toBe(false);
    expect(first.tabStorage.read(CREDENTIALS_KEY)).toBeNull();
  });
});
