import { useState, type ReactElement } from 'react';
import { Modal } from '../../components/modal/modal';
import { useMessages } from '../../i18n/messages';

/** The row's remove button (shown only with more than one recipient) and its confirmation. */
export function RemoveRecipient(props: {
  readonly name: string;
  readonly onConfirm: () => void;
}): ReactElement {
  const t = useMessages();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="payment__remove"
        aria-label={t('payment.remove', { name: props.name })}
        onClick={() => setOpen(true)}
      >
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path
            d="M5 5l10 10M15 5L5 15"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
          />
        </svg>
      </button>
      <Modal
        open={open}
        title={t('payment.remove', { name: props.name })}
        role="alertdialog"
        tone="warning"
        onDismiss={() => setOpen(false)}
        actions={
          <>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setOpen(false)}
            >
              {t('tip.cancel')}
            </button>
            <button
              type="button"
              className="button"
              onClick={() => {
                setOpen(false);
                props.onConfirm();
              }}
            >
              {t('tip.confirm')}
            </button>
          </>
        }
      >
        <p>{t('payment.removeConfirm', { name: props.name })}</p>
      </Modal>
    </>
  );
}
