import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { TippingCore } from '@tipwell/core';
import { AppRoot } from './app/app-root';
import { readConfig } from './config';
import { TOKENS } from './di/tokens';
import { createAppContainer } from './di/real-services';
import { AppRoutes } from './routes/app-routes';
import { openEntryEarly } from './routes/open-entry';

const element = document.getElementById('root');
if (element) {
  const container = createAppContainer(readConfig());
  // The code exchange starts now, not after the first render: React renders while it is in flight.
  openEntryEarly(container.get<TippingCore>(TOKENS.core), window.location.pathname);
  createRoot(element).render(
    <AppRoot container={container}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppRoot>,
  );
}
