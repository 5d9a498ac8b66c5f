import { message } from '../domain/messages';
import { validateShopperEmail } from '../domain/validation';
import { errorFields } from '../ports/logger';
import type { TokenizeResult } from '../ports/payment-gateway';
import { showAlert, type CoreContext } from './context';
import { payWithToken } from './pay-with-token';
import { overPaymentLimit, partsToPay, selectedLines } from './payment-lines';
import { paymentTooLarge } from './payment-outcome';

export function setShopperEmail(context: CoreContext, email: string): void {
  context.stores.payment.set({ shopperEmail: email, emailError: null });
}

function noToken(context: CoreContext): void {
  context.stores.payment.set({ ongoing: false });
  showAlert(context, message('payment.noToken'), null);
}

/** The Pay button: validates the e-mail, asks the widget for a token, then pays with a new key. */
export async function pay(context: CoreContext): Promise<void> {
  const { payment } = context.stores;
  const state = payment.getSnapshot();
  if (state.ongoing) return;
  const emailError = validateShopperEmail(state.shopperEmail);
  if (emailError) {
    payment.set({ emailError });
    return;
  }
  // Before the card is asked for: a payment the service would refuse is not attempted.
  if (overPaymentLimit(partsToPay(context, selectedLines(context)))) {
    paymentTooLarge(context);
    return;
  }
  const unanswered = context.unanswered.current;
  if (unanswered) {
    // The last press got no answer: send the same request again (same body, same key).
    payment.set({ ongoing: true, failed: false, idempotencyKey: unanswered.key });
    await payWithToken(context, unanswered.token);
    return;
  }
  const widget = context.widget.mounted;
  if (!widget) return noToken(context);
  payment.set({ ongoing: true, failed: false, idempotencyKey: context.deps.ids.next() });
  let token: TokenizeResult;
  try {
    token = await widget.tokenize();
  } catch (error) {
    context.deps.logger.error('tokenize failed', errorFields(error));
    return noToken(context);
  }
  if (token.status === 'cancel' || token.status === 'invalid') {
    payment.set({ ongoing: false });
    return;
  }
  if (token.status === 'error') return noToken(context);
  await payWithToken(context, token);
}
