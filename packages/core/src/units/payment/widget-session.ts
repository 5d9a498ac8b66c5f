import type { PaymentMethods } from '../../domain/entities';
import { message } from '../../domain/messages';
import { validateShopperEmail } from '../../domain/validation';
import { errorFields } from '../../ports/logger';
import { feesAnswered } from '../../state/tips-store';
import type { WidgetSession } from '../../ports/payment-gateway';
import type { PaymentInside, Token, WidgetMount } from './inside';
import { widgetAmount } from './paid-summary';
import { payWithToken } from './pay-with-token';
import { submitDetails } from './payment-details';
import { remountWidget, widgetFailed } from './widget';

/**
 * The provider's widget for the total still due (`mountWidget` started it): it shows the total, so
 * it waits until every tip has its fee; the drop-in provider gets payment methods. A mount of an
 * older `generation` is dropped.
 */
export async function mountForTotal(payment: PaymentInside, mount: WidgetMount): Promise<void> {
  const { gateway, generation } = mount;
  const { store } = payment;
  if (!(await whenFeesReady(payment))) return;
  const amount = widgetAmount(payment);
  let paymentMethods: PaymentMethods | null = null;
  // The landing's processor decides (a lazily loaded gateway does not know its own until loaded).
  const processor = payment.landing.getSnapshot().processor ?? gateway.processor;
  if (processor === 'adyen-web') {
    const result = await payment.deps.tipsApi.getPaymentMethods(amount);
    if (!result.ok || result.value.count === 0) return widgetFailed(payment);
    paymentMethods = result.value;
  }
  if (!payment.widget.isCurrent(generation)) return;
  const session: WidgetSession = {
    amount,
    currency: 'USD',
    countryCode: 'US',
    locale: mount.locale,
    paymentMethods,
    onStatus: (status) => {
      if (payment.widget.isCurrent(generation)) store.set({ widgetStatus: status });
    },
    submit: payment.busy.around(async (token: Token) => {
      // The drop-in submits only with a valid e-mail; otherwise it is reset and the e-mail cleared.
      if (validateShopperEmail(store.getSnapshot().shopperEmail)) {
        store.set({ widgetStatus: 'ready', shopperEmail: '', emailError: 'validation.email' });
        return null;
      }
      // Only the amount this widget showed is paid, and only once: a total that moved under it
      // is not (its remount follows once this press ends), nor a tip set already paid (0050).
      const shown = widgetAmount(payment) === payment.widget.amount;
      if (!feesAnswered(payment.tips.getSnapshot()) || !shown || store.getSnapshot().paid !== null)
        return null;
      store.set({ idempotencyKey: payment.deps.ids.next() });
      return payWithToken(payment, token);
    }),
    submitDetails: (details) => submitDetails(payment, details),
    onTokenError: (reason) => {
      if (!payment.widget.isCurrent(generation)) return;
      payment.deps.logger.error('tokenisation failed', errorFields(reason));
      store.set({ ongoing: false });
      payment.alert.show(message('payment.noToken'), null);
    },
  };
  try {
    const mounted = await gateway.mount(mount.host, session);
    if (!payment.widget.isCurrent(generation)) {
      mounted.unmount();
      return;
    }
    // Mounted in a language the guest left meanwhile and unable to relabel, or for a total that
    // moved meanwhile (the fee's box, a tip removed): mounted again (nothing was typed in it yet,
    // so nothing is said).
    const relabelled = payment.widget.mountedWith(mounted, amount, mount.locale);
    const moved = !feesAnswered(payment.tips.getSnapshot()) || widgetAmount(payment) !== amount;
    if (!relabelled || moved) remountWidget(payment, null);
  } catch (error) {
    // A provider script that fails to load (or a widget that cannot start): logged, and the guest
    // is told the payment methods are unavailable; 'Try again' remounts.
    payment.deps.logger.error('widget mount failed', errorFields(error));
    if (payment.widget.isCurrent(generation)) widgetFailed(payment);
  }
}

function whenFeesReady(payment: PaymentInside): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    let subscription: { unsubscribe(): void } | null = null;
    const done = (ready: boolean): void => {
      if (settled) return;
      settled = true;
      subscription?.unsubscribe();
      payment.widget.waitWith(null);
      resolve(ready);
    };
    payment.widget.waitWith(() => done(false));
    subscription = payment.tips.state$.subscribe(() => {
      // The snapshot, not the stream's value: a write of the current transaction counts already.
      if (feesAnswered(payment.tips.getSnapshot())) done(true);
    });
    if (settled) subscription.unsubscribe();
  });
}
