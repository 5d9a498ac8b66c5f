import { startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { Tipping } from '@tipwell/core';
import { AppRoot } from './app/app-root';
import { takeHeldTap } from './start-up/5-views-live';
import type { AppServices } from './di/app-services';
import { createContainer } from './di/create-container';
import { THEME_STYLE_ID } from './di/landing-data';
import { AddressRouter } from './routes/address-router';
import { AppRoutes } from './routes/app-routes';

/**
 * The views (chunk `views`: React, the router, inversify; preloaded by index.html, loaded by
 * start-up/4-boot.ts) over step 4's services and core, in the static shell's place or, with
 * `hydrate`, adopting the server's markup of this very state. React renders in slices, in a
 * transition (no long task on a slow phone), unless a guest tapped the inert landing and is waiting.
 */
export function renderApp(
  element: HTMLElement,
  services: AppServices,
  core: Tipping,
  options: { readonly hydrate?: boolean } = {},
): void {
  // Once live, the root takes taps again (one held later is replayed by step 1's script) and the
  // page's theme block gives way to the theme the layout sets itself.
  const live = (): void => {
    element.removeAttribute('inert');
    document.getElementById(THEME_STYLE_ID)?.remove();
  };
  const app: ReactElement = (
    <AppRoot container={createContainer(services, core)} onLive={live}>
      <AddressRouter>
        <AppRoutes />
      </AddressRouter>
    </AppRoot>
  );
  if (options.hydrate !== true) {
    const root = createRoot(element);
    startTransition(() => root.render(app));
    return;
  }
  const held = takeHeldTap(element);
  if (held === null) {
    startTransition(() => {
      hydrateRoot(element, app);
    });
    return;
  }
  element.removeAttribute('inert');
  // A guest waiting on a tap: React hydrates synchronously what the tap needs, then runs it.
  hydrateRoot(element, app);
  held.click();
}
