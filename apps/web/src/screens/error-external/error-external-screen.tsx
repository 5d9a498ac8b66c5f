import type { ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';
import { canPayAgain, pathFor, routeFor } from '@tipwell/core';
import { SupportLink } from '../../components/support-link/support-link';
import { useTipping } from '../../di/container-context';
import { useScreenFocus } from '../../hooks/use-screen-focus';
import { useStore } from '../../hooks/use-store';
import { useMessages } from '../../i18n/messages';
import './error-external-screen.scss';

/**
 * "Payment failure screen": after a failed redirect-based payment (3-D Secure). The tab
 * that chose the tip can pay it again with another card (back to the payment step, tip kept);
 * Tip again starts over at the code; with neither (no code known), support is the way on.
 */
export function ErrorExternalScreen(): ReactElement {
  const t = useMessages();
  const heading = useScreenFocus<HTMLHeadingElement>();
  const navigate = useNavigate();
  const tipping = useTipping();
  const landing = useStore(tipping.landing.store);
  const flow = useStore(tipping.flow.store);
  const tips = useStore(tipping.tips.store);
  const payAgain = canPayAgain(landing, flow, tips);
  // Replaces this address: Back from the payment step must not land on a settled failure.
  const onPayAgain = (): void => {
    if (!tipping.entry.payAgain()) return;
    const path = pathFor(
      routeFor(tipping.landing.store.getSnapshot(), tipping.flow.store.getSnapshot()),
    );
    navigate(path, { replace: true });
  };
  return (
    <section className="error-external" aria-labelledby="error-external-title">
      <h1 id="error-external-title" ref={heading} tabIndex={-1}>
        {t('payment.failed.title')}
      </h1>
      <p>{t('payment.external.failed')}</p>
      {payAgain && (
        <button type="button" className="button button--block" onClick={onPayAgain}>
          {t('errorExternal.payAgain')}
        </button>
      )}
      {landing.code !== null && (
        <button
          type="button"
          className={`button button--block${payAgain ? ' button--secondary' : ''}`}
          onClick={() => navigate(tipping.entry.tipAgain(), { replace: true })}
        >
          {t('success.tipAgain')}
        </button>
      )}
      {!payAgain && landing.code === null && <SupportLink />}
    </section>
  );
}
