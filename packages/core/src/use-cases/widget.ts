import type { PaymentMethods } from '../domain/entities';
import { message } from '../domain/messages';
import { errorFields } from '../ports/logger';
import type { WidgetSession } from '../ports/payment-gateway';
import { showAlert, unmountWidget, type CoreContext } from './context';
import { widgetAmount } from './paid-summary';
import { pay } from './pay';
import { payWithToken } from './pay-with-token';
import { submitDetails } from './payment-details';
import { validateShopperEmail } from '../domain/validation';

/** Mounts the provider's widget for the current total; the drop-in provider gets payment methods. */
export async function mountWidget(
  context: CoreContext,
  host: unknown,
  locale = 'en-US',
): Promise<void> {
  const gateway = context.widget.gateway;
  if (!gateway) return;
  unmountWidget(context);
  const generation = context.widget.currentGeneration();
  const { payment } = context.stores;
  payment.set({ widgetStatus: 'loading' });
  // The widget shows the total: wait until every tip has its fee (and no refresh runs).
  if (!(await whenFeesReady(context))) return;
  const amount = widgetAmount(context);
  let paymentMethods: PaymentMethods | null = null;
  // The landing's processor decides (a lazily loaded gateway does not know its own until loaded).
  const processor = context.stores.landing.getSnapshot().processor ?? gateway.processor;
  if (processor === 'adyen-web') {
    const result = await context.deps.tipsApi.getPaymentMethods(amount);
    if (!result.ok || result.value.count === 0) {
      payment.set({ widgetStatus: 'error', failed: true });
      showAlert(context, message('payment.failed.title'), message('paymentMethods.failed.text'));
      return;
    }
    paymentMethods = result.value;
  }
  if (!context.widget.isCurrent(generation)) return;
  const session: WidgetSession = {
    amount,
    currency: 'USD',
    countryCode: 'US',
    locale,
    paymentMethods,
    onStatus: (status) => {
      if (context.widget.isCurrent(generation)) payment.set({ widgetStatus: status });
    },
    submit: (token) => {
      // The drop-in submits only with a valid e-mail; otherwise it is reset and the e-mail cleared.
      if (validateShopperEmail(payment.getSnapshot().shopperEmail)) {
        payment.set({ widgetStatus: 'ready', shopperEmail: '', emailError: 'validation.email' });
        return Promise.resolve(null);
      }
      payment.set({ idempotencyKey: context.deps.ids.next() });
      return payWithToken(context, token);
    },
    submitDetails: (details) => submitDetails(context, details),
    onTokenError: (reason) => {
      if (!context.widget.isCurrent(generation)) return;
      context.deps.logger.error('tokenisation failed', errorFields(reason));
      payment.set({ ongoing: false });
      showAlert(context, message('payment.noToken'), null);
    },
  };
  try {
    const mounted = await gateway.mount(host, session);
    if (!context.widget.isCurrent(generation)) {
      mounted.unmount();
      return;
    }
    context.widget.mountedWith(mounted, amount);
  } catch (error) {
    // A provider script that fails to load (or a widget that cannot start): logged, and the guest
    // is told the payment methods are unavailable; 'Try again' remounts.
    context.deps.logger.error('widget mount failed', errorFields(error));
    if (!context.widget.isCurrent(generation)) return;
    payment.set({ widgetStatus: 'error', failed: true });
    showAlert(context, message('payment.failed.title'), message('paymentMethods.failed.text'));
  }
}

function whenFeesReady(context: CoreContext): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    let subscription: { unsubscribe(): void } | null = null;
    const done = (ready: boolean): void => {
      if (settled) return;
      settled = true;
      subscription?.unsubscribe();
      context.widget.waitWith(null);
      resolve(ready);
    };
    context.widget.waitWith(() => done(false));
    subscription = context.stores.tips.state$.subscribe(() => {
      // The snapshot, not the stream's value: a write of the current transaction counts already.
      const state = context.stores.tips.getSnapshot();
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
export async function tryAgain(context: CoreContext): Promise<void> {
  const { payment, alert } = context.stores;
  alert.set({ open: false });
  const kept =
    context.widget.mounted !== null &&
    payment.getSnapshot().widgetStatus !== 'error' &&
    context.widget.amount === widgetAmount(context);
  if (kept) {
    payment.set({ failed: false, idempotencyKey: null, ongoing: false });
    await pay(context);
    return;
  }
  unmountWidget(context);
  payment.set((state) => ({
    failed: false,
    idempotencyKey: null,
    ongoing: false,
    widgetEpoch: state.widgetEpoch + 1,
  }));
}
