import { message, type MessageRef } from '../domain/messages';

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
