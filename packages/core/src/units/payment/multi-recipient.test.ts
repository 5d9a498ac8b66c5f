import { describe, expect, it } from 'vitest';
import type { PaymentRequest } from '../../domain/payment-request.types';
import { createFakeDeps } from '../../fakes';
import { currentStep } from '../../state/flow-store';
import { createTipping } from '../create-tipping';
import { atPoolAndUserPayment, flush } from '../test-support';
import type { Tipping } from '../tipping.types';

type Fakes = ReturnType<typeof createFakeDeps>;

function step(core: Tipping): string {
  return currentStep(core.stores.flow.getSnapshot());
}

/** S300: Front Desk and Alex Kim, at payment (the walk itself: atPoolAndUserPayment). */
async function poolAndUser(fakes: Fakes = createFakeDeps()): Promise<Tipping> {
  const core = await atPoolAndUserPayment(fakes);
  expect(step(core)).toBe('payment');
  expect(core.stores.flow.getSnapshot().selections).toMatchObject({
    pools: ['202'],
    users: ['504'],
  });
  return core;
}

function payRequests(fakes: Fakes): { kind: string; key: unknown; tips: number }[] {
  return fakes.tipsApi.calls
    .filter((call) => call.method === 'pay')
    .map((call) => {
      const request = call.args[0] as PaymentRequest;
      return { kind: request.kind, key: call.args[1], tips: request.tips.length };
    });
}

describe('several recipients', () => {
  it('L100: Jordan $20, Add another, Priya $5: $26.35; removing Priya leaves $20.90', async () => {
    const fakes = createFakeDeps();
    const core = createTipping(fakes.deps);
    await core.actions.openCode('L100');
    core.actions.selectUser('501');
    core.actions.chooseTipLevel('high');
    await flush();
    core.actions.addAnother();
    expect(step(core)).toBe('users');
    core.actions.selectUser('502');
    expect(step(core)).toBe('proposed-tip-beauty');
    core.actions.chooseTipLevel('low');
    await flush();
    expect(core.stores.tips.getSnapshot().totals.total).toBe(2635);
    const fees = fakes.tipsApi.requestsOf('calculateFees') as {
      amount: number;
      tipCount: number;
    }[];
    expect(fees.map((request) => [request.amount, request.tipCount])).toEqual([
      [2000, 1],
      [500, 1],
    ]);
    core.actions.removeTip(1);
    expect(core.stores.tips.getSnapshot().totals.total).toBe(2090);
  });

  it('a mix of pools and users is two payments, pools first, each with its own key', async () => {
    const fakes = createFakeDeps();
    const core = await poolAndUser(fakes);
    expect(core.stores.tips.getSnapshot().totals.total).toBe(1060 + 1060);
    await core.actions.pay();
    const requests = payRequests(fakes);
    expect(requests.map((r) => r.kind)).toEqual(['pool-web', 'web']);
    expect(new Set(requests.map((r) => r.key)).size).toBe(2);
    const paid = core.stores.payment.getSnapshot().paid;
    expect(paid?.references).toEqual(['ref-1', 'ref-2']);
    expect(paid?.tipUids).toEqual(['tip-1-1', 'tip-2-1']);
    expect(paid?.total).toBe(2120);
    expect(step(core)).toBe('review');
    core.actions.setRating(4);
    await core.actions.submitReview();
    expect(fakes.tipsApi.requestsOf('submitReview')).toEqual([
      { tipUids: ['tip-1-1', 'tip-2-1'], rating: 4, comment: '' },
    ]);
  });

  it('the user payment refused after the pool was captured: told which; Try again pays only it', async () => {
    const fakes = createFakeDeps();
    const core = await poolAndUser(fakes);
    fakes.tipsApi.payStatusByKind = { web: 'failed' };
    await core.actions.pay();
    expect(core.stores.alert.getSnapshot()).toMatchObject({
      open: true,
      title: { key: 'payment.failed.title' },
      text: { key: 'payment.partial.text', params: { paid: 'Front Desk', failed: 'Alex K.' } },
    });
    expect(core.stores.payment.getSnapshot()).toMatchObject({ failed: true, paid: null });
    expect(core.stores.payment.getSnapshot().captured.map((part) => part.kind)).toEqual(['pool']);
    // Neither tip can be removed any more, and 'Add another' is off.
    core.actions.removeTip(0);
    core.actions.removeTip(1);
    expect(core.stores.tips.getSnapshot().tips).toHaveLength(2);
    core.actions.addAnother();
    expect(step(core)).toBe('payment');

    await core.actions.tryAgain();
    await core.actions.mountWidget('host');
    expect(fakes.gateway.session?.amount).toBe(1060);
    fakes.tipsApi.payStatusByKind = {};
    await core.actions.pay();
    const requests = payRequests(fakes);
    expect(requests.map((r) => r.kind)).toEqual(['pool-web', 'web', 'web']);
    expect(new Set(requests.map((r) => r.key)).size).toBe(3);
    expect(step(core)).toBe('review');
    const paid = core.stores.payment.getSnapshot().paid;
    expect(paid?.references).toEqual(['ref-1', 'ref-3']);
    expect(paid?.tipUids).toEqual(['tip-1-1', 'tip-3-1']);
    expect(core.stores.payment.getSnapshot().captured).toEqual([]);
  });

  it('a refused pool payment stops before the user payment', async () => {
    const fakes = createFakeDeps();
    const core = await poolAndUser(fakes);
    fakes.tipsApi.payStatusByKind = { 'pool-web': 'failed' };
    await core.actions.pay();
    expect(payRequests(fakes).map((r) => r.kind)).toEqual(['pool-web']);
    expect(core.stores.alert.getSnapshot().text).toEqual({ key: 'payment.failed.text' });
  });

  it('a reload after a partial capture keeps the captured part', async () => {
    const fakes = createFakeDeps();
    const core = await poolAndUser(fakes);
    fakes.tipsApi.payStatusByKind = { web: 'failed' };
    await core.actions.pay();
    const reloaded = createTipping(fakes.deps);
    expect(await reloaded.actions.restore('S300')).toBe(true);
    expect(reloaded.stores.payment.getSnapshot().captured.map((part) => part.kind)).toEqual([
      'pool',
    ]);
  });

  it('a group narrows to its people; Add another returns to the group', async () => {
    const core = createTipping(createFakeDeps().deps);
    await core.actions.openCode('S300');
    core.actions.selectGroup('301');
    expect(step(core)).toBe('group');
    core.actions.selectUser('505');
    core.actions.chooseTipLevel('low');
    await flush();
    core.actions.addAnother();
    expect(step(core)).toBe('group');
  });

  it('S300 uses the station settings ($3 / $5 / $10)', async () => {
    const fakes = createFakeDeps();
    const core = createTipping(fakes.deps);
    await core.actions.openCode('S300');
    core.actions.selectUser('505');
    core.actions.chooseTipLevel('high');
    await flush();
    expect(core.stores.tips.getSnapshot().tips[0]?.amount).toBe(1000);
  });
});

