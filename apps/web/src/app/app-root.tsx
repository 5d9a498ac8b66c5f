import { StrictMode, type ReactElement, type ReactNode } from 'react';
import { ContainerProvider, type AppContainer } from '../di/container-context';
import '../styles/global.scss';

/** One app root: its own container (real adapters in main.ts, fakes in tests and stories). */
export function AppRoot(props: {
  readonly container: AppContainer;
  readonly children: ReactNode;
}): ReactElement {
  return (
    <StrictMode>
      <ContainerProvider container={props.container}>{props.children}</ContainerProvider>
    </StrictMode>
  );
}
