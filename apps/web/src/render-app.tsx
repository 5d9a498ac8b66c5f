import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoot } from './app/app-root';
import type { AppContainer } from './di/container-context';
import { AppRoutes } from './routes/app-routes';

/** The views: loaded by main.ts beside the code exchange, rendered in the static shell's place. */
export function renderApp(element: HTMLElement, container: AppContainer): void {
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
