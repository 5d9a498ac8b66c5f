import type { CoreApi, IntentParams, Tipping, TipsApi } from '@tipwell/core';
import type { AppServices } from '../di/app-services';
import { createAppTipping } from '../di/create-tipping';

/**
 * What a QR or pay-later entry shows before its exchange answers (loading, under the address's
 * location), reached on the server without exchanging: the exchange carries the guest's device id,
 * so it stays the guest's browser's. The server opens the entry as the browser does, its exchange
 * withheld (it never answers here), and resolves once the location's answers (the calls the
 * browser's opening makes beside its exchange) are in and shown. The core resolves with the entry
 * still opening; the caller reads its stores.
 */
export async function previewIntent(services: AppServices, params: IntentParams): Promise<Tipping> {
  const asked: Promise<unknown>[] = [];
  const ask = <T>(answer: Promise<T>): Promise<T> => {
    asked.push(answer);
    return answer;
  };
  const { coreApi, tipsApi } = services;
  const watchedCore: CoreApi = {
    exchangeCode: (prefix, uid) => coreApi.exchangeCode(prefix, uid),
    getLocation: (uid) => ask(coreApi.getLocation(uid)),
    getLocationUser: (locationUid, userUid) => coreApi.getLocationUser(locationUid, userUid),
    getTipSettings: (target) => ask(coreApi.getTipSettings(target)),
    getSystemSettings: (uid) => ask(coreApi.getSystemSettings(uid)),
  };
  const withheld: TipsApi = {
    calculateFees: (request) => tipsApi.calculateFees(request),
    pay: () => Promise.reject(new Error('No payment is made on the server')),
    paymentDetails: () => Promise.reject(new Error('No payment is made on the server')),
    getPaymentMethods: (amount) => tipsApi.getPaymentMethods(amount),
    exchangeIntent: () => new Promise(() => undefined),
    submitReview: () => Promise.reject(new Error('No review is sent from the server')),
  };
  const core = createAppTipping({ ...services, coreApi: watchedCore, tipsApi: withheld });
  void core.entry.openIntent(params);
  await Promise.allSettled(asked);
  // The header shows the answers once their joint promise settles: a task later, it has.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return core;
}
