import type { ReactElement } from 'react';
import { type PaidSummary } from '@tipwell/core';
import { CheckMark } from '../../components/check-mark/check-mark';
import { useMessages } from '../../i18n/messages';

/**
 * Before the review, the guest reads that the payment went through: the amount the service
 * captured and who it went to (no names when the app no longer knows them, decision 0013).
 */
export function PaidConfirmation({
  id,
  paid,
}: {
  readonly id: string;
  readonly paid: PaidSummary;
}): ReactElement {
  const t = useMessages();
  const amount = t.money(paid.total);
  return (
    <p id={id} className="review__paid">
      <CheckMark className="review__paid-check" size={24} />
      <span>
        {paid.recipients.length > 0
          ? t('review.paidTo', { amount, names: t.names(paid.recipients) })
          : t('review.paid', { amount })}
      </span>
    </p>
  );
}
