import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { addressMove, pathFor, routeFor } from '@tipwell/core';
import type { SyncedEntry, Tipping } from '@tipwell/core';
import { useStore } from '../hooks/use-store';
import { loadedPath } from './loaded-address';

/**
 * The position of the browser's current entry in the tab's history: the router keeps it in the
 * entry's state (`idx`), and the browser keeps that state across a reload.
 */
function entryPosition(): number | null {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null || !('idx' in state)) return null;
  return typeof state.idx === 'number' ? state.idx : null;
}

/**
 * The address follows the screen: a forward step pushes its path, anything else replaces it. Browser
 * back is the flow's back; where the flow has none (its first step, review, success), and for a
 * browser forward, the browser is sent back to the entry it left (the core's addressMove,
 * docs/decisions/0002-browser-back.md). `follow: false` leaves the address alone (a not-found address
 * whose code is only looked up to offer the way back).
 */
export function useAddressSync({ stores, actions }: Tipping, follow = true): void {
  const landing = useStore(stores.landing);
  const flow = useStore(stores.flow);
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const synced = useRef<SyncedEntry | null>(null);

  const ready = landing.status === 'ready' || landing.status === 'not-found';
  const expected = ready ? pathFor(routeFor(landing, flow)) : null;

  useEffect(() => {
    if (!follow || expected === null) return;
    const at = { path: location.pathname, position: entryPosition() };
    // The page's own address counts as synced when the flow resumed exactly there, so a back
    // pressed while the views were still loading (before this hook listened) is still a back.
    const last =
      synced.current ??
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
        actions.back();
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
  }, [follow, expected, location.pathname, navigationType, flow, actions, navigate]);
}