describe('review skip', () => {
  it('Skip leads to success when the review is only reviewsEnabled', async () => {
    const fakes = createFakeDeps();
    const core = createTipping(fakes.deps);
    await core.actions.openCode('U500');
    core.actions.chooseTipLevel('medium');
    await flush();
    core.actions.setShopperEmail('guest@example.com');
    await core.actions.mountWidget('host');
    await core.actions.pay();
    expect(step(core)).toBe('review');
    core.actions.skipReview();
    expect(step(core)).toBe('success');
    expect(fakes.tipsApi.requestsOf('submitReview')).toEqual([]);
  });

  it('Skip is refused when a selected pool requires the review (Bell Staff)', async () => {
    const core = createTipping(createFakeDeps().deps);
    await core.actions.openCode('L200');
    core.actions.selectPool('203');
    core.actions.chooseTipLevel('low');
    await flush();
    core.actions.setShopperEmail('guest@example.com');
    await core.actions.mountWidget('host');
    await core.actions.pay();
    expect(step(core)).toBe('review');
    core.actions.skipReview();
    expect(step(core)).toBe('review');
  });
});

describe('a pre-selected user after another visit of the same code', () => {
  it('/L100/user/501 is not restored from a saved L100 visit without Jordan', async () => {
    const fakes = createFakeDeps();
    const first = createTipping(fakes.deps);
    await first.actions.openCode('L100');
    const second = createTipping(fakes.deps);
    const route = { kind: 'code', code: 'L100', screen: 'user', uid: '501' } as const;
    expect(await second.actions.restore(route)).toBe(false);
    await second.actions.openCode('L100', { preSelectedUserUid: '501' });
    const third = createTipping(fakes.deps);
    expect(await third.actions.restore(route)).toBe(true);
    expect(third.stores.flow.getSnapshot().selections.preSelectedUserUid).toBe('501');
  });

  it('a 3-D Secure user part carries its own key: a return in another browser settles that part', async () => {
    const fakes = createFakeDeps();
    const core = await poolAndUser(fakes);
    fakes.tipsApi.threeDSKinds = ['web'];
    await core.actions.pay();
    const calls = fakes.tipsApi.calls.filter((call) => call.method === 'pay');
    expect(calls.map((call) => (call.args[0] as PaymentRequest).kind)).toEqual(['pool-web', 'web']);
    const userKey = calls[1]?.args[1];
    expect(userKey).not.toBe(calls[0]?.args[1]);
    const returnUrl = String((calls[1]?.args[0] as { returnUrl: string }).returnUrl);
    const redirectData = decodeURIComponent(returnUrl.split('redirectData=')[1] ?? '');
    expect(JSON.parse(redirectData).paymentReferenceId).toBe(userKey);
    const other = createTipping(createFakeDeps({ tipsApi: fakes.tipsApi }).deps);
    await other.actions.resumeRedirect({ redirectData, redirectResult: 'r' });
    expect(fakes.tipsApi.requestsOf('paymentDetails')).toEqual([
      { reference: userKey, details: { redirectResult: 'r' } },
    ]);
    expect(other.stores.payment.getSnapshot().reference).toBe('ref-2');
    expect(step(other)).toBe('review');
  });
});
