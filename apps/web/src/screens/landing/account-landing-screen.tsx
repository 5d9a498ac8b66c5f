import type { ReactElement } from 'react';
import { SupportLink } from '../../components/support-link/support-link';
import { useTipping } from '../../di/container-context';
import { useScreenFocus } from '../../hooks/use-screen-focus';
import { useStore } from '../../hooks/use-store';
import { useMessages } from '../../i18n/messages';
import '../locations/locations-screen.scss';

/**
 * The landing an account with no locations returns to ("If there are no locations, return
 * to landing"): the account's name, why there is nothing to tip, and support as the way on (no
 * alert repeats the text).
 */
export function AccountLandingScreen(): ReactElement {
  const t = useMessages();
  const heading = useScreenFocus<HTMLHeadingElement>();
  const tipping = useTipping();
  const landing = useStore(tipping.landing.store);
  return (
    <section className="locations" aria-labelledby="account-landing-title">
      <h1 id="account-landing-title" className="locations__title" ref={heading} tabIndex={-1}>
        <bdi>{landing.payload?.name ?? ''}</bdi>
      </h1>
      <p className="locations__empty">{t('account.noLocations')}</p>
      <SupportLink />
    </section>
  );
}
