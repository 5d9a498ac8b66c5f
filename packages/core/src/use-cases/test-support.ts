import { createFakeDeps, type FakeDeps } from '../fakes/create-fake-deps';
import { createTippingCore } from './create-tipping-core';
import type { TippingCore } from './tipping-core.types';

/** Lets pending promise callbacks (fee calls of the fakes) run. */
export function flush(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** A core with fakes, at the payment screen of `code` with a medium tip and a mounted widget. */
export async function atPayment(
  code = 'U500',
  fakes: FakeDeps = createFakeDeps(),
): Promise<FakeDeps & { core: TippingCore }> {
  const core = createTippingCore(fakes.deps);
  await core.actions.openCode(code);
  core.actions.chooseTipLevel('medium');
  await flush();
  core.actions.setShopperEmail('guest@example.com');
  await core.actions.mountWidget({ element: 'host' });
  return { ...fakes, core };
}
