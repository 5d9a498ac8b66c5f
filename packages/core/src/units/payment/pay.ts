import { message } from '../../domain/messages';
import { validateShopperEmail } from '../../domain/validation';
import { errorFields } from '../../ports/logger';
import type { TokenizeResult } from '../../ports/payment-gateway';
import { feesAnswered } from '../../state/tips-store';
import type { PaymentInside, PaymentWork, Token } from './inside';
import { paymentFailed, paymentTooLarge } from './payment-failed';
import { overPaymentLimit, partsToPay, selectedLines } from './payment-lines';
import { paymentSetsOff } from './sets-off';

export function setShopperEmail(payment: PaymentInside, email: string): void {
  payment.store.set({ shopperEmail: email, emailError: null });
}

function noToken(payment: PaymentInside): void {
  payment.store.set({ ongoing: false });
  payment.alert.show(message('payment.noToken'), null);
}

/** The Pay button: validates the e-mail, asks the widget for a token, then pays with a new key. */
export async function pay(payment: PaymentInside): Promise<void> {
  const { store } = payment;
  const state = store.getSnapshot();
  // A press on its way; or this tip set is paid ('Tip again' starts another): never charged twice.
  if (state.ongoing || state.paid !== null) return;
  // Never for a total the guest was not shown: every fee answered, none on its way (decision 0048;
  // the views keep Pay disabled then, and this holds for any frontend on the core).
  if (!feesAnswered(payment.tips.getSnapshot())) return;
  const emailError = validateShopperEmail(state.shopperEmail);
  if (emailError) {
    store.set({ emailError });
    return;
  }
  // Before the card is asked for: a payment the service would refuse is not attempted.
  if (overPaymentLimit(partsToPay(payment, selectedLines(payment)))) {
    paymentTooLarge(payment);
    return;
  }
  const unanswered = payment.unanswered.current;
  if (unanswered) {
    // The last press got no answer: send the same request again (same body, same key).
    paymentSetsOff(payment, unanswered.key);
    await payWith(payment, unanswered.token);
    return;
  }
  const widget = payment.widget.mounted;
  if (!widget) return noToken(payment);
  paymentSetsOff(payment, payment.deps.ids.next());
  let token: TokenizeResult;
  try {
    token = await widget.tokenize();
  } catch (error) {
    payment.deps.logger.error('tokenize failed', errorFields(error));
    return noToken(payment);
  }
  if (token.status === 'cancel' || token.status === 'invalid') {
    store.set({ ongoing: false });
    return;
  }
  if (token.status === 'error') return noToken(payment);
  await payWith(payment, token);
}

/**
 * Pays with the token through the unit's code after the landing, loaded by now: the payment step
 * started it and the widget's mount needed it (docs/decisions/0028). Should it not have arrived,
 * nothing was sent and the press fails as any payment does: 'Payment Failed', and 'Try again'.
 */
async function payWith(payment: PaymentInside, token: Token): Promise<void> {
  let work: PaymentWork;
  try {
    work = await payment.work();
  } catch (error) {
    payment.deps.logger.error('payment code failed to load', errorFields(error));
    paymentFailed(payment, null);
    return;
  }
  await work.payWithToken(payment, token);
}
