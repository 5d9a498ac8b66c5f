import type { Tipping, TippingStores } from './tipping.types';

/** Each unit's store, by the unit's name: for observers of the whole (the journey log, tests). */
export function storesOf(tipping: Tipping): TippingStores {
  return {
    landing: tipping.landing.store,
    flow: tipping.flow.store,
    tips: tipping.tips.store,
    payment: tipping.payment.store,
    review: tipping.review.store,
    alert: tipping.alert.store,
  };
}
