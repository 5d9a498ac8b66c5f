import type { Route } from '../flow/routes';
import { readCredentials, readSession } from '../state/persistence';
import type { CoreContext } from './context';
import { loadFees, totalsOf } from './fees';

/**
 * A reload: restores landing, flow, e-mail and tips saved for this entry. Amounts in storage are
 * never trusted for payment: every fee is fetched again. False when nothing matches.
 */
export async function restore(context: CoreContext, entry: string | Route): Promise<boolean> {
  const route: Route =
    typeof entry === 'string' ? { kind: 'code', code: entry, screen: null, uid: null } : entry;
  const storage = context.deps.sessionStorage;
  const saved = readCredentials(storage);
  if (!saved || !matches(saved.landing, route)) return false;
  // Read both records before writing: setting the landing saves the (still empty) session.
  const session = readSession(storage);
  const { landing, flow, payment, tips } = context.stores;
  landing.set(saved.landing);
  flow.set(saved.flow);
  payment.set({ shopperEmail: saved.shopperEmail, paid: saved.paid });
  if (session) {
    const fees = session.tips.map(() => null);
    tips.set({ tips: session.tips, fees, feeOnMe: session.feeOnMe, totals: totalsOf(fees) });
    if (session.tips.length > 0) await loadFees(context);
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
