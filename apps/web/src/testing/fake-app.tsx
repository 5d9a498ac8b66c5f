import { useEffect, useMemo, useState, type ReactElement } from 'react';
import {
  UNSAFE_createMemoryHistory as createMemoryHistory,
  useLocation,
  useNavigate,
} from 'react-router-dom';
import { pathFor, routeFor, type Tipping } from '@tipwell/core';
import { AppRoot } from '../app/app-root';
import { AddressRouter } from '../routes/address-router';
import type { AppConfig } from '../config';
import type { AppContainer } from '../di/container-context';
import {
  tippingOf,
  createFakeContainer,
  createFakeWorld,
  type FakeWorld,
} from '../di/fake-services';
import { AppRoutes } from '../routes/app-routes';

export interface FakeAppProps {
  /** Where the guest opens the app; ignored when `setup` runs (the app opens where it ends). */
  readonly path?: string;
  /** Drives the core into a state before the first render (e.g. open U500 and pick $10). */
  readonly setup?: (core: Tipping, world: FakeWorld) => Promise<void>;
  readonly world?: FakeWorld;
  readonly config?: Partial<AppConfig>;
  /** Addresses already in the tab's history before the entry (for browser-back tests). */
  readonly previousPaths?: readonly string[];
  /** Renders the address for tests to read. */
  readonly showPath?: boolean;
  readonly onReady?: (handle: { core: Tipping; world: FakeWorld }) => void;
}

/** For tests: the address, and the browser's back button. */
function PathProbe(): ReactElement {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <div className="visually-hidden">
      <span data-testid="path">{location.pathname}</span>
      <button type="button" data-testid="browser-back" onClick={() => void navigate(-1)}>
        browser back
      </button>
    </div>
  );
}

export function currentPath(core: Tipping): string {
  return pathFor(routeFor(core.landing.store.getSnapshot(), core.flow.store.getSnapshot()));
}

/** The whole app on a fresh fake container: stories and view tests render this. */
export function FakeApp(props: FakeAppProps): ReactElement | null {
  const [app] = useState(() => {
    const world = props.world ?? createFakeWorld();
    const container: AppContainer = createFakeContainer(world, props.config);
    return { world, container, core: tippingOf(container) };
  });
  const { setup, path = '/U500', onReady } = props;
  const [entry, setEntry] = useState<string | null>(setup ? null : path);

  useEffect(() => {
    onReady?.({ core: app.core, world: app.world });
    if (!setup) return;
    let live = true;
    void setup(app.core, app.world).then(() => {
      if (live) setEntry(currentPath(app.core));
    });
    return () => {
      live = false;
    };
    // Once per app: the setup describes the starting state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [app]);

  // A memory history behind the app's own router: moves render as transitions, as in the browser.
  const previousPaths = props.previousPaths;
  const history = useMemo(
    () =>
      entry === null
        ? null
        : createMemoryHistory({
            initialEntries: [...(previousPaths ?? []), entry],
            v5Compat: true,
          }),
    [entry, previousPaths],
  );

  if (entry === null || history === null) return null;
  return (
    <AppRoot container={app.container}>
      <AddressRouter history={history}>
        <AppRoutes />
        {props.showPath && <PathProbe />}
      </AddressRouter>
    </AppRoot>
  );
}
