import type { ReactElement } from 'react';
import { amountsFixed, isCapturedTip, recipientOf } from '@tipwell/core';
import { Avatar } from '../../components/avatar/avatar';
import { useTipping } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { useMessages } from '../../i18n/messages';
import { RemoveRecipient } from './remove-recipient';

/**
 * One row per selected user or pool, with the amount staff receive (the fee's tipAmount). With more
 * than one recipient each row can be removed (after a confirmation), unless the amounts are fixed
 * (a press on its way; half of a users-and-pools press went through: the rows of that half are
 * marked as paid). A user's row has the avatar and
 * display name whichever way the guest came (a code's payload or an intent's answer); the remove
 * control keeps to its own row's line at any width.
 */
export function TipRows(): ReactElement {
  const t = useMessages();
  const tipping = useTipping();
  const landing = useStore(tipping.landing.store);
  const { tips, fees } = useStore(tipping.tips.store);
  const payment = useStore(tipping.payment.store);
  const { captured } = payment;
  const { busy } = useStore(tipping.payment.busy);
  return (
    // A removed row's focus goes to the next row's Remove, else to the next control after the rows.
    <ul className="payment__list" data-focus-slot="tip-rows">
      {tips.map((tip, index) => {
        const fee = fees[index];
        const { name, avatar } = recipientOf(landing, tip.recipient);
        const paid = isCapturedTip(tip.recipient, captured);
        return (
          <li
            key={`${tip.recipient.kind}-${tip.recipient.uid}-${index}`}
            className="payment__row payment__row--tip"
          >
            {tip.recipient.kind === 'user' && <Avatar src={avatar} name={name} size={40} />}
            <span className="payment__row-name">
              <bdi className="payment__row-person">{name}</bdi>
              {paid && <span className="payment__paid">{t('payment.paidMark')}</span>}
            </span>
            <span className="payment__row-amount">{fee ? t.tipAmount(fee.tipAmount) : ''}</span>
            {tips.length > 1 && !amountsFixed(payment, busy) && (
              <RemoveRecipient name={name} onConfirm={() => tipping.payment.removeTip(index)} />
            )}
          </li>
        );
      })}
    </ul>
  );
}
