import { parsePath, type Route, type StepName, type Tipping } from '@tipwell/core';
import { preloadScreenOf } from './screen-loaders';

type IntentRoute = Extract<Route, { kind: 'intent' }>;

/** The first step of an open intent, the exchange's usual answer: its code is fetched early. */
export const INTENT_FIRST_STEP = 'proposed-tip-intent' satisfies StepName;

/**
 * A QR or pay-later entry: the core decides (a bare entry exchanges the intent again; a deeper
 * address restores the guest's step when the session holds it) and joins parallel calls.
 */
export function openIntentEntry(core: Tipping, route: IntentRoute): void {
  void core.actions.enter({ route });
}

/**
 * Starts the QR or pay-later entry of the address the page was loaded with, before React renders:
 * the exchange does not wait for the views' code (as `openEntryEarly` does for a code), and the
 * proposed tip's code is fetched beside it. The browser only: the exchange carries the guest's
 * device id, so the server never makes it.
 */
export function openIntentEntryEarly(
  core: Tipping,
  pathname: string,
  preload: (step: StepName) => unknown = preloadScreenOf,
): void {
  const route = parsePath(pathname);
  if (route.kind !== 'intent') return;
  openIntentEntry(core, route);
  // The exchange decides the first step, and for an open intent (the usual answer) that is its
  // proposed tip: its code comes alongside the answer, not a round trip after it. Asked after
  // the exchange, so it never queues ahead of it.
  if (route.screen === null) preload(INTENT_FIRST_STEP);
}
