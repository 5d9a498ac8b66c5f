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
    core.stores.tips,
    (tips) => !tips.refreshing && tips.fees.length > 0 && tips.fees.every(Boolean),
  );
}

async function paid(core: Tipping): Promise<void> {
  await core.actions.openCode('U500');
  core.actions.chooseTipLevel('medium');
  await feesSettled(core);
  await core.actions.mountWidget(document.createElement('div'));
  core.actions.setShopperEmail('guest@example.com');
  await core.actions.pay();
  core.actions.unmountWidget();
}

/** Starting states of the U500 flow (Maya Chen at Lumen Salon & Spa), for stories and tests. */
export const setups = {
  beauty: async (core) => {
    await core.actions.openCode('U500');
  },
  payment: async (core) => {
    await core.actions.openCode('U500');
    core.actions.chooseTipLevel('medium');
    await feesSettled(core);
  },
  generousTip: async (core) => {
    await core.actions.openCode('U500');
    core.actions.setCustomTip('150');
    core.actions.submitCustomTip();
  },
  review: paid,
  success: async (core) => {
    await paid(core);
    core.actions.setRating(5);
    await core.actions.submitReview();
  },
} satisfies Record<string, Setup>;
