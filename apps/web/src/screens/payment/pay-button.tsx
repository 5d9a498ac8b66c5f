import type { ReactElement } from 'react';
import { useMessages } from '../../i18n/messages';
import './pay-button.scss';

interface PayButtonProps {
  /** 'Pay $10.60', or null while the total does not exist yet (fees loading or refreshing). */
  readonly total: string | null;
  /** True while a payment is in flight: a spinner and 'Processing…'. */
  readonly ongoing: boolean;
  /** Not payable yet (no total, no card form, no widget): disabled. */
  readonly disabled: boolean;
  readonly onPay: () => void;
}

/**
 * The 'Pay {total}' button. Without a total it reads 'Pay' and is disabled (never 'Pay $0.00').
 * While paying it shows a spinner and 'Processing…' and stays focusable (aria-disabled, a press
 * does nothing), so the focus is not lost and the new name is read.
 */
export function PayButton({ total, ongoing, disabled, onPay }: PayButtonProps): ReactElement {
  const t = useMessages();
  return (
    <button
      type="button"
      className="button button--block pay-button"
      data-focus-slot="pay"
      disabled={disabled && !ongoing}
      aria-disabled={ongoing || undefined}
      aria-busy={ongoing}
      onClick={() => {
        if (!ongoing) onPay();
      }}
    >
      {ongoing && <span className="pay-button__spinner" aria-hidden="true" />}
      {ongoing
        ? t('payment.processing')
        : total === null
          ? t('payment.payPending')
          : t('payment.pay', { total })}
    </button>
  );
}

/**
 * Tells screen readers that the payment is under way, whichever form pays (the app's Pay button
 * or a provider's own): a polite live region present from the start, filled while paying.
 */
export function PaymentProgress({ ongoing }: { readonly ongoing: boolean }): ReactElement {
  const t = useMessages();
  return (
    <span className="visually-hidden" aria-live="polite">
      {ongoing ? t('payment.processing') : ''}
    </span>
  );
}
