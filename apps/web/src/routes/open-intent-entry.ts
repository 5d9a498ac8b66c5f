import { parsePath, type StepName, type Tipping } from '@tipwell/core';
import { openEntry } from './open-entry';
import { preloadScreenOf } from './screen-loaders';

/** The first step of an open intent, the exchange's usual answer: its code is fetched early. */
export const INTENT_FIRST_STEP = 'proposed-tip-intent' satisfies StepName;

/**
 * Starts the QR or pay-later entry of the address the page was loaded with, before React renders:
 * the exchange does not wait for the views' code (as `openEntryEarly` does for a code), and the
 * proposed tip's code is fetched beside it. On a page the server rendered for the guest's device,
 * the exchange's answer is in the page (decision 0012).
 */
export function openIntentEntryEarly(
  core: Tipping,
  pathname: string,
  preload: (step: StepName) => unknown = preloadScreenOf,
): void {
  const route = parsePath(pathname);
  if (route.kind !== 'intent') return;
  openEntry(core, route);
  // The exchange decides the first step, and for an open intent (the usual answer) that is its
  // proposed tip: its code comes alongside the answer, not a round trip after it. Asked after
  // the exchange, so it never queues ahead of it.
  if (route.screen === null) preload(INTENT_FIRST_STEP);
}
