import type { Route } from '../../flow/routes';
import type { EntryInside } from './inside';
import { intentKey, type EntryAddress, type EntryOutcome } from './entry-address';
import { openCode } from './open-code';
import { openIntent } from './open-intent';
import { restore } from './restore';
import { resumeRedirect } from './resume-redirect';

type CodeRoute = Extract<Route, { kind: 'code' }>;
type IntentRoute = Extract<Route, { kind: 'intent' }>;

/**
 * The one entry decision, for every host (browser, server renderer, another frontend): restore the
 * guest's saved step, open (exchange) the code or intent, or say not-found. Parallel calls for the
 * same address share one opening; an address whose landing is already open is not opened again.
 */
export function enter(entry: EntryInside, address: EntryAddress): Promise<EntryOutcome> {
  const { route } = address;
  switch (route.kind) {
    case 'code':
      return entry.entries.join(`code/${route.code}`, () => enterCode(entry, route));
    case 'intent':
      return entry.entries.join(`intent/${intentKey(route)}`, () => enterIntent(entry, route));
    case 'external':
      return entry.entries.join('external', () => enterExternal(entry, address));
    case 'not-found':
      return Promise.resolve('not-found');
  }
}

function landingOutcome(entry: EntryInside): EntryOutcome {
  return entry.landing.store.getSnapshot().status === 'not-found' ? 'not-found' : 'opened';
}

/**
 * `/{code}` and the addresses under it. `/{code}/user/{uid}` restores only a saved visit with that
 * user, else opens the code with the user pre-selected; a deep beauty address with nothing valid
 * saved opens the code with its user pre-selected.
 */
async function enterCode(entry: EntryInside, route: CodeRoute): Promise<EntryOutcome> {
  const landing = entry.landing.store.getSnapshot();
  if (landing.code === route.code && landing.status !== 'idle') return landingOutcome(entry);
  const userRoute = route.screen === 'user' && route.uid !== null;
  const preSelected =
    route.uid !== null && (route.screen === 'user' || route.screen === 'proposed-tip-beauty')
      ? route.uid
      : null;
  if (await restore(entry, userRoute ? route : route.code)) return 'restored';
  await openCode(
    entry,
    route.code,
    preSelected !== null ? { preSelectedUserUid: preSelected } : {},
  );
  return landingOutcome(entry);
}

/**
 * A QR or pay-later entry. The bare entry always resets and exchanges the intent (once at
 * initialisation, after a reset), so opening a paid intent again says it is paid; a deeper address
 * (a reload on a sub-step or payment) restores the guest's step when the session holds it.
 */
async function enterIntent(entry: EntryInside, route: IntentRoute): Promise<EntryOutcome> {
  const landing = entry.landing.store.getSnapshot();
  const held = landing.intentParams;
  if (landing.status !== 'idle' && held !== null && intentKey(held) === intentKey(route))
    return landingOutcome(entry);
  if (route.screen !== null && (await restore(entry, route))) return 'restored';
  await openIntent(entry, { type: route.type, id: route.id, intent: route.intent });
  return landingOutcome(entry);
}

/**
 * `/external?redirectData=…` resumes the redirect-based payment; an `/external/…` screen restores
 * the step this tab saved (a reload), else there is nothing to show.
 */
async function enterExternal(entry: EntryInside, address: EntryAddress): Promise<EntryOutcome> {
  const { route, redirect } = address;
  if (route.kind === 'external' && route.screen === null && redirect) {
    await resumeRedirect(entry, redirect);
    return 'restored';
  }
  if (entry.flow.store.getSnapshot().external) return 'restored';
  return (await restore(entry, route)) ? 'restored' : 'not-found';
}
