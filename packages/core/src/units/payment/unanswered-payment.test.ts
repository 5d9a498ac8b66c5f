import { describe, expect, it } from 'vitest';
import { AppError } from '../../domain/errors';
import { currentStep } from '../../state/flow-store';
import { atPayment } from '../test-support';

// A payment whose answer never came may have been charged: the guest's next press sends the same
// request with the same key, so the server replays the outcome instead of charging twice. A refusal
// is an answer: the next press is a new payment with a new key.

type PayCall = { method: string; args: unknown[] };

function payCalls(calls: readonly PayCall[]): PayCall[] {
  return calls.filter((call) => call.method === 'pay');
}

describe('a payment that got no answer', () => {
  for (const error of [
    new AppError('network', 'connection lost'),
    new AppError('timeout', 'no answer in 60 s'),
    new AppError('malformed', 'unreadable answer'),
    new AppError('http', 'bad gateway', { status: 502 }),
  ]) {
    it(`(${error.code} ${error.status || ''}) is sent again as it was on the next press`, async () => {
      const { core, tipsApi, gateway } = await atPayment();
      tipsApi.failNext('pay', error);
      await core.payment.pay();
      expect(core.payment.store.getSnapshot().failed).toBe(true);
      core.alert.close();
      await core.payment.pay();
      const [first, second] = payCalls(tipsApi.calls as PayCall[]);
      expect(second?.args).toEqual(first?.args); // same body, same Idempotency-Key
      expect(gateway.tokenizeCalls).toBe(1); // no second card token
      expect(currentStep(core.flow.store.getSnapshot())).toBe('review');
    });
  }

  it('after a refusal (an answer), the next press is a new payment with a new key', async () => {
    const { core, tipsApi } = await atPayment();
    tipsApi.failNext('pay', new AppError('http', 'invalid', { status: 422 }));
    await core.payment.pay();
    core.alert.close();
    await core.payment.pay();
    const [first, second] = payCalls(tipsApi.calls as PayCall[]);
    expect(second?.args[1]).not.toBe(first?.args[1]);
  });
});
