import type { ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCore } from '../../di/container-context';
import { useScreenFocus } from '../../hooks/use-screen-focus';
import { useStore } from '../../hooks/use-store';
import { useMessages } from '../../i18n/messages';
import './error-external-screen.scss';

/** Spec §2 "Payment failure screen": after a failed redirect-based payment (3-D Secure). */
export function ErrorExternalScreen(): ReactElement {
  const t = useMessages();
  const heading = useScreenFocus<HTMLHeadingElement>();
  const navigate = useNavigate();
  const { stores, actions } = useCore();
  const landing = useStore(stores.landing);
  return (
    <section className="error-external" aria-labelledby="error-external-title">
      <h1 id="error-external-title" ref={heading} tabIndex={-1}>
        {t('payment.failed.title')}
      </h1>
      <p>{t('payment.external.failed')}</p>
      {landing.code !== null && (
        <button
          type="button"
          className="button button--block"
          onClick={() => navigate(actions.tipAgain(), { replace: true })}
        >
          {t('success.tipAgain')}
        </button>
      )}
    </section>
  );
}
