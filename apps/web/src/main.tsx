import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoot } from './app/app-root';
import { readConfig } from './config';
import { createAppContainer } from './di/real-services';
import { AppRoutes } from './routes/app-routes';

const element = document.getElementById('root');
if (element) {
  createRoot(element).render(
    <AppRoot container={createAppContainer(readConfig())}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppRoot>,
  );
}
