import { createAlertStore } from '../state/alert-store';
import { createFlowStore } from '../state/flow-store';
import { createLandingStore } from '../state/landing-store';
import { createPaymentStore } from '../state/payment-store';
import { clearPersisted, saveCredentials, saveSession } from '../state/persistence';
import { createReviewStore } from '../state/review-store';
import { createTipsStore } from '../state/tips-store';
import type { CoreContext } from './context';
import { unmountWidget } from './context';
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
import type { TippingCore, TippingCoreDeps, WritableStores } from './tipping-core.types';
import { mountWidget, tryAgain } from './widget';

/** The composition function: one set of stores and the actions over them and the given ports. */
export function createTippingCore(deps: TippingCoreDeps): TippingCore {
  const stores: WritableStores = {
    landing: createLandingStore(),
    flow: createFlowStore(),
    tips: createTipsStore(),
    payment: createPaymentStore(),
    review: createReviewStore(),
    alert: createAlertStore(),
  };
  const context: CoreContext = {
    deps,
    stores,
    widget: {
      gateway: deps.gateway ?? null,
      mounted: null,
      host: null,
      generation: 0,
      cancelPending: null,
      amount: null,
    },
    fees: { generation: 0, pending: new Set() },
    redirect: { tipAgainUrl: null },
    unanswered: { payment: null },
  };
  persistChanges(context);

  const actions: TippingCore['actions'] = {
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
    mountWidget: (host, locale) => mountWidget(context, host, locale),
    unmountWidget: () => unmountWidget(context),
    pay: () => pay(context),
    tryAgain: () => tryAgain(context),
    payAgain: () => payAgain(context),
    setGateway: (gateway) => {
      if (context.widget.gateway === gateway) return;
      unmountWidget(context);
      context.widget.gateway = gateway;
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
      const carried = sameOriginPath(context.redirect.tipAgainUrl, deps.config.origin);
      context.redirect.tipAgainUrl = null;
      resetAll(context);
      clearPersisted(deps.tabStorage);
      return carried ?? fallback;
    },
    closeAlert: () => stores.alert.set({ open: false }),
  };
  return { stores, actions };
}

/** Session storage follows the landing, flow, e-mail and tips once a landing is ready. */
function persistChanges(context: CoreContext): void {
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
  landing.subscribe(() => {
    saveCredentialsNow();
    saveSessionNow();
  });
  flow.subscribe(saveCredentialsNow);
  payment.subscribe(saveCredentialsNow);
  tips.subscribe(saveSessionNow);
}
