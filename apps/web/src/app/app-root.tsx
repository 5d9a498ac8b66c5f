import { StrictMode, useEffect, type ReactElement, type ReactNode } from 'react';
import { ContainerProvider, type AppContainer } from '../di/container-context';
import '../styles/global.scss';

/** One app root: its own container (real adapters in main.ts, fakes in tests and stories). */
export function AppRoot(props: {
  readonly container: AppContainer;
  readonly children: ReactNode;
  /** Called once the views have committed (hydrated or rendered) in the browser. */
  readonly onLive?: () => void;
}): ReactElement {
  const { onLive } = props;
  useEffect(() => onLive?.(), [onLive]);
  return (
    <StrictMode>
      <ContainerProvider container={props.container}>{props.children}</ContainerProvider>
    </StrictMode>
  );
}
