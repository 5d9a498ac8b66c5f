import type { Route } from '../flow/routes';
import { readCredentials, readSession, type SavedSession } from '../state/persistence';
import type { CoreContext } from './context';
import { loadFees, totalsOf } from './fees';
import { setCustomTip } from './tipping';

/**
 * A reload: restores landing, flow, e-mail and tips saved for this entry. Amounts in storage are
 * never trusted for payment: every fee is fetched again. False when nothing matches.
 */
export async function restore(context: CoreContext, entry: string | Route): Promise<boolean> {
  const route: Route =
    typeof entry === 'string' ? { kind: 'code', code: entry, screen: null, uid: null } : entry;
  const storage = context.deps.tabStorage;
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
  const { landing, flow, payment } = context.stores;
  landing.set(saved.landing);
  flow.set(saved.flow);
  payment.set({
    shopperEmail: saved.shopperEmail,
    paid: saved.paid,
    captured: saved.captured ?? [],
  });
  if (session) {
    keepTips(context, session);
    // The typed custom amount comes back through the same checks as typing it.
    if (session.customTipText) setCustomTip(context, session.customTipText);
    if (session.tips.length > 0) await loadFees(context);
  }
  return true;
}

/** The saved tips back in the tips store, their fees still to fetch (stored amounts are not trusted). */
export function keepTips(context: CoreContext, session: SavedSession): void {
  const fees = session.tips.map(() => null);
  context.stores.tips.set({
    tips: session.tips,
    fees,
    feeOnMe: session.feeOnMe,
    totals: totalsOf(fees),
  });
}

function matches(
  landing: {
    code: string | null;
    intentParams: { type: string; id: string; intent: string } | null;
  },
  route: Route,
): boolean {
  if (route.kind === 'code') return landing.code === route.code && landing.intentParams === null;
  if (route.kind === 'intent') {
    const params = landing.intentParams;
    return (
      params !== null &&
      params.type === route.type &&
      params.id === route.id &&
      params.intent === route.intent
    );
  }
  return false;
}
