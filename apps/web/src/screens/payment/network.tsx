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
  // Owed once the network is back, until the fees have settled: a fee request still on its way
  // then (sent while offline) fails after the network returned, and is asked again when it does.
  const owed = useRef({ fees: false, widget: false });
  useEffect(() => {
    if (online && !wasOnline.current) owed.current = { fees: true, widget: true };
    wasOnline.current = online;
    if (!online) return;
    // Settled: no request on its way (every fee answered, or the last ask failed).
    const feesSettled =
      !tips.refreshing &&
      (tips.feesFailed || tips.tips.every((_, index) => (tips.fees[index] ?? null) !== null));
    if (owed.current.fees && feesSettled) {
      owed.current.fees = false;
      if (tips.feesFailed) void tipping.tips.loadFees();
    }
    // A form in error is mounted again ('Try again' on a widget in error pays nothing).
    if (owed.current.widget && !busy) {
      owed.current.widget = false;
      if (payment.widgetStatus === 'error') void tipping.payment.tryAgain();
    }
  }, [online, tips, payment.widgetStatus, busy, tipping]);
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
