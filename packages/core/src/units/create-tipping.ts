import { createTransaction, type Transaction } from '../state/transaction';
import { createAlertUnit } from './alert/alert-unit';
import { createEntryUnit } from './entry/entry-unit';
import { createFlowUnit } from './flow/flow-unit';
import { createLandingUnit } from './landing/landing-unit';
import { createPaymentUnit } from './payment/payment-unit';
import { persistChanges } from './persist-changes';
import { createReviewUnit } from './review/review-unit';
import type { Tipping, TippingActions, TippingDeps, TippingStores } from './tipping.types';
import { createTipsUnit } from './tips/tips-unit';

/**
 * The composition function: each unit creates its own store and private state and is given, by
 * name, what it reads or calls of the units before it (alert, landing, flow, tips, payment,
 * review; the entry unit last, over all of them). One transaction is shared by their stores.
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
  const entry = createEntryUnit({ deps, landing, flow, tips, payment, review, alert });
  const stores: TippingStores = {
    landing: landing.store,
    flow: flow.store,
    tips: tips.store,
    payment: payment.store,
    review: review.store,
    alert: alert.store,
  };
  persistChanges(deps.tabStorage, transaction, stores);

  const actions: TippingActions = {
    ...entry.actions,
    ...flow.actions,
    ...tips.actions,
    ...payment.actions,
    ...review.actions,
    ...alert.actions,
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
