import type { ReactElement } from 'react';
import { Outlet } from 'react-router-dom';
import { AppFooter } from '../components/app-footer/app-footer';
import { AppHeader } from '../components/app-header/app-header';
import { useConfig, useCore } from '../di/container-context';
import { useStore } from '../hooks/use-store';
import { AlertHost } from './alert-host';
import { themeStyle } from './theme-style';
import './app-layout.scss';

/** Header, the current screen, footer and the alert, under the location's theme. */
export function AppLayout(): ReactElement {
  const config = useConfig();
  const { stores } = useCore();
  const landing = useStore(stores.landing);
  return (
    <div className="app-layout" style={themeStyle(landing.theme)}>
      <AppHeader
        productName={config.productName}
        location={landing.location}
        pending={landing.status === 'loading'}
      />
      <main className="app-layout__main">
        <Outlet />
      </main>
      <AppFooter termsUrl={config.termsUrl} supportEmail={config.supportEmail} />
      <AlertHost />
    </div>
  );
}
