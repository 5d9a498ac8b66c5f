import { createAlertStore } from '../state/alert-store';
import { createFlowStore } from '../state/flow-store';
import { createLandingStore } from '../state/landing-store';
import { createPaymentStore } from '../state/payment-store';
import { saveCredentials, saveSession } from '../state/persistence';
import { createReviewStore } from '../state/review-store';
import { createTipsStore } from '../state/tips-store';
import { createTransaction, type Transaction } from '../state/transaction';
import type { CoreContext } from './context';
import { EntriesInFlight } from './entries-in-flight';
import { FeeRequests } from './fee-requests';
import { flowActions } from './flow-actions';
import { landingActions } from './landing-actions';
import { paymentActions } from './payment-actions';
import { reviewActions } from './review-actions';
import { TipAgainUrl } from './tip-again-url';
import type {
  TippingActions,
  TippingCore,
  TippingCoreDeps,
  WritableStores,
} from './tipping-core.types';
import { tipsActions } from './tips-actions';
import { UnansweredPayments } from './unanswered-payments';
import { WidgetSlot } from './widget-slot';

/** The composition function: one set of stores and the actions over them and the given ports. */
export function createTippingCore(deps: TippingCoreDeps): TippingCore {
  const transaction = createTransaction();
  const stores: WritableStores = {
    landing: createLandingStore(undefined, transaction),
    flow: createFlowStore(undefined, transaction),
    tips: createTipsStore(undefined, transaction),
    payment: createPaymentStore(undefined, transaction),
    review: createReviewStore(undefined, transaction),
    alert: createAlertStore(undefined, transaction),
  };
  const context: CoreContext = {
    deps,
    stores,
    widget: new WidgetSlot(deps.gateway ?? null),
    unanswered: new UnansweredPayments(),
    fees: new FeeRequests(),
    entries: new EntriesInFlight(),
    tipAgain: new TipAgainUrl(),
  };
  persistChanges(context, transaction);

  const actions: TippingActions = {
    ...landingActions(context),
    ...flowActions(context),
    ...tipsActions(context),
    ...paymentActions(context),
    ...reviewActions(context),
  };
  return { stores, actions: inTransactions(transaction, actions) };
}

/**
 * Each action runs in a transaction: every store it writes notifies once, and storage is written
 * once, when it settles.
 */
function inTransactions(transaction: Transaction, actions: TippingActions): TippingActions {
  const wrapped: Record<string, unknown> = {};
  for (const [name, action] of Object.entries(actions) as [
    string,
    (...args: unknown[]) => unknown,
  ][])
    wrapped[name] = (...args: unknown[]) => transaction.run(() => action(...args));
  return wrapped as unknown as TippingActions;
}

/**
 * Session storage follows the landing, flow, e-mail and tips once a landing is ready: once per
 * settled transaction, for the records whose stores changed.
 */
function persistChanges(context: CoreContext, transaction: Transaction): void {
  const { landing, flow, tips, payment } = context.stores;
  const storage = context.deps.tabStorage;
  const saveCredentialsNow = (): void => {
    if (landing.getSnapshot().status !== 'ready') return;
    saveCredentials(storage, {
      landing: landing.getSnapshot(),
      flow: flow.getSnapshot(),
      shopperEmail: payment.getSnapshot().shopperEmail,
      paid: payment.getSnapshot().paid,
      captured: payment.getSnapshot().captured,
    });
  };
  const saveSessionNow = (): void => {
    if (landing.getSnapshot().status !== 'ready') return;
    const state = tips.getSnapshot();
    saveSession(storage, {
      tips: state.tips,
      feeOnMe: state.feeOnMe,
      customTipText: state.customTip.text,
    });
  };
  transaction.onSettled((changed) => {
    if (changed.has(landing) || changed.has(flow) || changed.has(payment)) saveCredentialsNow();
    if (changed.has(landing) || changed.has(tips)) saveSessionNow();
  });
}
