import { describe, expect, it } from 'vitest';
import { createFakeDeps } from '../../fakes/create-fake-deps';
import { FakePaymentGateway } from '../../fakes/fake-payment-gateway';
import type { MountedWidget, WidgetSession } from '../../ports/payment-gateway';
import { createTipping } from '../create-tipping';
import { flush } from '../test-support';

/** A provider whose script never loads. */
class UnloadableGateway extends FakePaymentGateway {
  override mount(_host: unknown, _session: WidgetSession): Promise<MountedWidget> {
    this.mounts += 1;
    return Promise.reject(new Error('provider script failed to load'));
  }
}

async function atPaymentWith(gateway: FakePaymentGateway) {
  const fakes = createFakeDeps({ gateway });
  const core = createTipping(fakes.deps);
  await core.entry.openCode('U500');
  core.tips.chooseLevel('medium');
  await flush();
  await core.payment.mountWidget({ element: 'host' });
  return { core, fakes };
}

describe('widget failures', () => {
  it('a provider script that fails to load shows the payment-methods alert and Try again', async () => {
    const { core } = await atPaymentWith(new UnloadableGateway());
    expect(core.payment.store.getSnapshot()).toMatchObject({
      widgetStatus: 'error',
      failed: true,
    });
    expect(core.alert.store.getSnapshot()).toMatchObject({
      open: true,
      title: { key: 'payment.failed.title' },
      text: { key: 'paymentMethods.failed.text' },
      severity: 'error',
    });
  });

  it('one network cut, one dialog: the card form and then a fee fail, and the first alert stays', async () => {
    const { core, fakes } = await atPaymentWith(new UnloadableGateway());
    fakes.tipsApi.failNext('calculateFees');
    await core.tips.loadFees();
    expect(core.tips.store.getSnapshot().feesFailed).toBe(true);
    expect(core.alert.store.getSnapshot()).toMatchObject({
      open: true,
      title: { key: 'payment.failed.title' },
      text: { key: 'paymentMethods.failed.text' },
    });
    // Once the guest has closed it, the next failure has the dialog.
    core.alert.close();
    fakes.tipsApi.failNext('calculateFees');
    await core.tips.loadFees();
    expect(core.alert.store.getSnapshot()).toMatchObject({
      open: true,
      title: { key: 'fees.failed.title' },
    });
  });

  it('logs the failure with its error name only: a message may carry what the guest typed', async () => {
    const { fakes } = await atPaymentWith(new UnloadableGateway());
    expect(fakes.logger.entries).toEqual([
      { level: 'error', event: 'widget mount failed', fields: { error: 'Error' } },
    ]);
  });

  it("a wallet's tokenisation error shows 'Payment Failed - no token' and ends the payment", async () => {
    const gateway = new FakePaymentGateway();
    const { core } = await atPaymentWith(gateway);
    expect(gateway.session?.onTokenError).toBeTypeOf('function');
    gateway.session?.onTokenError?.('wallet sheet failed');
    expect(core.payment.store.getSnapshot().ongoing).toBe(false);
    expect(core.alert.store.getSnapshot()).toMatchObject({
      open: true,
      title: { key: 'payment.noToken' },
    });
  });
});
