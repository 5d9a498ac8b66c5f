import type { Storage } from '../ports/storage';
import { saveCredentials, saveSession } from '../state/persistence';
import type { Transaction } from '../state/transaction';
import type { TippingStores } from './tipping.types';

/**
 * Writes a record only when what it is made of changed since it was last written. Its parts are
 * snapshots and fields of immutable snapshots: the same parts, by identity, make the same record.
 * A landing that is not ready writes nothing and forgets what was written (Tip again clears the
 * stored records, then resets the landing: the next landing's records are written anew).
 */
function recordWriter(write: () => void): (parts: readonly unknown[] | null) => void {
  let written: readonly unknown[] | null = null;
  return (parts) => {
    if (parts === null) {
      written = null;
      return;
    }
    const same =
      written !== null &&
      written.length === parts.length &&
      written.every((part, i) => Object.is(part, parts[i]));
    if (same) return;
    written = parts;
    write();
  };
}

/**
 * Session storage follows the landing, flow, e-mail and tips once a landing is ready: when a
 * transaction settles, each record whose parts changed is written once. A press of Pay that
 * only marks the payment busy, or a fee that arrives for a tip already saved, writes nothing
 * (decision 0018).
 */
export function persistChanges(
  storage: Storage,
  transaction: Transaction,
  stores: TippingStores,
): void {
  const { landing, flow, tips, payment } = stores;
  const ready = (): boolean => landing.getSnapshot().status === 'ready';
  const credentials = recordWriter(() => {
    const paying = payment.getSnapshot();
    saveCredentials(storage, {
      landing: landing.getSnapshot(),
      flow: flow.getSnapshot(),
      shopperEmail: paying.shopperEmail,
      paid: paying.paid,
      captured: paying.captured,
    });
  });
  const session = recordWriter(() => {
    const state = tips.getSnapshot();
    saveSession(storage, {
      tips: state.tips,
      feeOnMe: state.feeOnMe,
      customTipText: state.customTip.text,
    });
  });
  transaction.onSettled((changed) => {
    if (changed.has(landing) || changed.has(flow) || changed.has(payment)) {
      const paying = payment.getSnapshot();
      credentials(
        ready()
          ? [
              landing.getSnapshot(),
              flow.getSnapshot(),
              paying.shopperEmail,
              paying.paid,
              paying.captured,
            ]
          : null,
      );
    }
    if (changed.has(landing) || changed.has(tips)) {
      const state = tips.getSnapshot();
      session(ready() ? [state.tips, state.feeOnMe, state.customTip.text] : null);
    }
  });
}
