import { StrictMode, useLayoutEffect, type ReactElement, type ReactNode } from 'react';
import { ContainerProvider, type AppContainer } from '../di/container-context';
import '../styles/global.scss';

/** One app root: its own container (real adapters in start-up/4-boot.ts, fakes in tests and stories). */
export function AppRoot(props: {
  readonly container: AppContainer;
  readonly children: ReactNode;
  /**
   * Called once the views have committed (hydrated or rendered) in the browser: in the layout
   * phase, so the root is live before any screen's effect (the heading's focus) runs.
   */
  readonly onLive?: () => void;
}): ReactElement {
  const { onLive } = props;
  useLayoutEffect(() => onLive?.(), [onLive]);
  return (
    <StrictMode>
      <ContainerProvider container={props.container}>{props.children}</ContainerProvider>
    </StrictMode>
  );
}
