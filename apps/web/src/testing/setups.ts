import type { Tipping } from '@tipwell/core';
import type { FakeWorld } from '../di/fake-services';

type Setup = (core: Tipping, world: FakeWorld) => Promise<void>;

/** Resolves once the store's snapshot satisfies `done` (or at once when it already does). */
export function until<T extends object>(
  store: { getSnapshot(): T; subscribe(listener: () => void): () => void },
  done: (state: T) => boolean,
): Promise<void> {
  if (done(store.getSnapshot())) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = store.subscribe(() => {
      if (!done(store.getSnapshot())) return;
      stop();
      resolve();
    });
  });
}

function feesSettled(core: Tipping): Promise<void> {
  return until(
    core.tips.store,
    (tips) => !tips.refreshing && tips.fees.length > 0 && tips.fees.every(Boolean),
  );
}

async function paid(core: Tipping): Promise<void> {
  await core.entry.openCode('U500');
  core.tips.chooseLevel('medium');
  await feesSettled(core);
  await core.payment.mountWidget(document.createElement('div'));
  core.payment.setShopperEmail('guest@example.com');
  await core.payment.pay();
  core.payment.unmountWidget();
}

/** Starting states of the U500 flow (Maya Chen at Lumen Salon & Spa), for stories and tests. */
export const setups = {
  beauty: async (core) => {
    await core.entry.openCode('U500');
  },
  payment: async (core) => {
    await core.entry.openCode('U500');
    core.tips.chooseLevel('medium');
    await feesSettled(core);
  },
  generousTip: async (core) => {
    await core.entry.openCode('U500');
    core.tips.setCustom('150');
    core.tips.submitCustom();
  },
  review: paid,
  success: async (core) => {
    await paid(core);
    core.review.setRating(5);
    await core.review.submit();
  },
} satisfies Record<string, Setup>;
