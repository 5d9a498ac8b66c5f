import { CUSTOM_TIP_MAX } from '../domain/validation';
import type { Tipping } from '../units/tipping.types';

/** Resolves once `count` tips all have their fee (the fakes answer on a later task). */
function feesIn(core: Tipping, count: number): Promise<void> {
  const tips = core.tips.store;
  const done = (): boolean => {
    const state = tips.getSnapshot();
    return !state.refreshing && state.fees.length === count && state.fees.every(Boolean);
  };
  if (done()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = tips.subscribe(() => {
      if (!done()) return;
      stop();
      resolve();
    });
  });
}

/**
 * Opens `code` and gives each of `users` the largest custom tip ($10,000, confirmed as generous),
 * with Add another between them: the payment screen, ready for the payment limit (decision 0017).
 */
export async function largestCustomTips(
  core: Tipping,
  code: string,
  users: readonly string[],
): Promise<void> {
  await core.entry.openCode(code);
  for (const [index, uid] of users.entries()) {
    if (index > 0) core.payment.addAnother();
    core.flow.selectUser(uid);
    core.tips.setCustom(String(CUSTOM_TIP_MAX / 100));
    core.tips.submitCustom();
    core.tips.confirmCustom();
    await feesIn(core, index + 1);
  }
}
