import { describe, expect, it } from 'vitest';
import type { PaymentRequest } from '../../domain/payment-request.types';
import { createFakeDeps } from '../../fakes';
import { currentStep } from '../../state/flow-store';
import { createTipping } from '../create-tipping';
import { atPoolAndUserPayment, flush } from '../test-support';
import type { Tipping } from '../tipping.types';

type Fakes = ReturnType<typeof createFakeDeps>;

function step(core: Tipping): string {
  return currentStep(core.flow.store.getSnapshot());
}

/** S300: Front Desk and Alex Kim, at payment (the walk itself: atPoolAndUserPayment). */
async function poolAndUser(fakes: Fakes = createFakeDeps()): Promise<Tipping> {
  const core = await atPoolAndUserPayment(fakes);
  expect(step(core)).toBe('payment');
  expect(core.flow.store.getSnapshot().selections).toMatchObject({
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
    await core.entry.openCode('L100');
    core.flow.selectUser('501');
    core.tips.chooseLevel('high');
    await flush();
    core.payment.addAnother();
    expect(step(core)).toBe('users');
    core.flow.selectUser('502');
    expect(step(core)).toBe('proposed-tip-beauty');
    core.tips.chooseLevel('low');
    await flush();
    expect(core.tips.store.getSnapshot().totals.total).toBe(2635);
    const fees = fakes.tipsApi.requestsOf('calculateFees') as {
      amount: number;
      tipCount: number;
    }[];
    expect(fees.map((request) => [request.amount, request.tipCount])).toEqual([
      [2000, 1],
      [500, 1],
    ]);
    core.payment.removeTip(1);
    expect(core.tips.store.getSnapshot().totals.total).toBe(2090);
  });

  it('a mix of pools and users is two payments, pools first, each with its own key', async () => {
    const fakes = createFakeDeps();
    const core = await poolAndUser(fakes);
    expect(core.tips.store.getSnapshot().totals.total).toBe(1060 + 1060);
    await core.payment.pay();
    const requests = payRequests(fakes);
    expect(requests.map((r) => r.kind)).toEqual(['pool-web', 'web']);
    expect(new Set(requests.map((r) => r.key)).size).toBe(2);
    const paid = core.payment.store.getSnapshot().paid;
    expect(paid?.references).toEqual(['ref-1', 'ref-2']);
    expect(paid?.tipUids).toEqual(['tip-1-1', 'tip-2-1']);
    expect(paid?.total).toBe(2120);
    expect(step(core)).toBe('review');
    core.review.setRating(4);
    await core.review.submit();
    expect(fakes.tipsApi.requestsOf('submitReview')).toEqual([
      { tipUids: ['tip-1-1', 'tip-2-1'], rating: 4, comment: '' },
    ]);
  });

  it('the user payment refused after the pool was captured: told which; Try again pays only it', async () => {
    const fakes = createFakeDeps();
    const core = await poolAndUser(fakes);
    fakes.tipsApi.payStatusByKind = { web: 'failed' };
    await core.payment.pay();
    expect(core.alert.store.getSnapshot()).toMatchObject({
      open: true,
      title: { key: 'payment.failed.title' },
      text: { key: 'payment.partial.text', params: { paid: 'Front Desk', failed: 'Alex K.' } },
    });
    expect(core.payment.store.getSnapshot()).toMatchObject({ failed: true, paid: null });
    expect(core.payment.store.getSnapshot().captured.map((part) => part.kind)).toEqual(['pool']);
    // Neither tip can be removed any more, and 'Add another' is off.
    core.payment.removeTip(0);
    core.payment.removeTip(1);
    expect(core.tips.store.getSnapshot().tips).toHaveLength(2);
    core.payment.addAnother();
    expect(step(core)).toBe('payment');

    await core.payment.tryAgain();
    await core.payment.mountWidget('host');
    expect(fakes.gateway.session?.amount).toBe(1060);
    fakes.tipsApi.payStatusByKind = {};
    await core.payment.pay();
    const requests = payRequests(fakes);
    expect(requests.map((r) => r.kind)).toEqual(['pool-web', 'web', 'web']);
    expect(new Set(requests.map((r) => r.key)).size).toBe(3);
    expect(step(core)).toBe('review');
    const paid = core.payment.store.getSnapshot().paid;
    expect(paid?.references).toEqual(['ref-1', 'ref-3']);
    expect(paid?.tipUids).toEqual(['tip-1-1', 'tip-3-1']);
    expect(core.payment.store.getSnapshot().captured).toEqual([]);
  });

  it('a refused pool payment stops before the user payment', async () => {
    const fakes = createFakeDeps();
    const core = await poolAndUser(fakes);
    fakes.tipsApi.payStatusByKind = { 'pool-web': 'failed' };
    await core.payment.pay();
    expect(payRequests(fakes).map((r) => r.kind)).toEqual(['pool-web']);
    expect(core.alert.store.getSnapshot().text).toEqual({ key: 'payment.failed.text' });
  });

  it('a reload after a partial capture keeps the captured part', async () => {
    const fakes = createFakeDeps();
    const core = await poolAndUser(fakes);
    fakes.tipsApi.payStatusByKind = { web: 'failed' };
    await core.payment.pay();
    const reloaded = createTipping(fakes.deps);
    expect(await reloaded.entry.restore('S300')).toBe(true);
    expect(reloaded.payment.store.getSnapshot().captured.map((part) => part.kind)).toEqual([
      'pool',
    ]);
  });

  it('a group narrows to its people; Add another returns to the group', async () => {
    const core = createTipping(createFakeDeps().deps);
    await core.entry.openCode('S300');
    core.flow.selectGroup('301');
    expect(step(core)).toBe('group');
    core.flow.selectUser('505');
    core.tips.chooseLevel('low');
    await flush();
    core.payment.addAnother();
    expect(step(core)).toBe('group');
  });

  it('S300 uses the station settings ($3 / $5 / $10)', async () => {
    const fakes = createFakeDeps();
    const core = createTipping(fakes.deps);
    await core.entry.openCode('S300');
    core.flow.selectUser('505');
    core.tips.chooseLevel('high');
    await flush();
    expect(core.tips.store.getSnapshot().tips[0]?.amount).toBe(1000);
  });
});

