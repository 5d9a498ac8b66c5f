import { createBusy } from '../state/busy';
import { amountsFixed } from '../state/payment-store';
import { createTransaction } from '../state/transaction';
import { createAlertUnit } from './alert/alert-unit';
import { createEntryUnit } from './entry/entry-unit';
import { createFlowUnit } from './flow/flow-unit';
import { createLandingUnit } from './landing/landing-unit';
import { createPaymentUnit } from './payment/payment-unit';
import { persistChanges } from './persist-changes';
import { createReviewUnit } from './review/review-unit';
import type { Tipping, TippingDeps } from './tipping.types';
import { createTipsUnit } from './tips/tips-unit';

/**
 * The composition function: each unit creates its own store and private state and is given, by
 * name, what it reads or calls of the units before it (alert, landing, flow, tips, payment,
 * review; the entry unit last, over all of them). One transaction is shared by their stores, and
 * each unit's actions run in it. The result names each unit: its store and its actions.
 */
export function createTipping(deps: TippingDeps): Tipping {
  const transaction = createTransaction();
  const alert = createAlertUnit(transaction);
  const landing = createLandingUnit({ transaction, coreApi: deps.coreApi, alert });
  // Who is already in the tip (one row per recipient): read from the tips unit, made just below.
  const tipped = (kind: 'user' | 'pool', uid: string): boolean =>
    tips.store
      .getSnapshot()
      .tips.some((tip) => tip.recipient.kind === kind && tip.recipient.uid === uid);
  const flow = createFlowUnit({ transaction, landing, tipped });
  const tips = createTipsUnit({
    transaction,
    tipsApi: deps.tipsApi,
    landing: landing.store,
    flow,
    alert,
    // Read from the payment unit, made just below (decision 0050).
    amountsFixed: () => amountsFixed(payment.store.getSnapshot(), payment.busy.getSnapshot().busy),
  });
  const payment = createPaymentUnit({
    transaction,
    deps,
    gateway: deps.gateway ?? null,
    landing: landing.store,
    flow,
    tips,
    alert,
  });
  const review = createReviewUnit({
    transaction,
    tipsApi: deps.tipsApi,
    ids: deps.ids,
    landing: landing.store,
    payment: payment.store,
    flow,
    alert,
  });
  const entry = createEntryUnit({
    transaction,
    deps,
    landing,
    flow,
    tips,
    payment,
    review,
    alert,
  });
  persistChanges(deps.tabStorage, transaction, {
    landing: landing.store,
    flow: flow.store,
    tips: tips.store,
    payment: payment.store,
    review: review.store,
    alert: alert.store,
  });
  // An entry on its way (its landing is committed only at its end): told as it begins.
  const opening = createBusy();
  return {
    entry: {
      ...entry.actions,
      enter: opening.around(entry.actions.enter),
      openCode: opening.around(entry.actions.openCode),
      openIntent: opening.around(entry.actions.openIntent),
      restore: opening.around(entry.actions.restore),
    },
    landing: { store: landing.store, busy: opening.store },
    flow: { store: flow.store, ...flow.actions },
    tips: { store: tips.store, ...tips.actions },
    payment: { store: payment.store, busy: payment.busy, ...payment.actions },
    review: { store: review.store, busy: review.busy, ...review.actions },
    alert: { store: alert.store, ...alert.actions },
  };
}
