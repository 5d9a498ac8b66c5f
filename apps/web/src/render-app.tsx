import { startTransition, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { Tipping } from '@tipwell/core';
import { AppRoot } from './app/app-root';
import { chooseHeldTip, takeHeldTap } from './start-up/5-views-live';
import type { AppServices } from './di/app-services';
import { createContainer } from './di/create-container';
import { THEME_STYLE_ID } from './di/landing-data';
import { AddressRouter } from './routes/address-router';
import { AppRoutes } from './routes/app-routes';

export interface RenderAppOptions {
  /** The root holds the server's rendering of this very state: adopt it instead of replacing it. */
  readonly hydrate?: boolean;
}

/**
 * The views: loaded by start-up/4-boot.ts beside the code exchange, rendered in the static
 * shell's place (or hydrating the server-rendered landing). Their container (inversify) holds the services and
 * the core start-up/4-boot.ts built and started.
 */
export function renderApp(
  element: HTMLElement,
  services: AppServices,
  core: Tipping,
  options: RenderAppOptions = {},
): void {
  const container = createContainer(services, core);
  // Once the views are live, the root takes taps again (a tap held while it was inert is then
  // replayed by the page's script, start-up/1-hold-taps.ts) and the page's theme block gives way
  // to the theme the layout sets itself.
  const live = (): void => {
    element.removeAttribute('inert');
    document.getElementById(THEME_STYLE_ID)?.remove();
  };
  const app: ReactElement = (
    <AppRoot container={container} onLive={live}>
      <AddressRouter>
        <AppRoutes />
      </AddressRouter>
    </AppRoot>
  );
  if (options.hydrate === true) {
    const held = takeHeldTap(element);
    if (held) {
      element.removeAttribute('inert');
      // A guest tapped a tip card while the landing was inert and is waiting: the core has taken
      // the choice, and the views render the step it leads to afresh, in this task. The landing
      // is never adopted: hydrating it would be work for a screen already left (decision 0025).
      if (chooseHeldTip(held, core, window.history)) {
        const root = createRoot(element);
        flushSync(() => root.render(app));
        return;
      }
      // Another control: the views adopt the markup and take the tap at once, in this task.
      // React hydrates synchronously what a tap on markup it has not adopted yet needs, then runs
      // the tap.
      hydrateRoot(element, app);
      held.click();
      return;
    }
    // Nobody is waiting: React hydrates the first screen in slices, in a transition, and lets
    // the browser breathe between them (no long task on a slow phone).
    startTransition(() => {
      hydrateRoot(element, app);
    });
    return;
  }
  // A transition: React renders the first screen in slices (no long task on a slow phone); what
  // is on screen stays until it is done.
  const root = createRoot(element);
  startTransition(() => root.render(app));
}
