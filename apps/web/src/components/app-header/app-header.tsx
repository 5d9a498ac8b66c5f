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
}

/** Location logo, name and address; the product logo when the location has no logo (spec §1). */
export function AppHeader({ productName, location }: AppHeaderProps): ReactElement {
  const t = useMessages();
  return (
    <header className="app-header">
      {location?.logo ? (
        <img
          className="app-header__logo app-header__logo--location"
          src={location.logo}
          alt={t('app.locationLogoAlt', { name: location.name })}
          width={64}
          height={64}
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
          <p className="app-header__name">{location.name}</p>
          <p className="app-header__address">
            {location.address}, {location.city}, {location.state} {location.zip}
          </p>
        </div>
      )}
    </header>
  );
}
