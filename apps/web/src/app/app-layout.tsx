import { useLayoutEffect, useRef, type ReactElement } from 'react';
import { Outlet } from 'react-router-dom';
import { AppFooter } from '../components/app-footer/app-footer';
import { AppHeader } from '../components/app-header/app-header';
import { LanguageMenu } from '../components/language-menu/language-menu';
import { useConfig, useTipping } from '../di/container-context';
import { useStore } from '../hooks/use-store';
import { useKeepFocus } from '../hooks/use-keep-focus';
import { AlertHost } from './alert-host';
import { applyTheme } from './theme-style';
import './app-layout.scss';

/** Header, the current screen, footer and the alert, under the location's theme. */
export function AppLayout(): ReactElement {
  const config = useConfig();
  const tipping = useTipping();
  const landing = useStore(tipping.landing.store);
  // An entry on its way: the landing store shows it only once committed, the core's `busy` at once.
  const { busy: opening } = useStore(tipping.landing.busy);
  const layout = useRef<HTMLDivElement>(null);
  useKeepFocus(layout);
  // Set through the DOM, not a style attribute: a server-rendered page carries the theme in a
  // hashed <style> (the CSP refuses inline style attributes), and hydration never patches one.
  useLayoutEffect(() => {
    if (layout.current) applyTheme(layout.current, landing.theme);
  }, [landing.theme]);
  return (
    <div className="app-layout" ref={layout}>
      <LanguageMenu />
      <AppHeader productName={config.productName} location={landing.location} pending={opening} />
      <main className="app-layout__main">
        <Outlet />
      </main>
      <AppFooter termsUrl={config.termsUrl} supportEmail={config.supportEmail} />
      <AlertHost />
    </div>
  );
}
