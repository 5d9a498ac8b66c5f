import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppRoot } from '../app/app-root';
import { createContainer } from '../di/create-container';
import { createFakeWorld, fakeServices, tippingOf } from '../di/fake-services';
import { loadSandboxGateway } from '../di/load-sandbox-gateway';
import { AppRoutes } from '../routes/app-routes';
import { currentPath } from './fake-app';
import { setups } from './setups';

/** U500's payment step with the sandbox's own card form (ours, in the page), once it is drawn. */
export async function renderWithSandboxForm(): Promise<void> {
  const world = createFakeWorld();
  const container = createContainer({
    ...fakeServices(world),
    gatewayLoader: () => Promise.resolve(loadSandboxGateway({ providerBaseUrl: '' })),
  });
  const core = tippingOf(container);
  await setups.payment(core);
  render(
    <AppRoot container={container}>
      <MemoryRouter initialEntries={[currentPath(core)]}>
        <AppRoutes />
      </MemoryRouter>
    </AppRoot>,
  );
  await screen.findByRole('group', { name: 'Card details' });
}
