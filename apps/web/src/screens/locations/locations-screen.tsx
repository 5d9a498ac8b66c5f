import type { ReactElement } from 'react';
import { useTipping } from '../../di/container-context';
import { useScreenFocus } from '../../hooks/use-screen-focus';
import { useStore } from '../../hooks/use-store';
import { useMessages } from '../../i18n/messages';
import './locations-screen.scss';

/**
 * "Choose a location": an account's locations as cards (name, address, city, state, zip);
 * choosing one loads that location and goes on with its flow.
 */
export function LocationsScreen(): ReactElement {
  const t = useMessages();
  const heading = useScreenFocus<HTMLHeadingElement>();
  const tipping = useTipping();
  const landing = useStore(tipping.landing.store);
  const locations = landing.payload?.locations ?? [];
  return (
    <section className="locations" aria-labelledby="locations-title">
      <h1 id="locations-title" className="locations__title" ref={heading} tabIndex={-1}>
        {t('locations.title')}
      </h1>
      <ul className="locations__list">
        {locations.map((location) => (
          <li key={location.uid}>
            <button
              type="button"
              className="locations__card"
              onClick={() => void tipping.flow.selectLocation(location.uid)}
            >
              <bdi className="locations__name">{location.name}</bdi>
              <span className="locations__address">{location.address}</span>
              <span className="locations__city">
                {location.city}, {location.state} {location.zip}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