describe('review skip', () => {
  it('Skip leads to success when the review is only reviewsEnabled', async () => {
    const fakes = createFakeDeps();
    const core = createTipping(fakes.deps);
    await core.entry.openCode('U500');
    core.tips.chooseLevel('medium');
    await flush();
    core.payment.setShopperEmail('guest@example.com');
    await core.payment.mountWidget('host');
    await core.payment.pay();
    expect(step(core)).toBe('review');
    core.review.skip();
    expect(step(core)).toBe('success');
    expect(fakes.tipsApi.requestsOf('submitReview')).toEqual([]);
  });

  it('Skip is refused when a selected pool requires the review (Bell Staff)', async () => {
    const core = createTipping(createFakeDeps().deps);
    await core.entry.openCode('L200');
    core.flow.selectPool('203');
    core.tips.chooseLevel('low');
    await flush();
    core.payment.setShopperEmail('guest@example.com');
    await core.payment.mountWidget('host');
    await core.payment.pay();
    expect(step(core)).toBe('review');
    core.review.skip();
    expect(step(core)).toBe('review');
  });
});

describe('a pre-selected user after another visit of the same code', () => {
  it('/L100/user/501 is not restored from a saved L100 visit without Jordan', async () => {
    const fakes = createFakeDeps();
    const first = createTipping(fakes.deps);
    await first.entry.openCode('L100');
    const second = createTipping(fakes.deps);
    const route = { kind: 'code', code: 'L100', screen: 'user', uid: '501' } as const;
    expect(await second.entry.restore(route)).toBe(false);
    await second.entry.openCode('L100', { preSelectedUserUid: '501' });
    const third = createTipping(fakes.deps);
    expect(await third.entry.restore(route)).toBe(true);
    expect(third.flow.store.getSnapshot().selections.preSelectedUserUid).toBe('501');
  });

  it('a 3-D Secure user part carries its own key: a return in another browser settles that part', async () => {
    const fakes = createFakeDeps();
    const core = await poolAndUser(fakes);
    fakes.tipsApi.threeDSKinds = ['web'];
    await core.payment.pay();
    const calls = fakes.tipsApi.calls.filter((call) => call.method === 'pay');
    expect(calls.map((call) => (call.args[0] as PaymentRequest).kind)).toEqual(['pool-web', 'web']);
    const userKey = calls[1]?.args[1];
    expect(userKey).not.toBe(calls[0]?.args[1]);
    const returnUrl = String((calls[1]?.args[0] as { returnUrl: string }).returnUrl);
    const redirectData = decodeURIComponent(returnUrl.split('redirectData=')[1] ?? '');
    expect(JSON.parse(redirectData).paymentReferenceId).toBe(userKey);
    const other = createTipping(createFakeDeps({ tipsApi: fakes.tipsApi }).deps);
    await other.entry.resumeRedirect({ redirectData, redirectResult: 'r' });
    expect(fakes.tipsApi.requestsOf('paymentDetails')).toEqual([
      { reference: userKey, details: { redirectResult: 'r' } },
    ]);
    expect(other.payment.store.getSnapshot().reference).toBe('ref-2');
    expect(step(other)).toBe('review');
  });
});
