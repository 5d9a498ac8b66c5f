import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createFakeDeps } from '../../fakes/create-fake-deps';
import { FAKE_TOKEN, FakePaymentGateway } from '../../fakes/fake-payment-gateway';
import type { MountedWidget, WidgetSession } from '../../ports/payment-gateway';
import { toMinorUnits } from '../../domain/money';
import { feesAnswered } from '../../state/tips-store';
import { createTipping } from '../create-tipping';
import type { Tipping } from '../tipping.types';
import { atPayment as atPaymentWith, atTwoPeoplePayment, flush } from '../test-support';
import { amountDue } from './payment-parts';

// Decision 0050: the widget charges the total on screen. A provider's widget shows the amount it
// was mounted with (Adyen's and Global Payments' pay buttons, a wallet's sheet): when the fee's box
// or a removed tip moves the total, it is mounted again for the new one, the guest told. A widget
// that shows no amount (the sandbox's form) takes the new total in place, what was typed kept.

/** A widget that takes a new total in place (the sandbox's form): records the totals given. */
class RetotallingGateway extends FakePaymentGateway {
  readonly totals: number[] = [];
  override async mount(host: unknown, session: WidgetSession): Promise<MountedWidget> {
    const widget = await super.mount(host, session);
    return { ...widget, retotal: (amount) => this.totals.push(amount) };
  }
}

/** A widget whose mount ends only when the test says so (a provider's script still loading). */
class HeldGateway extends FakePaymentGateway {
  private held: (() => void)[] = [];
  override async mount(host: unknown, session: WidgetSession): Promise<MountedWidget> {
    this.session = session;
    await new Promise<void>((resolve) => this.held.push(resolve));
    return super.mount(host, session);
  }
  release(): void {
    for (const resolve of this.held.splice(0)) resolve();
  }
}

async function atPayment(gateway: FakePaymentGateway) {
  const { core, tipsApi } = await atPaymentWith('U500', createFakeDeps({ gateway }));
  return { core, tipsApi };
}

/** What the view does when the epoch moves: mounts the widget again. */
async function viewRemounts(core: Tipping, epoch: number): Promise<void> {
  if (core.payment.store.getSnapshot().widgetEpoch !== epoch)
    await core.payment.mountWidget({ element: 'host' });
}

function due(core: Tipping): number {
  return toMinorUnits(
    amountDue(core.tips.store.getSnapshot(), core.payment.store.getSnapshot().captured),
  );
}

