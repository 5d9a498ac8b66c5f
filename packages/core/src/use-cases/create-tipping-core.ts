import { createAlertStore } from '../state/alert-store';
import { createFlowStore } from '../state/flow-store';
import { createLandingStore } from '../state/landing-store';
import { createPaymentStore } from '../state/payment-store';
import { clearPersisted, saveCredentials, saveSession } from '../state/persistence';
import { createReviewStore } from '../state/review-store';
import { createTipsStore } from '../state/tips-store';
import { createTransaction, type Transaction } from '../state/transaction';
import type { CoreContext } from './context';
import { unmountWidget } from './context';
import { enter } from './enter';
import { EntriesInFlight } from './entries-in-flight';
import { FeeRequests } from './fee-requests';
import { ensureFees, loadFees, setFeeOnMe } from './fees';
import { openCode } from './open-code';
import { openIntent, previewIntent } from './open-intent';
import { pay, setShopperEmail } from './pay';
import { payAgain } from './pay-again';
import { resetAll } from './reset';
import { restore } from './restore';
import { resumeRedirect } from './resume-redirect';
import { sameOriginPath } from './return-url';
import { setNote, setRating, skipReview, submitReview } from './review';
import {
  addAnother,
  back,
  editGuestDetails,
  next,
  selectGroup,
  selectLocation,
  selectPool,
  selectUser,
  setGuestDetails,
  setNights,
} from './selection';
import {
  cancelCustomTip,
  chooseTipLevel,
  confirmCustomTip,
  removeTip,
  setCustomTip,
  submitCustomTip,
} from './tipping';
import type {
  TippingActions,
  TippingCore,
  TippingCoreDeps,
  WritableStores,
} from './tipping-core.types';
import { TipAgainUrl } from './tip-again-url';
import { UnansweredPayments } from './unanswered-payments';
import { mountWidget, tryAgain } from './widget';
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

  const actions: TippingCore['actions'] = {
    enter: (address) => enter(context, address),
    openCode: (code, options) => openCode(context, code, options),
    openIntent: (params) => openIntent(context, params),
    previewIntent: (params) => previewIntent(context, params),
    resumeRedirect: (query) => resumeRedirect(context, query),
    restore: (entry) => restore(context, entry),
    selectUser: (uid) => selectUser(context, uid),
    selectPool: (uid) => selectPool(context, uid),
    selectLocation: (uid) => selectLocation(context, uid),
    selectGroup: (uid) => selectGroup(context, uid),
    setGuestDetails: (details) => setGuestDetails(context, details),
    editGuestDetails: (details) => editGuestDetails(context, details),
    setNights: (poolUid, nights) => setNights(context, poolUid, nights),
    chooseTipLevel: (level) => chooseTipLevel(context, level),
    setCustomTip: (text) => setCustomTip(context, text),
    submitCustomTip: () => submitCustomTip(context),
    confirmCustomTip: () => confirmCustomTip(context),
    cancelCustomTip: () => cancelCustomTip(context),
    removeTip: (index) => removeTip(context, index),
    setFeeOnMe: (feeOnMe) => setFeeOnMe(context, feeOnMe),
    loadFees: () => loadFees(context),
    ensureFees: () => ensureFees(context),
    setShopperEmail: (email) => setShopperEmail(context, email),
    mountWidget: (host) => mountWidget(context, host),
    unmountWidget: () => unmountWidget(context),
    pay: () => pay(context),
    tryAgain: () => tryAgain(context),
    payAgain: () => payAgain(context),
    setGateway: (gateway) => {
      if (context.widget.gateway === gateway) return;
      unmountWidget(context);
      context.widget.replaceGateway(gateway);
    },
    addAnother: () => addAnother(context),
    setRating: (rating) => setRating(context, rating),
    setNote: (note) => setNote(context, note),
    submitReview: () => submitReview(context),
    skipReview: () => skipReview(context),
    next: () => next(context),
    back: () => back(context),
    tipAgain: () => {
      const code = stores.landing.getSnapshot().code;
      const fallback = code !== null ? `/${encodeURIComponent(code)}` : '/';
      const carried = sameOriginPath(context.tipAgain.take(), deps.config.origin);
      resetAll(context);
      clearPersisted(deps.tabStorage);
      return carried ?? fallback;
    },
    closeAlert: () => stores.alert.set({ open: false }),
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
