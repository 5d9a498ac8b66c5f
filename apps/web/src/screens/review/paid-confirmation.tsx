import type { ReactElement } from 'react';
import { formatMoney, type PaidSummary } from '@tipwell/core';
import { formatNames } from '../../i18n/format-names';
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
  const amount = formatMoney(paid.total);
  return (
    <p id={id} className="review__paid">
      <svg
        className="review__paid-check"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="12" cy="12" r="12" fill="var(--tw-primary)" />
        <path
          d="M7 12.5l3.2 3.2L17 9"
          fill="none"
          stroke="var(--tw-on-primary)"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>
        {paid.recipients.length > 0
          ? t('review.paidTo', { amount, names: formatNames(paid.recipients) })
          : t('review.paid', { amount })}
      </span>
    </p>
  );
}
