import { describe, expect, it } from 'vitest';
import { createFakeDeps } from '../../fakes/create-fake-deps';
import { createTipping } from '../create-tipping';
import { flush } from '../test-support';

describe('the payment code after the landing does not arrive', () => {
  it('the widget fails as a provider that does not load: the alert, then Try again mounts it', async () => {
    const fakes = createFakeDeps();
    // The chunk of the payment unit's code after the landing (the `paymentWork` port): asked for
    // how many times, and it does not arrive until the test lets it (docs/decisions/0028).
    const chunk = fakes.paymentWork;
    chunk.arrives = false;
    const core = createTipping(fakes.deps);
    await core.entry.openCode('U500');
    expect(chunk.asked).toBe(0);
    // The tap moves the flow to payment; the code is not asked for in the tap (its task only
    // shows the payment screen), but when the screen mounts the widget.
    core.tips.chooseLevel('medium');
    await flush();
    expect(chunk.asked).toBe(0);
    core.payment.setShopperEmail('guest@example.com');
    await expect(core.payment.mountWidget({ element: 'host' })).resolves.toBeUndefined();
    expect(chunk.asked).toBe(1);
    // The provider's code was asked for beside it, not after it.
    expect(fakes.gateway.preloads).toBe(1);
    expect(core.payment.store.getSnapshot()).toMatchObject({
      widgetStatus: 'error',
      failed: true,
      ongoing: false,
    });
    expect(core.alert.store.getSnapshot()).toMatchObject({
      open: true,
      title: { key: 'payment.failed.title' },
      text: { key: 'paymentMethods.failed.text' },
    });
    expect(fakes.logger.entries).toContainEqual({
      level: 'error',
      event: 'widget mount failed',
      fields: { error: 'Error' },
    });
    expect(fakes.gateway.mounts).toBe(0);

    // The connection is back: Try again remounts (the view does, on the new epoch), and pays.
    chunk.arrives = true;
    await core.payment.tryAgain();
    expect(core.payment.store.getSnapshot().widgetEpoch).toBe(1);
    await core.payment.mountWidget({ element: 'host' });
    expect(fakes.gateway.mounts).toBe(1);
    await core.payment.pay();
    await flush();
    expect(core.payment.store.getSnapshot().paid).not.toBeNull();
    // A failed load is not kept: the remount asked again; then loaded once, paying did not ask.
    expect(chunk.asked).toBe(2);
  });
});
