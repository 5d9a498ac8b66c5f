import type { Route } from '../../flow/routes';
import { readCredentials, readSession } from '../../state/persistence';
import { intentKey } from './entry-address';
import type { EntryInside } from './inside';

/**
 * A reload: restores landing, flow, e-mail and tips saved for this entry. Amounts in storage are
 * never trusted for payment: every fee is fetched again. False when nothing matches.
 */
export async function restore(entry: EntryInside, address: string | Route): Promise<boolean> {
  const route: Route =
    typeof address === 'string'
      ? { kind: 'code', code: address, screen: null, uid: null }
      : address;
  const storage = entry.deps.tabStorage;
  const saved = readCredentials(storage);
  if (!saved) return false;
  // `/external/{screen}` after a redirect return: the saved flow must be the resumed one.
  if (route.kind === 'external') {
    if (!saved.flow.external || !saved.flow.steps.some((step) => step === route.screen))
      return false;
  } else if (!matches(saved.landing, route)) return false;
  // `/{code}/user/{uid}` opens that person: a saved visit without them is not restored.
  if (
    route.kind === 'code' &&
    route.screen === 'user' &&
    saved.flow.selections.preSelectedUserUid !== route.uid
  )
    return false;
  // Read both records before writing: setting the landing saves the (still empty) session.
  const session = readSession(storage);
  const { landing, flow, payment, tips } = entry;
  landing.restore(saved.landing);
  flow.restore(saved.flow);
  payment.restore(saved);
  if (session) {
    tips.keep(session);
    // The typed custom amount comes back through the same checks as typing it.
    if (session.customTipText) tips.setCustom(session.customTipText);
    if (session.tips.length > 0) await tips.loadFees();
  }
  return true;
}

function matches(
  landing: {
    code: string | null;
    intentParams: { type: string; id: string; intent: string } | null;
  },
  route: Route,
): boolean {
  if (route.kind === 'code') return landing.code === route.code && landing.intentParams === null;
  if (route.kind === 'intent')
    return landing.intentParams !== null && intentKey(landing.intentParams) === intentKey(route);
  return false;
}
