import type { ReactElement } from 'react';
import { useMessages } from '../../i18n/messages';
import { Modal } from '../modal/modal';

export type AlertSeverity = 'success' | 'info' | 'warning' | 'error';

export interface AlertState {
  readonly open: boolean;
  readonly title: string;
  readonly text: string;
  readonly severity: AlertSeverity;
}

/** the default alert is titled Welcome, severity success (closed). */
export const defaultAlert: AlertState = {
  open: false,
  title: 'Welcome',
  text: '',
  severity: 'success',
};

export interface AlertDialogProps {
  readonly alert: AlertState;
  readonly onClose: () => void;
}

export function AlertDialog({ alert, onClose }: AlertDialogProps): ReactElement {
  const t = useMessages();
  const urgent = alert.severity === 'error' || alert.severity === 'warning';
  return (
    <Modal
      open={alert.open}
      title={alert.title}
      tone={alert.severity}
      role={urgent ? 'alertdialog' : 'dialog'}
      onDismiss={onClose}
      actions={
        <button type="button" className="button" onClick={onClose}>
          {t('alert.close')}
        </button>
      }
    >
      {alert.text ? <p>{alert.text}</p> : null}
    </Modal>
  );
}
