import type { Route, TippingCore } from '@tipwell/core';

type IntentRoute = Extract<Route, { kind: 'intent' }>;

/** The intent each core is opening right now: StrictMode's double effects must not exchange twice. */
const inFlight = new WeakMap<TippingCore, string>();

function keyOf(route: IntentRoute): string {
  return `${route.type}/${route.id}/${route.intent}`;
}

/**
 * A QR or pay-later entry. The bare entry (`/qr/{id}/{intent}`) always resets and exchanges the
 * intent (spec §4: once at initialisation, after a reset), so opening a paid intent again says it is
 * paid; a deeper address (a reload on a sub-step or payment) restores the guest's step when the
 * session holds it, else exchanges. At most one opening per core and intent at a time.
 */
export function openIntentEntry(core: TippingCore, route: IntentRoute): void {
  const key = keyOf(route);
  if (inFlight.get(core) === key) return;
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
