import { createFakeDeps, type FakeDeps } from '../fakes/create-fake-deps';
import { createTipping } from './create-tipping';
import type { Tipping } from './tipping.types';

/** Lets pending promise callbacks (fee calls of the fakes) run. */
export function flush(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** A core with fakes, at the payment screen of `code` with a medium tip and a mounted widget. */
export async function atPayment(
  code = 'U500',
  fakes: FakeDeps = createFakeDeps(),
): Promise<FakeDeps & { core: Tipping }> {
  const core = createTipping(fakes.deps);
  await core.actions.openCode(code);
  core.actions.chooseTipLevel('medium');
  await flush();
  core.actions.setShopperEmail('guest@example.com');
  await core.actions.mountWidget({ element: 'host' });
  return { ...fakes, core };
}

/**
 * S300: Front Desk ($10 pool default), Add another, Alex Kim $10 (high), at payment with the e-mail
 * and a mounted widget: one press pays two payments (decision 0007).
 */
export async function atPoolAndUserPayment(fakes: FakeDeps = createFakeDeps()): Promise<Tipping> {
  const core = createTipping(fakes.deps);
  await core.actions.openCode('S300');
  core.actions.selectPool('202');
  core.actions.chooseTipLevel('low');
  await flush();
  core.actions.addAnother();
  core.actions.selectUser('504');
  core.actions.chooseTipLevel('high');
  await flush();
  core.actions.setShopperEmail('guest@example.com');
  await core.actions.mountWidget('host');
  return core;
}
