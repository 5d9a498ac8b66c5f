import { describe, expect, it } from 'vitest';
import { AppError } from '../../domain/errors';
import { createFakeDeps } from '../../fakes';
import { currentStep } from '../../state/flow-store';
import { createTipping } from '../create-tipping';
import { atPayment, flush } from '../test-support';

describe('paying: the unhappy paths', () => {
  it('a refused card shows Payment Failed, then Try again pays with a new key', async () => {
    const { core, tipsApi, gateway } = await atPayment();
    tipsApi.payStatus = 'failed';
    await core.payment.pay();
    expect(core.alert.store.getSnapshot()).toEqual({
      open: true,
      title: { key: 'payment.failed.title' },
      text: { key: 'payment.failed.text' },
      severity: 'error',
    });
    expect(core.payment.store.getSnapshot()).toMatchObject({ ongoing: false, failed: true });
    expect(currentStep(core.flow.store.getSnapshot())).toBe('payment');

    // Try again keeps the widget (and what the guest typed) and pays at once.
    const epoch = core.payment.store.getSnapshot().widgetEpoch;
    tipsApi.payStatus = 'captured';
    await core.payment.tryAgain();
    expect(core.alert.store.getSnapshot().open).toBe(false);
    expect(core.payment.store.getSnapshot().widgetEpoch).toBe(epoch);
    expect(gateway.unmounts).toBe(1); // unmounted by the capture, not by Try again
    expect(gateway.mounts).toBe(1);
    expect(gateway.tokenizeCalls).toBe(2);
    const keys = tipsApi.calls.filter((c) => c.method === 'pay').map((c) => c.args[1]);
    expect(keys).toEqual(['id-1', 'id-2']);
    expect(currentStep(core.flow.store.getSnapshot())).toBe('review');
  });

  it('insufficient funds has its own text; a plain refusal keeps the Payment Failed text', async () => {
    const { core, tipsApi } = await atPayment();
    tipsApi.payStatus = 'failed';
    tipsApi.refusal = { reason: 'Not enough balance', code: '12' };
    await core.payment.pay();
    expect(core.alert.store.getSnapshot()).toMatchObject({
      open: true,
      title: { key: 'payment.failed.title' },
      text: { key: 'payment.insufficientFunds.text' },
    });
    tipsApi.refusal = { reason: 'Refused', code: '2' };
    await core.payment.tryAgain();
    expect(core.alert.store.getSnapshot()).toMatchObject({
      open: true,
      text: { key: 'payment.failed.text' },
    });
  });

  it('a widget in error is remounted by Try again, which does not pay', async () => {
    const { core, tipsApi, gateway } = await atPayment();
    tipsApi.payStatus = 'failed';
    await core.payment.pay();
    gateway.session?.onStatus('error');
    const epoch = core.payment.store.getSnapshot().widgetEpoch;
    await core.payment.tryAgain();
    expect(core.payment.store.getSnapshot()).toMatchObject({
      failed: false,
      widgetEpoch: epoch + 1,
      widgetStatus: 'idle',
    });
    expect(gateway.unmounts).toBe(1);
    expect(tipsApi.requestsOf('pay')).toHaveLength(1);
    await core.payment.mountWidget('host'); // what the view does when the epoch changes
    expect(gateway.mounts).toBe(2);
  });

  it('Pay sends nothing while a fee is unanswered or on its way: never a total the guest was not shown', async () => {
    const { core, tipsApi, gateway } = await atPayment();
    tipsApi.failNext('calculateFees');
    await core.tips.loadFees();
    expect(core.tips.store.getSnapshot().feesFailed).toBe(true);
    await core.payment.pay();
    expect(gateway.tokenizeCalls).toBe(0);
    expect(tipsApi.requestsOf('pay')).toEqual([]);
    expect(core.payment.store.getSnapshot()).toMatchObject({ ongoing: false, failed: false });

    // Asked again: while the answer is on its way, still nothing; once it is in, Pay pays.
    const asked = core.tips.loadFees();
    expect(core.tips.store.getSnapshot().refreshing).toBe(true);
    await core.payment.pay();
    expect(tipsApi.requestsOf('pay')).toEqual([]);
    await asked;
    await core.payment.pay();
    expect(tipsApi.requestsOf('pay')).toHaveLength(1);
    expect(gateway.tokenizeCalls).toBe(1);
  });

  it('an HTTP error of the payment is a Payment Failed too', async () => {
    const { core, tipsApi } = await atPayment();
    tipsApi.failNext('pay', new AppError('http', 'boom', { status: 500 }));
    await core.payment.pay();
    expect(core.payment.store.getSnapshot()).toMatchObject({ ongoing: false, failed: true });
    expect(core.alert.store.getSnapshot().title).toEqual({ key: 'payment.failed.title' });
  });

  it('cancel clears the ongoing payment silently', async () => {
    const { core, tipsApi, gateway } = await atPayment();
    gateway.nextTokenize = { status: 'cancel' };
    await core.payment.pay();
    expect(core.payment.store.getSnapshot()).toMatchObject({ ongoing: false, failed: false });
    expect(core.alert.store.getSnapshot().open).toBe(false);
    expect(tipsApi.requestsOf('pay')).toEqual([]);
  });

  it('a thrown or failed tokenisation is Payment Failed - no token', async () => {
    for (const next of ['throw', { status: 'error', message: 'x' }] as const) {
      const { core, tipsApi, gateway } = await atPayment();
      gateway.nextTokenize = next;
      await core.payment.pay();
      expect(core.alert.store.getSnapshot()).toMatchObject({
        open: true,
        title: { key: 'payment.noToken' },
        severity: 'error',
      });
      expect(core.payment.store.getSnapshot().ongoing).toBe(false);
      expect(tipsApi.requestsOf('pay')).toEqual([]);
    }
  });

  it('an invalid e-mail stops before the widget', async () => {
    const { core, gateway } = await atPayment();
    core.payment.setShopperEmail('guest@example');
    await core.payment.pay();
    expect(core.payment.store.getSnapshot().emailError).toBe('validation.email');
    expect(gateway.tokenizeCalls).toBe(0);
    core.payment.setShopperEmail('guest@example.com');
    expect(core.payment.store.getSnapshot().emailError).toBeNull();
  });

  it('Pay is ignored while a payment is ongoing', async () => {
    const { core, tipsApi } = await atPayment();
    tipsApi.hang('pay');
    const first = core.payment.pay();
    await flush();
    expect(core.payment.store.getSnapshot().ongoing).toBe(true);
    await core.payment.pay();
    tipsApi.release();
    await first;
    expect(tipsApi.requestsOf('pay')).toHaveLength(1);
  });
});

describe('mounting the widget', () => {
  it('waits for the fees so the widget shows the real total; unmount cancels the wait', async () => {
    const fakes = createFakeDeps();
    const core = createTipping(fakes.deps);
    await core.entry.openCode('U500');
    fakes.tipsApi.hang('calculateFees');
    core.tips.chooseLevel('low');
    const first = core.payment.mountWidget('host');
    core.payment.unmountWidget();
    await first;
    const second = core.payment.mountWidget('host');
    await flush();
    expect(fakes.gateway.mounts).toBe(0);
    fakes.tipsApi.release();
    await second;
    expect(fakes.gateway.mounts).toBe(1);
    expect(fakes.gateway.session?.amount).toBe(545);
  });
});
