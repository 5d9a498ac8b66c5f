import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { addressMove, pathFor, routeFor } from '@tipwell/core';
import type { SyncedEntry, Tipping } from '@tipwell/core';
import { useStore } from '../hooks/use-store';
import { useTopOfNewScreen } from '../hooks/use-top-of-new-screen';
import { useBrowserAhead } from './address-router';
import { loadedPath, positionOf, takeLoadedEntry, type LoadedEntry } from './loaded-address';

/** The position of the browser's current entry in the tab's history (see positionOf). */
const entryPosition = (): number | null => positionOf(window.history.state);

const isAhead = (flow: { index: number; subStep: number }, of: SyncedEntry): boolean =>
  flow.index > of.index || (flow.index === of.index && flow.subStep > of.subStep);

/**
 * The address follows the screen: a forward step pushes its path, anything else replaces it. Browser
 * back is the flow's back; where the flow has none (its first step, review, success), and for a
 * browser forward, the browser is sent back to the entry it left (the core's addressMove,
 * docs/decisions/0002-browser-back.md). `follow: false` leaves the address alone (a not-found address
 * whose code is only looked up to offer the way back). A new screen starts at the top of the page
 * (hooks/use-top-of-new-screen.ts).
 */
export function useAddressSync(tipping: Tipping, follow = true): void {
  const landing = useStore(tipping.landing.store);
  const flow = useStore(tipping.flow.store);
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const browserAhead = useBrowserAhead();
  const synced = useRef<SyncedEntry | null>(null);
  // What the loaded entry stood for before this hook first ran (loaded-address.ts), taken once.
  const loaded = useRef<LoadedEntry | null | undefined>(undefined);

  const ready = landing.status === 'ready' || landing.status === 'not-found';
  const expected = ready ? pathFor(routeFor(landing, flow)) : null;
  useTopOfNewScreen(expected);

  useEffect(() => {
    if (!follow || expected === null) return;
    // The router renders each move of the address as a transition, so the browser can be an entry
    // or two ahead of the location below: compared with the browser's position, it would make a
    // wrong move. The router's render of the browser's entry runs this again.
    if (browserAhead()) return;
    const at = { path: location.pathname, position: entryPosition() };
    loaded.current ??= takeLoadedEntry();
    const watched = synced.current === null ? (loaded.current ?? null) : null;
    const first = watched?.first ?? null;
    // A fresh load's entry had no position yet: the router wrote it (0) after the watch read it.
    const atLoaded =
      watched?.atLoaded && watched.atLoaded.position === null && at.path === watched.atLoaded.path
        ? { ...watched.atLoaded, position: at.position }
        : (watched?.atLoaded ?? null);
    // A guest who tapped on before this hook first ran (straight after a fresh load of an entry
    // address such as /U500, which no screen has): the loaded entry becomes the first screen and
    // the step the tap led to comes after it, so Back returns to that screen.
    if (atLoaded === null && first !== null && at.path === loadedPath && isAhead(flow, first)) {
      navigate(first.path, { replace: true });
      navigate(expected);
      synced.current = {
        path: expected,
        position: entryPosition(),
        index: flow.index,
        subStep: flow.subStep,
      };
      return;
    }
    // The page's own address counts as synced where the flow was at it: a back pressed while the
    // views were still loading (before this hook listened) is still a back, and a tap that moved
    // the flow on before then is a step forward (the watch from start-up saw the flow there; without
    // it, only a flow still there is known).
    const last =
      synced.current ??
      atLoaded ??
      (loadedPath === expected
        ? {
            path: expected,
            position: at.path === expected ? at.position : null,
            index: flow.index,
            subStep: flow.subStep,
          }
        : null);
    const pop = navigationType === 'POP';
    const move = addressMove({ expected, at, pop, last, flow });
    switch (move.kind) {
      case 'synced':
        synced.current = { ...at, index: flow.index, subStep: flow.subStep };
        return;
      case 'back':
        tipping.payment.back();
        return;
      case 'undo':
        window.history.go(move.delta);
        return;
      case 'push':
      case 'replace':
        navigate(expected, { replace: move.kind === 'replace' });
        synced.current = {
          path: expected,
          position: entryPosition(),
          index: flow.index,
          subStep: flow.subStep,
        };
    }
  }, [
    follow,
    expected,
    location.pathname,
    navigationType,
    flow,
    tipping,
    navigate,
    // New with each move the router renders, even back to the entry it showed (success pushed
    // after review, then Back before the push rendered: path, key and navigation type stay review,
    // POP, and without it the address stayed on review under the success screen).
    browserAhead,
  ]);
}
