import type { MessageRef } from '../../domain/messages';
import { INITIAL_ALERT, type AlertSeverity, type AlertState } from '../../state/alert-store';
import { createStore, type Store } from '../../state/store';
import type { Transaction } from '../../state/transaction';
import type { AlertActions } from '../unit-actions';

/** The alert unit: the one dialog that tells the guest what went wrong (or right). */
export interface AlertUnit {
  readonly store: Store<AlertState>;
  readonly actions: AlertActions;
  /** Opens the alert; the other units call it, none writes the alert's store. */
  show(title: MessageRef, text: MessageRef | null, severity?: AlertSeverity): void;
  /**
   * Opens the alert unless one is open: the payment step's parts that fail together (its card
   * form, its fees: one network cut) say so in one dialog, the first, not one after another; the
   * step itself shows what failed (the fee's text, one 'Try again'; decision 0048).
   */
  showUnlessOpen(title: MessageRef, text: MessageRef | null): void;
  /** Closes the alert (another unit's action closes it as part of its own). */
  close(): void;
  reset(): void;
}

export function createAlertUnit(transaction: Transaction): AlertUnit {
  const store = createStore(INITIAL_ALERT, transaction);
  const close = (): void => store.set({ open: false });
  return {
    store,
    actions: { close: transaction.action(close) },
    close,
    show: (title, text, severity = 'error') => store.set({ open: true, title, text, severity }),
    showUnlessOpen: (title, text) => {
      if (!store.getSnapshot().open) store.set({ open: true, title, text, severity: 'error' });
    },
    reset: () => store.reset(),
  };
}
