import { currentStep, feesAnswered, parsePath, type Route, type Tipping } from '@tipwell/core';

/**
 * Opens a code (`/{code}` or an address under it) or a QR or pay-later intent: the core decides
 * whether the guest's saved step is restored or the code or intent exchanged, and joins a second
 * call for the same address to the first.
 */
export function openEntry(core: Tipping, route: Extract<Route, { kind: 'code' | 'intent' }>): void {
  void core.entry.enter({ route });
}

/**
 * Starts the opening (a code's or an intent's) for the address the page was loaded with, before
 * React renders: the exchange does not wait for the first render or any lazy chunk.
 */
export function openEntryEarly(core: Tipping, pathname: string): void {
  const route = parsePath(pathname);
  if (route.kind === 'code' || route.kind === 'intent') openEntry(core, route);
}

/**
 * Resolves once the landing has opened or is known not to exist, or after `ms` (a dropped
 * network leaves it neither): the server renders, and the browser hydrates, only what settled.
 * The landing's store tells its opening when the entry's action ends (decision 0018): an intent
 * with its total, after its fees have answered or failed.
 */
export function landingSettled(core: Tipping, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const settled = (): boolean => {
      const { status } = core.landing.store.getSnapshot();
      return status === 'ready' || status === 'not-found';
    };
    if (settled()) return resolve();
    const done = (): void => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, ms);
    const unsubscribe = core.landing.store.subscribe(() => {
      if (settled()) done();
    });
  });
}

/**
 * Whether the landing can be drawn as the guest will see it: open and, on the payment step (an
 * intent with its total), with every fee answered, since its amounts are the screen.
 */
export function landingDrawable(core: Tipping): boolean {
  if (core.landing.store.getSnapshot().status !== 'ready') return false;
  const onPayment = currentStep(core.flow.store.getSnapshot()) === 'payment';
  return !onPayment || feesAnswered(core.tips.store.getSnapshot());
}
