import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { TippingCore } from '@tipwell/core';
import { AppRoot } from './app/app-root';
import type { AppServices } from './di/app-services';
import { createContainer } from './di/create-container';
import { AppRoutes } from './routes/app-routes';

/**
 * The views: loaded by main.ts beside the code exchange, rendered in the static shell's place.
 * Their container (inversify) holds the services and the core main.ts built and started.
 */
export function renderApp(element: HTMLElement, services: AppServices, core: TippingCore): void {
  const container = createContainer(services, core);
  const root = createRoot(element);
  // A transition: React renders the first screen in slices and lets the browser breathe between
  // them (no long task on a slow phone); the static shell stays until the screen is complete.
  startTransition(() => {
    root.render(
      <AppRoot container={container}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppRoot>,
    );
  });
}
