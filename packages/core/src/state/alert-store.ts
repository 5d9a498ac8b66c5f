import { message, type MessageRef } from '../domain/messages';
import { createStore, type WritableStore } from './store';
import type { Transaction } from './transaction';

export type AlertSeverity = 'success' | 'info' | 'warning' | 'error';

export interface AlertState {
  readonly open: boolean;
  readonly title: MessageRef;
  readonly text: MessageRef | null;
  readonly severity: AlertSeverity;
}

export const INITIAL_ALERT: AlertState = {
  open: false,
  title: message('alert.welcome'),
  text: null,
  severity: 'success',
};

export type AlertStore = WritableStore<AlertState>;

export function createAlertStore(
  initial: AlertState = INITIAL_ALERT,
  transaction: Transaction | null = null,
): AlertStore {
  return createStore(initial, transaction);
}
