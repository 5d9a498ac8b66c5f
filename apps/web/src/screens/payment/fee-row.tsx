import { useState, type ReactElement } from 'react';
import { type Cents } from '@tipwell/core';
import { Modal } from '../../components/modal/modal';
import { useMessages } from '../../i18n/messages';

/**
 * The convenience fee with its 'What is this?' explanation: the amount stays on the label's line and
 * the button beside the label (under it on a narrow phone), never beside the amount alone.
 */
export function FeeRow({ fee }: { readonly fee: Cents }): ReactElement {
  const t = useMessages();
  const [open, setOpen] = useState(false);
  return (
    <div className="payment__row payment__row--fee">
      <span className="payment__row-name">
        <span className="payment__fee-label">{t('payment.convenienceFee')}</span>
        <button type="button" className="payment__info" onClick={() => setOpen(true)}>
          {t('payment.feeInfoButton')}
        </button>
      </span>
      <span className="payment__row-amount">{t.money(fee)}</span>
      <Modal
        open={open}
        title={t('payment.feeInfoTitle')}
        onDismiss={() => setOpen(false)}
        actions={
          <button type="button" className="button" onClick={() => setOpen(false)}>
            {t('alert.close')}
          </button>
        }
      >
        <p>{t('payment.feeInfoText')}</p>
      </Modal>
    </div>
  );
}
