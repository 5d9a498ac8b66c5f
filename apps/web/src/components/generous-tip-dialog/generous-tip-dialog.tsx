import type { ReactElement } from 'react';
import { type Cents } from '@tipwell/core';
import { Modal } from '../modal/modal';
import { useMessages } from '../../i18n/messages';

export interface GenerousTipDialogProps {
  readonly open: boolean;
  readonly amount: Cents | null;
  readonly onCancel: () => void;
  readonly onConfirm: () => void;
}

/** 'Wow, a generous tip': a custom tip of $100 or more asks first. */
export function GenerousTipDialog(props: GenerousTipDialogProps): ReactElement {
  const t = useMessages();
  return (
    <Modal
      open={props.open}
      title={t('customTip.confirm.title')}
      tone="warning"
      role="alertdialog"
      onDismiss={props.onCancel}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={props.onCancel}>
            {t('tip.cancel')}
          </button>
          <button type="button" className="button" onClick={props.onConfirm}>
            {t('tip.confirm')}
          </button>
        </>
      }
    >
      <p>
        {t('customTip.confirm.text', {
          amount: props.amount === null ? '' : t.tipAmount(props.amount),
        })}
      </p>
    </Modal>
  );
}