describe('the widget follows the total', () => {
  it("U500: the fee's box unticked, a provider's widget is mounted again for $10.00, the guest told", async () => {
    const gateway = new FakePaymentGateway('adyen-web');
    const { core } = await atPayment(gateway);
    expect(gateway.session?.amount).toBe(1060);
    const epoch = core.payment.store.getSnapshot().widgetEpoch;

    core.tips.setFeeOnMe(false);
    // While the fee is asked again, the widget stays as it is (nothing is known yet).
    expect(gateway.unmounts).toBe(0);
    await flush();
    expect(core.tips.store.getSnapshot().totals.total).toBe(1000);
    expect(gateway.unmounts).toBe(1);
    expect(core.payment.store.getSnapshot()).toMatchObject({
      widgetEpoch: epoch + 1,
      cardFieldsReset: 'total',
      shopperEmail: 'guest@example.com',
    });
    await viewRemounts(core, epoch);
    expect(gateway.mounts).toBe(2);
    expect(gateway.session?.amount).toBe(1000);

    // Pay clears the note; the payment is the $10.00 the widget showed.
    await core.payment.pay();
    expect(core.payment.store.getSnapshot().cardFieldsReset).toBeNull();
  });

  it("a provider's widget whose card fields the guest never opened is mounted again for the new total and nothing is said", async () => {
    const gateway = new FakePaymentGateway('adyen-web');
    gateway.cardTouched = false;
    const { core } = await atPayment(gateway);
    const epoch = core.payment.store.getSnapshot().widgetEpoch;
    core.tips.setFeeOnMe(false);
    await flush();
    expect(gateway.unmounts).toBe(1);
    expect(core.payment.store.getSnapshot()).toMatchObject({
      widgetEpoch: epoch + 1,
      cardFieldsReset: null,
    });
    await viewRemounts(core, epoch);
    expect(gateway.session?.amount).toBe(1000);
    gateway.cardTouched = true;
    core.tips.setFeeOnMe(true);
    await flush();
    expect(gateway.unmounts).toBe(2);
    expect(core.payment.store.getSnapshot().cardFieldsReset).toBe('total');
  });

  it('a widget that shows no amount takes the new total in place: no second mount, nothing said', async () => {
    const gateway = new RetotallingGateway();
    const { core } = await atPayment(gateway);
    core.tips.setFeeOnMe(false);
    await flush();
    core.tips.setFeeOnMe(true);
    await flush();
    expect(gateway.totals).toEqual([1000, 1060]);
    expect(gateway.mounts).toBe(1);
    expect(gateway.unmounts).toBe(0);
    expect(core.payment.store.getSnapshot().cardFieldsReset).toBeNull();
  });

  it('a fee that failed and came back the same moves nothing', async () => {
    const gateway = new FakePaymentGateway('adyen-web');
    const { core, tipsApi } = await atPayment(gateway);
    tipsApi.failNext('calculateFees');
    await core.tips.loadFees();
    expect(core.tips.store.getSnapshot().feesFailed).toBe(true);
    await core.tips.loadFees();
    expect(feesAnswered(core.tips.store.getSnapshot())).toBe(true);
    expect(gateway.unmounts).toBe(0);
    expect(core.payment.store.getSnapshot().cardFieldsReset).toBeNull();
  });

  it("the provider's own button pays nothing while the fee is asked again", async () => {
    const gateway = new FakePaymentGateway('adyen-web');
    const { core, tipsApi } = await atPayment(gateway);
    const session = gateway.session;
    tipsApi.hang('calculateFees');
    core.tips.setFeeOnMe(false);
    await flush();
    const answer = await session?.submit(FAKE_TOKEN);
    expect(answer).toBeNull();
    expect(tipsApi.requestsOf('pay')).toEqual([]);
    tipsApi.release();
    await flush();
    expect(gateway.unmounts).toBe(1);
  });

  it('while a press is on its way the fee box changes nothing: the press charges what it showed', async () => {
    const gateway = new FakePaymentGateway('adyen-web');
    const { core, tipsApi } = await atPayment(gateway);
    tipsApi.hang('pay');
    const pressed = gateway.session?.submit(FAKE_TOKEN);
    await flush();
    core.tips.setFeeOnMe(false);
    await flush();
    expect(core.tips.store.getSnapshot()).toMatchObject({ feeOnMe: true, refreshing: false });
    tipsApi.release();
    await pressed;
    const sent = tipsApi.requestsOf('pay') as { tips: { amount: number }[] }[];
    expect(sent.map((request) => request.tips.map((line) => line.amount))).toEqual([[1060]]);
    expect(gateway.unmounts).toBe(1); // by the capture, not by the box
    expect(core.payment.store.getSnapshot().paid?.total).toBe(1060);
  });

  it('L100: a tip removed, the widget is mounted again for what is left', async () => {
    const gateway = new FakePaymentGateway('global-payments-web');
    const core = await atTwoPeoplePayment(createFakeDeps({ gateway }));
    expect(gateway.session?.amount).toBe(2635);
    const epoch = core.payment.store.getSnapshot().widgetEpoch;
    core.payment.removeTip(1);
    await flush();
    await viewRemounts(core, epoch);
    expect(gateway.session?.amount).toBe(2090);
  });

  it('a total that moves while the widget is mounting is mounted again for the new one, nothing said', async () => {
    const gateway = new HeldGateway('adyen-web');
    const fakes = createFakeDeps({ gateway });
    const core = createTipping(fakes.deps);
    await core.entry.openCode('U500');
    core.tips.chooseLevel('medium');
    await flush();
    const mounting = core.payment.mountWidget({ element: 'host' });
    await flush();
    expect(gateway.session?.amount).toBe(1060);
    core.tips.setFeeOnMe(false);
    await flush(); // the new fee is in before the widget is
    expect(core.tips.store.getSnapshot().totals.total).toBe(1000);
    gateway.release();
    await mounting;
    await flush();
    expect(gateway.unmounts).toBe(1);
    const again = viewRemounts(core, 0);
    await flush();
    gateway.release();
    await again;
    expect(gateway.mounts).toBe(2);
    expect(gateway.session?.amount).toBe(1000);
    expect(core.payment.store.getSnapshot().cardFieldsReset).toBeNull();
  });

  it('property: whatever the guest does, a mounted widget at rest was given the total due', async () => {
    const move = fc.oneof(
      fc.constant('box' as const),
      fc.constant('remove' as const),
      fc.constant('fail-fee' as const),
      fc.constant('reload-fees' as const),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          'adyen-web' as const,
          'global-payments-web' as const,
          'square-web' as const,
        ),
        fc.array(move, { maxLength: 8 }),
        async (processor, moves) => {
          const gateway = new FakePaymentGateway(processor);
          const fakes = createFakeDeps({ gateway });
          const core = await atTwoPeoplePayment(fakes);
          for (const step of moves) {
            const epoch = core.payment.store.getSnapshot().widgetEpoch;
            const tips = core.tips.store.getSnapshot();
            if (step === 'box') core.tips.setFeeOnMe(!tips.feeOnMe);
            if (step === 'remove' && tips.tips.length > 1) core.payment.removeTip(0);
            if (step === 'fail-fee') fakes.tipsApi.failNext('calculateFees');
            if (step === 'reload-fees') await core.tips.loadFees();
            await flush();
            await viewRemounts(core, epoch);
            await flush();
            if (feesAnswered(core.tips.store.getSnapshot()))
              expect(gateway.session?.amount).toBe(due(core));
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
