import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import {
  NavigationType,
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  createPath,
  type Location,
} from 'react-router-dom';

interface AddressState {
  readonly action: NavigationType;
  readonly location: Location;
}

/**
 * React Router's BrowserRouter for this app, minus one gap. BrowserRouter reads the address while it
 * renders and listens for `popstate` only in a layout effect; our first render is a transition that
 * yields between slices, so a back pressed in between (say, right after a reload) was lost: the
 * address moved, the router never heard of it, and the screen stayed. Here, once listening, the router
 * compares the address it rendered with the browser's and catches up on a difference, as the browser
 * back (a POP) it was. Navigations still render as transitions, as BrowserRouter's do.
 */
export function AddressRouter({ children }: { readonly children: ReactNode }): ReactNode {
  // The history, and the address the first render shows (what the catch-up compares with).
  const [{ history, first }] = useState(() => {
    const browserHistory = createBrowserHistory({ v5Compat: true });
    const rendered: AddressState = {
      action: browserHistory.action,
      location: browserHistory.location,
    };
    return { history: browserHistory, first: rendered };
  });
  const [state, setState] = useState(first);

  useLayoutEffect(() => {
    const unlisten = history.listen((update) => {
      startTransition(() => setState(update));
    });
    const current = history.location;
    if (createPath(current) !== createPath(first.location)) {
      startTransition(() => setState({ action: NavigationType.Pop, location: current }));
    }
    return unlisten;
  }, [history, first]);

  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
