import { describe, expect, it } from 'vitest';
import { createFakeDeps } from '../../fakes/create-fake-deps';
import { FakePaymentGateway } from '../../fakes/fake-payment-gateway';
import type { MountedWidget, WidgetSession } from '../../ports/payment-gateway';
import { createTipping } from '../create-tipping';
import { flush } from '../test-support';

/** A widget that relabels in place (the sandbox's form): records the languages it is given. */
class SpeakingGateway extends FakePaymentGateway {
  readonly spoken: string[] = [];
  override async mount(host: unknown, session: WidgetSession): Promise<MountedWidget> {
    const widget = await super.mount(host, session);
    return { ...widget, speak: (locale) => this.spoken.push(locale) };
  }
}

async function atPayment(gateway: FakePaymentGateway) {
  const core = createTipping(createFakeDeps({ gateway }).deps);
  await core.entry.openCode('U500');
  core.tips.chooseLevel('medium');
  await flush();
  return core;
}

describe('the widget and a switch of language', () => {
  it('a mounted widget speaks the new language in place: no second mount', async () => {
    const gateway = new SpeakingGateway();
    const core = await atPayment(gateway);
    await core.payment.mountWidget({ element: 'host' }, 'en-US');
    expect(gateway.session?.locale).toBe('en-US');
    core.payment.setWidgetLocale('de-DE');
    core.payment.setWidgetLocale('ar');
    expect(gateway.spoken).toEqual(['de-DE', 'ar']);
    expect(gateway.mounts).toBe(1);
    expect(gateway.unmounts).toBe(0);
    expect(core.payment.store.getSnapshot().widgetStatus).toBe('ready');
  });

  it('a switch while the mount is under way reaches the widget once it is mounted', async () => {
    const gateway = new SpeakingGateway();
    const core = await atPayment(gateway);
    const mounting = core.payment.mountWidget({ element: 'host' }, 'en-US');
    core.payment.setWidgetLocale('ja-JP');
    await mounting;
    expect(gateway.mounts).toBe(1);
    expect(gateway.spoken).toEqual(['ja-JP']);
  });

  it('a provider whose fields cannot relabel is mounted again in the new language, the guest told, the amounts kept', async () => {
    const gateway = new FakePaymentGateway('square-web');
    const core = await atPayment(gateway);
    await core.payment.mountWidget({ element: 'host' }, 'en-US');
    const before = {
      tips: core.tips.store.getSnapshot(),
      payment: core.payment.store.getSnapshot(),
    };
    core.payment.setShopperEmail('guest@example.com');
    core.payment.setWidgetLocale('es-US');
    const after = core.payment.store.getSnapshot();
    expect(gateway.unmounts).toBe(1);
    expect(after.widgetEpoch).toBe(before.payment.widgetEpoch + 1);
    expect(after.cardFieldsReset).toBe('language');
    expect(after.shopperEmail).toBe('guest@example.com');
    expect(core.tips.store.getSnapshot().totals).toEqual(before.tips.totals);
    expect(core.tips.store.getSnapshot().fees).toEqual(before.tips.fees);
    // The view mounts it again for the new epoch, in the guest's language: once, and it stays.
    await core.payment.mountWidget({ element: 'host' }, 'es-US');
    expect(gateway.mounts).toBe(2);
    expect(gateway.session?.locale).toBe('es-US');
    expect(gateway.session?.amount).toBe(before.tips.totals.total);
    core.payment.setWidgetLocale('es-US');
    expect(gateway.unmounts).toBe(1);
    expect(core.payment.store.getSnapshot().cardFieldsReset).toBe('language');
    // Pay clears the note.
    await core.payment.pay();
    expect(core.payment.store.getSnapshot().cardFieldsReset).toBeNull();
  });

  it('a provider whose card fields the guest never opened is mounted again in the new language and nothing is said; once opened, the guest is told', async () => {
    const gateway = new FakePaymentGateway('square-web');
    gateway.cardTouched = false;
    const core = await atPayment(gateway);
    await core.payment.mountWidget({ element: 'host' }, 'en-US');
    core.payment.setWidgetLocale('es-US');
    expect(gateway.unmounts).toBe(1);
    expect(core.payment.store.getSnapshot()).toMatchObject({
      widgetEpoch: 1,
      cardFieldsReset: null,
    });
    await core.payment.mountWidget({ element: 'host' }, 'es-US');
    gateway.cardTouched = true;
    core.payment.setWidgetLocale('de-DE');
    expect(gateway.unmounts).toBe(2);
    expect(core.payment.store.getSnapshot().cardFieldsReset).toBe('language');
  });

  it('a provider mounted while the guest switched is mounted again silently (nothing was typed)', async () => {
    const gateway = new FakePaymentGateway('square-web');
    const core = await atPayment(gateway);
    const mounting = core.payment.mountWidget({ element: 'host' }, 'en-US');
    core.payment.setWidgetLocale('ar');
    await mounting;
    const state = core.payment.store.getSnapshot();
    expect(gateway.unmounts).toBe(1);
    expect(state.widgetEpoch).toBe(1);
    expect(state.cardFieldsReset).toBeNull();
  });

  it('not while a press is on its way: the fields keep their language and what was typed', async () => {
    const fakes = createFakeDeps({ gateway: new FakePaymentGateway('square-web') });
    const core = createTipping(fakes.deps);
    await core.entry.openCode('U500');
    core.tips.chooseLevel('medium');
    await flush();
    await core.payment.mountWidget({ element: 'host' }, 'en-US');
    core.payment.setShopperEmail('guest@example.com');
    fakes.tipsApi.hang('pay');
    const paying = core.payment.pay();
    await flush();
    core.payment.setWidgetLocale('de-DE');
    expect(fakes.gateway.unmounts).toBe(0);
    expect(core.payment.store.getSnapshot().cardFieldsReset).toBeNull();
    fakes.tipsApi.release();
    await paying;
    expect(fakes.tipsApi.requestsOf('pay')).toHaveLength(1);
  });
});
