import { useEffect, useRef, useState, type ReactElement } from 'react';
import { feesAnswered, type Tipping } from '@tipwell/core';
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

/** The fees' failure, which the one Try again names (its accessible description). */
const FEES_FAILED = 'payment-fees-failed';

/** In place of the Total's spinner when the fees got no answer: why (Try again is in Pay's place). */
export function FeesFailed(): ReactElement {
  const t = useMessages();
  return (
    <p id={FEES_FAILED} className="payment__error">
      {t('fees.failed.text')}
    </p>
  );
}

/**
 * The one Try again asks again for everything that failed, in order (decision 0048): the fees, then
 * the payment (a card form that could not load is mounted again; a refused card is paid again with
 * the form as the guest left it, decision 0014), only once every fee is answered, so that nothing
 * is paid for a total the guest was not shown.
 */
async function askAgain(tipping: Tipping): Promise<void> {
  if (tipping.tips.store.getSnapshot().feesFailed) {
    await tipping.tips.loadFees();
    if (!feesAnswered(tipping.tips.store.getSnapshot())) return;
  }
  if (tipping.payment.store.getSnapshot().failed) await tipping.payment.tryAgain();
}

/** The step's one 'Try again' while it holds Pay's place. */
export interface TryAgainSlot {
  /** Its fees are being asked again: a press does nothing. */
  readonly asking: boolean;
  /** A fee got no answer: the button is described by that failure. */
  readonly feesFailed: boolean;
  readonly press: () => void;
}

/**
 * Whether 'Try again' holds Pay's place: while a fee got no answer or the payment failed (its
 * form could not load, a card was refused), and while its own ask for the fees is on its way (so
 * the focus stays on it); null when Pay holds the place, or while a payment is on its way.
 */
export function useTryAgain(ongoing: boolean): TryAgainSlot | null {
  const tipping = useTipping();
  const tips = useStore(tipping.tips.store);
  const payment = useStore(tipping.payment.store);
  const [asking, setAsking] = useState(false);
  // Two presses before a render (a double tap) ask once.
  const pressed = useRef(false);
  const feesFailed = tips.feesFailed && !tips.refreshing;
  if (ongoing || !(asking || feesFailed || payment.failed)) return null;
  return {
    asking,
    feesFailed,
    press: () => {
      if (pressed.current) return;
      pressed.current = true;
      setAsking(true);
      void askAgain(tipping).finally(() => {
        pressed.current = false;
        setAsking(false);
      });
    },
  };
}

/** 'Try again' in Pay's place: the focus Pay had (a refusal's dialog was opened from it) comes here. */
export function TryAgainButton({ slot }: { readonly slot: TryAgainSlot }): ReactElement {
  const t = useMessages();
  return (
    <button
      type="button"
      className="button button--block"
      data-focus-slot="pay"
      aria-describedby={slot.feesFailed ? FEES_FAILED : undefined}
      aria-disabled={slot.asking || undefined}
      aria-busy={slot.asking}
      onClick={slot.press}
    >
      {t('payment.tryAgain')}
    </button>
  );
}
