import { message } from '../../domain/messages';
import { errorFields } from '../../ports/logger';
import { amountsFixed, type CardFieldsReset } from '../../state/payment-store';
import { feesAnswered } from '../../state/tips-store';
import type { PaymentInside, PaymentWork } from './inside';
import { widgetAmount } from './paid-summary';
import { pay } from './pay';
import { unmountWidget } from './unmount';

/**
 * Mounts the provider's widget for the current total, speaking `locale`: the widget is loading at
 * once; the rest (waiting for every fee, then the mount) is the unit's code after the landing
 * (docs/decisions/0028), fetched here by the first mount (the fee the tap asked for is usually
 * still on its way) and kept for every later one.
 */
export async function mountWidget(
  payment: PaymentInside,
  host: unknown,
  locale = 'en-US',
): Promise<void> {
  const gateway = payment.widget.gateway;
  if (!gateway) return;
  unmountWidget(payment);
  payment.widget.speak(locale);
  const generation = payment.widget.currentGeneration();
  payment.store.set({ widgetStatus: 'loading' });
  gateway.preload?.();
  let work: PaymentWork;
  try {
    work = await payment.work();
  } catch (error) {
    // Its code did not arrive (offline): as a provider's script that fails to load.
    payment.deps.logger.error('widget mount failed', errorFields(error));
    if (payment.widget.isCurrent(generation)) widgetFailed(payment);
    return;
  }
  if (payment.widget.isCurrent(generation))
    await work.mountForTotal(payment, { gateway, generation, host, locale });
}

/**
 * The guest switched language. A widget that relabels in place (the sandbox's form) keeps what was
 * typed; one that cannot (a provider's fields) is mounted again in the new language, and the guest
 * is told the card details must be typed again; the tips, fees and e-mail stay (decision 0042).
 * Not while a press is on its way (its 3-D Secure step in the widget included): the widget keeps
 * its language until it is next mounted.
 */
export function switchWidgetLocale(payment: PaymentInside, locale: string): void {
  if (payment.widget.speak(locale) && !pressing(payment)) remountWidget(payment, 'language');
}

/** A press on its way, or its 3-D Secure step inside the widget (the payment still ongoing). */
function pressing(payment: PaymentInside): boolean {
  return payment.busy.store.getSnapshot().busy || payment.store.getSnapshot().ongoing;
}

/** The payment unit's reading of `amountsFixed`: its store and its busy store now. */
export function amountsFixedNow(payment: PaymentInside): boolean {
  return amountsFixed(payment.store.getSnapshot(), payment.busy.store.getSnapshot().busy);
}

/**
 * The mounted widget charges the total on screen (decision 0050). Once the fees are answered for a
 * new total (the convenience fee's box, a tip removed), a widget that shows no amount takes it in
 * place; one that showed its amount (a provider's pay button, a wallet's sheet) is mounted again,
 * and the guest is told the card details must be typed again. Not while the amounts are fixed
 * (`amountsFixed`: a press's end calls this again; after a captured part, 'Try again' remounts for
 * the amount still due, decision 0014).
 */
export function followTotal(payment: PaymentInside): void {
  const { widget } = payment;
  if (!widget.mounted || amountsFixedNow(payment)) return;
  // While a fee is asked, the total is not known: the widget's own button pays nothing meanwhile.
  if (!feesAnswered(payment.tips.getSnapshot())) return;
  const amount = widgetAmount(payment);
  if (amount === widget.amount || widget.retotal(amount)) return;
  remountWidget(payment, 'total');
}

/**
 * The view mounts the widget again (`widgetEpoch`); `told`: why the guest is told, if at all. A
 * widget whose card fields the guest never opened or focused loses nothing, so nothing is said.
 */
export function remountWidget(payment: PaymentInside, told: CardFieldsReset | null): void {
  const touched = payment.widget.mounted?.cardTouched?.() !== false;
  unmountWidget(payment);
  payment.store.set((state) => ({
    widgetEpoch: state.widgetEpoch + 1,
    cardFieldsReset: told !== null && touched ? told : state.cardFieldsReset,
  }));
}

/**
 * The payment methods are unavailable: the widget in error and the alert, unless the step's fee
 * failure already has it open; 'Try again' remounts.
 */
export function widgetFailed(payment: PaymentInside): void {
  payment.store.set({ widgetStatus: 'error', failed: true });
  payment.alert.showUnlessOpen(
    message('payment.failed.title'),
    message('paymentMethods.failed.text'),
  );
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
  payment.alert.close();
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
