import { useEffect, useRef, type ReactElement } from 'react';
import { useTipping } from '../../di/container-context';
import { useOnline } from '../../hooks/use-online';
import { useStore } from '../../hooks/use-store';
import { useMessages } from '../../i18n/messages';

/**
 * The payment step notices the network coming back (issue 38): a fee that got no answer is asked
 * again, and a card form that could not load is mounted again, without a reload. Returns whether
 * the device is online now.
 */
export function useAskAgainWhenOnline(): boolean {
  const tipping = useTipping();
  const tips = useStore(tipping.tips.store);
  const payment = useStore(tipping.payment.store);
  const { busy } = useStore(tipping.payment.busy);
  const online = useOnline();
  const wasOnline = useRef(online);
  useEffect(() => {
    const back = online && !wasOnline.current;
    wasOnline.current = online;
    if (!back) return;
    if (tips.feesFailed && !tips.refreshing) void tipping.tips.loadFees();
    // A form in error is mounted again ('Try again' on a widget in error pays nothing).
    if (payment.widgetStatus === 'error' && !busy) void tipping.payment.tryAgain();
  }, [online, tips.feesFailed, tips.refreshing, payment.widgetStatus, busy, tipping]);
  return online;
}

/** In place of the Total's spinner when the fees got no answer: why, and a way to ask again. */
export function FeesRetry(): ReactElement {
  const t = useMessages();
  const tipping = useTipping();
  return (
    <div className="payment__fees-retry">
      <p className="payment__error">{t('fees.failed.text')}</p>
      <button
        type="button"
        className="button button--secondary button--block"
        onClick={() => void tipping.tips.loadFees()}
      >
        {t('payment.tryAgain')}
      </button>
    </div>
  );
}
