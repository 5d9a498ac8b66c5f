import type { ReactElement } from 'react';
import { useMessages } from '../../i18n/messages';
import productLogo from '../../assets/tipwell-logo.svg';
import './app-header.scss';

export interface HeaderLocation {
  readonly name: string;
  readonly address: string;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  readonly logo: string | null;
}

export interface AppHeaderProps {
  readonly productName: string;
  /** The location of the landing; null shows only the product logo. */
  readonly location: HeaderLocation | null;
  /**
   * The location is on its way: its logo, name and address places are kept empty at their size,
   * so the screen below does not move when they arrive (no layout shift).
   */
  readonly pending?: boolean;
}

/** Location logo, name and address; the product logo when the location has no logo. */
export function AppHeader({
  productName,
  location,
  pending = false,
}: AppHeaderProps): ReactElement {
  const t = useMessages();
  if (location === null && pending) {
    return (
      <header className="app-header app-header--located" aria-busy="true">
        <span className="app-header__logo app-header__logo--location app-header__logo--placeholder" />
        <div className="app-header__place" aria-hidden="true">
          <p className="app-header__name">{'\u00a0'}</p>
          <p className="app-header__address">{'\u00a0'}</p>
        </div>
      </header>
    );
  }
  return (
    <header className={location ? 'app-header app-header--located' : 'app-header'}>
      {location?.logo ? (
        <img
          className="app-header__logo app-header__logo--location"
          src={location.logo}
          alt={t('app.locationLogoAlt', { name: location.name })}
          // Its box, whatever the logo's shape (app-header.scss): nothing moves when it arrives.
          width={160}
          height={64}
          // Above the fold on every screen, and the landing's largest paint: fetched first.
          fetchPriority="high"
        />
      ) : (
        <img
          className="app-header__logo"
          src={productLogo}
          alt={t('app.productLogoAlt', { productName })}
          width={120}
          height={32}
        />
      )}
      {location && (
        <div className="app-header__place">
          <p className="app-header__name" dir="auto">
            {location.name}
          </p>
          <p className="app-header__address" dir="auto">
            {location.address}, {location.city}, {location.state} {location.zip}
          </p>
        </div>
      )}
    </header>
  );
}
