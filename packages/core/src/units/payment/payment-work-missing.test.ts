import { describe, expect, it, vi } from 'vitest';
import { createFakeDeps } from '../../fakes/create-fake-deps';
import { createTipping } from '../create-tipping';
import { flush } from '../test-support';

// The chunk of the payment unit's code after the landing (payment-work.ts): asked for how many
// times, and it does not arrive until the test lets it (docs/decisions/0028).
const chunk = vi.hoisted(() => ({ asked: 0, arrives: false }));
vi.mock('./payment-work', async (importOriginal) => {
  chunk.asked += 1;
  if (!chunk.arrives) throw new Error('chunk did not arrive');
  return importOriginal();
});

describe('the payment code after the landing does not arrive', () => {
  it('the widget fails as a provider that does not load: the alert, then Try again mounts it', async () => {
    const fakes = createFakeDeps();
    const core = createTipping(fakes.deps);
    await core.actions.openCode('U500');
    expect(chunk.asked).toBe(0);
    // The tap moves the flow to payment; the code is not asked for in the tap (its task only
    // shows the payment screen), but when the screen mounts the widget.
    core.actions.chooseTipLevel('medium');
    await flush();
    expect(chunk.asked).toBe(0);
    core.actions.setShopperEmail('guest@example.com');
    await expect(core.actions.mountWidget({ element: 'host' })).resolves.toBeUndefined();
    expect(chunk.asked).toBe(1);
    expect(core.stores.payment.getSnapshot()).toMatchObject({
      widgetStatus: 'error',
      failed: true,
      ongoing: false,
    });
    expect(core.stores.alert.getSnapshot()).toMatchObject({
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
    await core.actions.tryAgain();
    expect(core.stores.payment.getSnapshot().widgetEpoch).toBe(1);
    await core.actions.mountWidget({ element: 'host' });
    expect(fakes.gateway.mounts).toBe(1);
    await core.actions.pay();
    await flush();
    expect(core.stores.payment.getSnapshot().paid).not.toBeNull();
    // A failed load is not kept: the remount asked again; then loaded once, paying did not ask.
    expect(chunk.asked).toBe(2);
  });
});
