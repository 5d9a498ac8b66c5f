import type { PaymentMethods } from '../../domain/entities';
import { message } from '../../domain/messages';
import { errorFields } from '../../ports/logger';
import type { WidgetSession } from '../../ports/payment-gateway';
import type { PaymentInside } from './inside';
import { widgetAmount } from './paid-summary';
import { pay } from './pay';
import { payWithToken } from './pay-with-token';
import { submitDetails } from './payment-details';
import { unmountWidget } from './unmount';
import { validateShopperEmail } from '../../domain/validation';

/** Mounts the provider's widget for the current total; the drop-in provider gets payment methods. */
export async function mountWidget(
  payment: PaymentInside,
  host: unknown,
  locale = 'en-US',
): Promise<void> {
  const gateway = payment.widget.gateway;
  if (!gateway) return;
  unmountWidget(payment);
  const generation = payment.widget.currentGeneration();
  const { store } = payment;
  store.set({ widgetStatus: 'loading' });
  // The widget shows the total: wait until every tip has its fee (and no refresh runs).
  if (!(await whenFeesReady(payment))) return;
  const amount = widgetAmount(payment);
  let paymentMethods: PaymentMethods | null = null;
  // The landing's processor decides (a lazily loaded gateway does not know its own until loaded).
  const processor = payment.landing.getSnapshot().processor ?? gateway.processor;
  if (processor === 'adyen-web') {
    const result = await payment.deps.tipsApi.getPaymentMethods(amount);
    if (!result.ok || result.value.count === 0) {
      store.set({ widgetStatus: 'error', failed: true });
      payment.alert.show(message('payment.failed.title'), message('paymentMethods.failed.text'));
      return;
    }
    paymentMethods = result.value;
  }
  if (!payment.widget.isCurrent(generation)) return;
  const session: WidgetSession = {
    amount,
    currency: 'USD',
    countryCode: 'US',
    locale,
    paymentMethods,
    onStatus: (status) => {
      if (payment.widget.isCurrent(generation)) store.set({ widgetStatus: status });
    },
    submit: (token) => {
      // The drop-in submits only with a valid e-mail; otherwise it is reset and the e-mail cleared.
      if (validateShopperEmail(store.getSnapshot().shopperEmail)) {
        store.set({ widgetStatus: 'ready', shopperEmail: '', emailError: 'validation.email' });
        return Promise.resolve(null);
      }
      store.set({ idempotencyKey: payment.deps.ids.next() });
      return payWithToken(payment, token);
    },
    submitDetails: (details) => submitDetails(payment, details),
    onTokenError: (reason) => {
      if (!payment.widget.isCurrent(generation)) return;
      payment.deps.logger.error('tokenisation failed', errorFields(reason));
      store.set({ ongoing: false });
      payment.alert.show(message('payment.noToken'), null);
    },
  };
  try {
    const mounted = await gateway.mount(host, session);
    if (!payment.widget.isCurrent(generation)) {
      mounted.unmount();
      return;
    }
    payment.widget.mountedWith(mounted, amount);
  } catch (error) {
    // A provider script that fails to load (or a widget that cannot start): logged, and the guest
    // is told the payment methods are unavailable; 'Try again' remounts.
    payment.deps.logger.error('widget mount failed', errorFields(error));
    if (!payment.widget.isCurrent(generation)) return;
    store.set({ widgetStatus: 'error', failed: true });
    payment.alert.show(message('payment.failed.title'), message('paymentMethods.failed.text'));
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
      const state = payment.tips.getSnapshot();
      const ready =
        state.fees.length > 0 && !state.refreshing && state.fees.every((fee) => fee !== null);
      if (ready) done(true);
    });
    if (settled) subscription.unsubscribe();
  });
}

/**
 * After a failed payment: closes the alert and pays again. A widget that is still working keeps
 * what the guest typed (the sandbox form and Square keep every field; the corrected card is
 * tokenised again), so 'Try again' pays with the corrected details. A widget in error (a provider
 * that failed to load, Adyen's drop-in after a refusal) or mounted for another amount (half of a
 * users-and-pools press went through) is remounted, which reloads the payment methods;
 * the e-mail is kept either way (decision 0014).
 */
export async function tryAgain(payment: PaymentInside): Promise<void> {
  const { store } = payment;
  payment.alert.actions.closeAlert();
  const kept =
    payment.widget.mounted !== null &&
    store.getSnapshot().widgetStatus !== 'error' &&
    payment.widget.amount === widgetAmount(payment);
  if (kept) {
    store.set({ failed: false, idempotencyKey: null, ongoing: false });
    await pay(payment);
    return;
  }
  unmountWidget(payment);
  store.set((state) => ({
    failed: false,
    idempotencyKey: null,
    ongoing: false,
    widgetEpoch: state.widgetEpoch + 1,
  }));
}
