import { parsePath, type Route, type TippingCore } from '@tipwell/core';

/** The code each core is opening right now: StrictMode's double effects and main.ts share it. */
const inFlight = new WeakMap<TippingCore, string>();

export interface OpenEntryOptions {
  /** The user `/{code}/user/{uid}` or a deep `/{code}/proposed-tip-beauty/{uid}` pre-selects. */
  readonly preSelectedUserUid?: string | undefined;
  /** True for `/{code}/user/{uid}`: a saved visit without that user is not restored. */
  readonly userRoute?: boolean;
}

/**
 * The user an address pre-selects: `/{code}/user/{uid}`, or the beauty screen with a uid
 * opened with nothing valid stored (it goes back to the landing with that user pre-selected).
 */
export function entryOptionsOf(route: Route): OpenEntryOptions {
  if (route.kind !== 'code' || route.uid === null) return {};
  if (route.screen === 'user') return { preSelectedUserUid: route.uid, userRoute: true };
  if (route.screen === 'proposed-tip-beauty') return { preSelectedUserUid: route.uid };
  return {};
}

/**
 * Restores the guest's step after a reload, else exchanges the code. At most one opening per core
 * and code at a time; nothing when the landing already belongs to this code.
 */
export function openEntry(core: TippingCore, code: string, options: OpenEntryOptions = {}): void {
  if (inFlight.get(core) === code) return;
  const current = core.stores.landing.getSnapshot();
  if (current.code === code && current.status !== 'idle') return;
  inFlight.set(core, code);
  const { preSelectedUserUid, userRoute = false } = options;
  void (async () => {
    try {
      const restored = await core.actions.restore(
        preSelectedUserUid && userRoute
          ? { kind: 'code', code, screen: 'user', uid: preSelectedUserUid }
          : code,
      );
      if (!restored) {
        await core.actions.openCode(code, preSelectedUserUid ? { preSelectedUserUid } : {});
      }
    } finally {
      if (inFlight.get(core) === code) inFlight.delete(core);
    }
  })();
}

/**
 * Starts the opening for the address the page was loaded with, before React renders: the exchange
 * does not wait for the first render or any lazy chunk.
 */
export function openEntryEarly(core: TippingCore, pathname: string): void {
  const route = parsePath(pathname);
  if (route.kind !== 'code') return;
  openEntry(core, route.code, entryOptionsOf(route));
}

/**
 * Resolves once the landing has opened or is known not to exist, or after `ms` (a dropped
 * network leaves it neither): the server renders, and the browser hydrates, only what settled.
 */
export function landingSettled(core: TippingCore, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const settled = (): boolean => {
      const { status } = core.stores.landing.getSnapshot();
      return status === 'ready' || status === 'not-found';
    };
    if (settled()) return resolve();
    const done = (): void => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, ms);
    const unsubscribe = core.stores.landing.subscribe(() => {
      if (settled()) done();
    });
  });
}
