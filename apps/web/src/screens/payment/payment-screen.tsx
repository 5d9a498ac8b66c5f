import { useEffect, useRef, useState, type ReactElement } from 'react';
import { addAnotherTarget, amountDue, amountsFixed, feeBoxOf, recipientOf } from '@tipwell/core';
import { Spinner } from '../../components/spinner/spinner';
import { LazyPayingPolicy } from '../../components/tipping-policy/lazy-paying-policy';
import { useTipping } from '../../di/container-context';
import { afterNextPaint } from '../../start-up/6-after-paint';
import { useStore } from '../../hooks/use-store';
import { useMessages } from '../../i18n/messages';
import { currentLocale } from '../../i18n/translator';
import { EmailField } from './email-field';
import { FeeRow } from './fee-row';
import { FeesFailed, TryAgainButton, useAskAgainWhenOnline, useTryAgain } from './network';
import { PaymentProgress, PayButton } from './pay-button';
import { TipRows } from './tip-rows';
import { useScreenFocus } from '../../hooks/use-screen-focus';
import './payment-screen.scss';

/** The policy sentence's code, apart from this chunk: a server's markup of this screen draws it. */
export { payingPolicyLoaded as codeItDraws } from '../../components/tipping-policy/lazy-paying-policy';

/** "Payment": total, rows, the convenience fee, e-mail, the card form and Pay. */
export function PaymentScreen(): ReactElement {
  const t = useMessages();
  const heading = useScreenFocus<HTMLHeadingElement>();
  const tipping = useTipping();
  const landing = useStore(tipping.landing.store);
  const tips = useStore(tipping.tips.store);
  const payment = useStore(tipping.payment.store);
  // Pay, Try again or the drop-in's own submit on its way: the core tells the wait.
  const { busy: ongoing } = useStore(tipping.payment.busy);
  const flow = useStore(tipping.flow.store);
  const canAddAnother =
    addAnotherTarget(landing, flow) !== null && payment.captured.length === 0 && !ongoing;
  const host = useRef<HTMLDivElement>(null);
  const feesReady = tips.fees.length > 0 && tips.fees.every((fee) => fee !== null);
  // Fees load once here when missing (a reload re-fetches them in restore; this covers the rest).
  const requested = useRef(false);
  const online = useAskAgainWhenOnline();
  // Pay or Try again pressed without a network: nothing is sent, and the step says why until it
  // returns (then the fees and the form are asked again by themselves, and a press pays).
  const [pressedOffline, setPressedOffline] = useState(false);
  const whenOnline = (press: () => void) => () => (online ? press() : setPressedOffline(true));
  // Said for that press only: a later cut says nothing until pressed again.
  useEffect(() => {
    const back = (): void => setPressedOffline(false);
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, []);
  // Whatever failed (a fee, the card form, a card) is asked again by one Try again in Pay's place.
  const tryAgain = useTryAgain(ongoing);

  useEffect(() => {
    if (!feesReady && !tips.refreshing && !requested.current) {
      requested.current = true;
      // Offline, a fee that just got no answer is left to the network's return: asked again now,
      // it could only fail after its retries, a second 'Oops' over the step.
      if (online || !tips.feesFailed) void tipping.tips.ensureFees();
    }
  }, [feesReady, tips.refreshing, tips.feesFailed, online, tipping]);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    // The heading and the total paint first; the card form mounts in the next task, in the
    // guest's language (a later switch reaches it below).
    const cancel = afterNextPaint(() => void tipping.payment.mountWidget(element, currentLocale()));
    return () => {
      cancel();
      tipping.payment.unmountWidget();
    };
  }, [tipping, payment.widgetEpoch]);

  // A switch of language relabels the card form in place, what the guest typed kept; a provider's
  // fields that cannot are mounted again by the core (`widgetEpoch`), the guest told below.
  useEffect(() => tipping.payment.setWidgetLocale(t.locale), [tipping, t.locale]);

  // The box for the lines it can change; a line it cannot (a station's pool whose location asks
  // the guest to pay the fee) is named under it (decision 0039).
  const feeBox = feeBoxOf(landing, tips.tips);
  const loading = !feesReady || tips.refreshing;
  // The tips and fees being charged, or charged, stay as they are (decision 0050).
  const fixed = amountsFixed(payment, ongoing);
  const canPay = feesReady && !tips.refreshing && payment.widgetStatus === 'ready' && !ongoing;

  // The Adyen drop-in and the Global Payments form bring their own pay button (the 'Pay
  // {total}' variant is the sandbox's and Square's).
  const appPayButton =
    landing.processor !== 'adyen-web' && landing.processor !== 'global-payments-web';

  return (
    <section className="payment" aria-labelledby="payment-total" aria-busy={loading}>
      <h1 id="payment-total" className="payment__total" ref={heading} tabIndex={-1}>
        <span>{t('payment.total')}</span>{' '}
        <span className="payment__total-amount">{loading ? '' : t.money(tips.totals.total)}</span>
      </h1>
      {loading && !(tips.feesFailed && !tips.refreshing) ? (
        <Spinner />
      ) : (
        // A fee with no answer keeps the rows, named (their amounts wait for it); its failure takes
        // the fee row's place.
        <div className="payment__rows">
          <TipRows />
          {loading ? <FeesFailed /> : <FeeRow fee={tips.totals.fees} />}
        </div>
      )}
      {feeBox.shown && (
        <label className="payment__fee-on-me">
          <input
            type="checkbox"
            checked={tips.feeOnMe}
            // Not disabled while it refreshes or the amounts are fixed (a press on its way, a part
            // charged): a disabled box would drop the focus to the body.
            aria-disabled={tips.refreshing || fixed}
            onChange={(event) => {
              if (!tips.refreshing && !fixed) tipping.tips.setFeeOnMe(event.target.checked);
            }}
          />
          <span>{t('payment.feeOnMe')}</span>
        </label>
      )}
      {feeBox.fixed.map((index) => {
        const tip = tips.tips[index];
        if (!tip) return null;
        const { name } = recipientOf(landing, tip.recipient);
        return (
          <p key={`${tip.recipient.kind}-${tip.recipient.uid}`} className="payment__fee-fixed">
            {t('payment.feeAlwaysAdded', { name })}
          </p>
        );
      })}
      <LazyPayingPolicy />
      {canAddAnother && (
        <button
          type="button"
          className="button button--secondary button--block"
          onClick={tipping.payment.addAnother}
        >
          {t('payment.addAnother')}
        </button>
      )}
      <EmailField />
      <div className="payment__card">
        <h2 className="visually-hidden">{t('payment.cardForm')}</h2>
        {/* Polite, and in the page before the note: a region added with its text is not always read. */}
        <div aria-live="polite">
          {payment.cardFieldsReset && (
            <p className="payment__card-note">
              {t(
                payment.cardFieldsReset === 'total'
                  ? 'payment.cardFieldsResetTotal'
                  : 'payment.cardFieldsReset',
              )}
            </p>
          )}
        </div>
        <div ref={host} className="payment__card-host" />
      </div>
      {/* One Try again for whatever failed, in Pay's place (decision 0048). */}
      {tryAgain ? (
        <TryAgainButton slot={{ ...tryAgain, press: whenOnline(tryAgain.press) }} />
      ) : (
        appPayButton && (
          <PayButton
            total={loading ? null : t.money(amountDue(tips, payment.captured))}
            ongoing={ongoing}
            disabled={!canPay}
            onPay={whenOnline(() => void tipping.payment.pay())}
          />
        )
      )}
      {pressedOffline && !online && (
        <p className="payment__error" role="alert">
          {t('payment.offline')}
        </p>
      )}
      <PaymentProgress ongoing={ongoing} />
    </section>
  );
}
