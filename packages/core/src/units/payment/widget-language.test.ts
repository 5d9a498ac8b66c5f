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

  it('a provider whose fields cannot relabel keeps them and what was typed (no remount)', async () => {
    const gateway = new FakePaymentGateway('square-web');
    const core = await atPayment(gateway);
    await core.payment.mountWidget({ element: 'host' }, 'en-US');
    core.payment.setWidgetLocale('es-US');
    expect(gateway.mounts).toBe(1);
    expect(gateway.unmounts).toBe(0);
  });
});
