import type { Storage } from '../ports/storage';
import {
  saveCredentials,
  saveSession,
  type SavedCredentials,
  type SavedSession,
} from '../state/persistence';
import type { Transaction } from '../state/transaction';
import type { TippingStores } from './tipping.types';

/**
 * Writes a record only when it changed since it was last written. Its fields are snapshots and
 * fields of immutable snapshots: the same fields, by identity, make the same record. A landing that
 * is not ready writes nothing and forgets what was written (Tip again clears the stored records,
 * then resets the landing: the next landing's records are written anew).
 */
function recordWriter<R extends object>(write: (record: R) => void): (record: R | null) => void {
  let written: R | null = null;
  return (record) => {
    if (record === null) {
      written = null;
      return;
    }
    const last = written;
    const same =
      last !== null &&
      (Object.keys(record) as (keyof R)[]).every((key) => Object.is(record[key], last[key]));
    if (same) return;
    written = record;
    write(record);
  };
}

/**
 * Session storage follows the landing, flow, e-mail and tips once a landing is ready: when a
 * transaction settles, each record whose fields changed is written once. A press of Pay that
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
  const credentials = recordWriter((record: SavedCredentials) => saveCredentials(storage, record));
  const session = recordWriter((record: SavedSession) => saveSession(storage, record));
  transaction.onSettled((changed) => {
    if (changed.has(landing) || changed.has(flow) || changed.has(payment)) {
      const { shopperEmail, paid, captured } = payment.getSnapshot();
      credentials(
        ready()
          ? {
              landing: landing.getSnapshot(),
              flow: flow.getSnapshot(),
              shopperEmail,
              paid,
              captured,
            }
          : null,
      );
    }
    if (changed.has(landing) || changed.has(tips)) {
      const state = tips.getSnapshot();
      session(
        ready()
          ? { tips: state.tips, feeOnMe: state.feeOnMe, customTipText: state.customTip.text }
          : null,
      );
    }
  });
}
