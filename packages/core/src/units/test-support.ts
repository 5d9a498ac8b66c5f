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
  await core.entry.openCode(code);
  core.tips.chooseLevel('medium');
  await flush();
  core.payment.setShopperEmail('guest@example.com');
  await core.payment.mountWidget({ element: 'host' });
  return { ...fakes, core };
}

/**
 * S300: Front Desk ($10 pool default), Add another, Alex Kim $10 (high), at payment with the e-mail
 * and a mounted widget: one press pays two payments (decision 0007).
 */
export async function atPoolAndUserPayment(fakes: FakeDeps = createFakeDeps()): Promise<Tipping> {
  const core = createTipping(fakes.deps);
  await core.entry.openCode('S300');
  core.flow.selectPool('202');
  core.tips.chooseLevel('low');
  await flush();
  core.payment.addAnother();
  core.flow.selectUser('504');
  core.tips.chooseLevel('high');
  await flush();
  core.payment.setShopperEmail('guest@example.com');
  await core.payment.mountWidget('host');
  return core;
}

/** L100: Jordan L. $20 (high), Add another, Priya $5 (low): $26.35 at payment, the widget mounted. */
export async function atTwoPeoplePayment(fakes: FakeDeps = createFakeDeps()): Promise<Tipping> {
  const core = createTipping(fakes.deps);
  await core.entry.openCode('L100');
  core.flow.selectUser('501');
  core.tips.chooseLevel('high');
  await flush();
  core.payment.addAnother();
  core.flow.selectUser('502');
  core.tips.chooseLevel('low');
  await flush();
  await core.payment.mountWidget('host');
  return core;
}

/** The `redirectData` the return URL of the `index`-th payment request carries (3-D Secure). */
export function carriedRedirectData(tipsApi: FakeDeps['tipsApi'], index = 0): string {
  const request = tipsApi.requestsOf('pay')[index] as { returnUrl: string };
  return decodeURIComponent(request.returnUrl.split('redirectData=')[1] ?? '');
}

/** The same tab after the provider's redirect: fresh fakes over the first app's storages, tips service and clock. */
export function sameTabAs(first: FakeDeps): FakeDeps {
  const { tabStorage, deviceStorage, tipsApi, clock } = first;
  return createFakeDeps({ tabStorage, deviceStorage, tipsApi, clock });
}
