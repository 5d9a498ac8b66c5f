import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useLayoutEffect,
  useState,
  type ReactNode,
} from 'react';
import {
  NavigationType,
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type UNSAFE_createMemoryHistory,
  createPath,
  type Location,
} from 'react-router-dom';

/** The browser's history, or (in view tests) one in memory. */
type TabHistory =
  ReturnType<typeof createBrowserHistory> | ReturnType<typeof UNSAFE_createMemoryHistory>;

interface AddressState {
  readonly action: NavigationType;
  readonly location: Location;
}

/**
 * Whether the browser's entry is ahead of the one the router rendered (a push, replace or pop whose
 * transition has not rendered yet). False outside AddressRouter (a MemoryRouter has no such gap).
 */
const BrowserAhead = createContext<() => boolean>(() => false);

/**
 * Tells whether the browser has moved to an entry the router has yet to render. While it has, what
 * the router's location says about the browser's entry is stale: a look at it must wait for the
 * router's next render (which comes, as the router hears every move of the address). The function
 * is a new one with each move the router renders, even a move back to the entry it showed: React
 * renders pending transitions together, so a push and a Back before it rendered leave location,
 * key and navigation type as they were, and a look keyed on those alone would never run again.
 */
export function useBrowserAhead(): () => boolean {
  return useContext(BrowserAhead);
}

/**
 * React Router's BrowserRouter for this app, minus one gap. BrowserRouter reads the address while it
 * renders and listens for `popstate` only in a layout effect; our first render is a transition that
 * yields between slices, so a back pressed in between (say, right after a reload) was lost: the
 * address moved, the router never heard of it, and the screen stayed. Here, once listening, the router
 * compares the address it rendered with the browser's and catches up on a difference, as the browser
 * back (a POP) it was. Navigations still render as transitions, as BrowserRouter's do.
 */
export function AddressRouter({
  children,
  history: given,
}: {
  readonly children: ReactNode;
  /**
   * The tab's history; the browser's unless given. View tests give a memory history (made with
   * `v5Compat: true`), so that they render moves as transitions exactly as the browser does.
   */
  readonly history?: TabHistory;
}): ReactNode {
  // The history, and the address the first render shows (what the catch-up compares with).
  const [{ history, first }] = useState(() => {
    const browserHistory = given ?? createBrowserHistory({ v5Compat: true });
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

  // Entries are told apart by their key (the router writes one with each entry it makes); `state`
  // is a new object with each move heard, so the function is too.
  const browserAhead = useCallback(
    () => history.location.key !== state.location.key,
    [history, state],
  );

  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      <BrowserAhead.Provider value={browserAhead}>{children}</BrowserAhead.Provider>
    </Router>
  );
}
