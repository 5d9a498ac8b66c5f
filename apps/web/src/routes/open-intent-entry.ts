import { parsePath, type Route, type StepName, type TippingCore } from '@tipwell/core';
import { preloadScreenOf } from './screen-loaders';

type IntentRoute = Extract<Route, { kind: 'intent' }>;

/** The first step of an open intent, the exchange's usual answer: its code is fetched early. */
export const INTENT_FIRST_STEP = 'proposed-tip-intent' satisfies StepName;

/** The intent each core is opening right now: StrictMode's double effects must not exchange twice. */
const inFlight = new WeakMap<TippingCore, string>();

function keyOf(route: Pick<IntentRoute, 'type' | 'id' | 'intent'>): string {
  return `${route.type}/${route.id}/${route.intent}`;
}

/**
 * A QR or pay-later entry. The bare entry (`/qr/{id}/{intent}`) always resets and exchanges the
 * intent (once at initialisation, after a reset), so opening a paid intent again says it is
 * paid; a deeper address (a reload on a sub-step or payment) restores the guest's step when the
 * session holds it, else exchanges. At most one opening per core and intent at a time.
 */
export function openIntentEntry(core: TippingCore, route: IntentRoute): void {
  const key = keyOf(route);
  if (inFlight.get(core) === key) return;
  // Opened already (main.ts, before the first render): the entry's own effect leaves it be.
  const landing = core.stores.landing.getSnapshot();
  const held = landing.intentParams;
  if (landing.status !== 'idle' && held !== null && keyOf(held) === key) return;
  const params = { type: route.type, id: route.id, intent: route.intent };
  inFlight.set(core, key);
  void (async () => {
    try {
      const restored = route.screen !== null && (await core.actions.restore(route));
      if (!restored) await core.actions.openIntent(params);
    } finally {
      if (inFlight.get(core) === key) inFlight.delete(core);
    }
  })();
}

/**
 * Starts the QR or pay-later entry of the address the page was loaded with, before React renders:
 * the exchange does not wait for the views' code (as `openEntryEarly` does for a code), and the
 * proposed tip's code is fetched beside it. The browser only: the exchange carries the guest's
 * device id, so the server never makes it.
 */
export function openIntentEntryEarly(
  core: TippingCore,
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
