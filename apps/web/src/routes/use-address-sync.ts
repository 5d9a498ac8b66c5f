import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { pathFor, routeFor, showsBackArrow } from '@tipwell/core';
import type { Tipping } from '@tipwell/core';
import { useStore } from '../hooks/use-store';
import { loadedPath } from './loaded-address';

/**
 * The address follows the screen: a forward step pushes its path, anything else replaces it. Browser
 * back is the flow's back (docs/decisions/0002-browser-back.md); where the flow has no back (review,
 * success), the address is put back. `follow: false` leaves the address alone (a not-found address
 * whose code is only looked up to offer the way back).
 */
export function useAddressSync(tipping: Tipping, follow = true): void {
  const landing = useStore(tipping.landing.store);
  const flow = useStore(tipping.flow.store);
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const synced = useRef<{ path: string; index: number; subStep: number } | null>(null);

  const ready = landing.status === 'ready' || landing.status === 'not-found';
  const expected = ready ? pathFor(routeFor(landing, flow)) : null;

  useEffect(() => {
    if (!follow || expected === null) return;
    // The page's own address counts as synced when the flow resumed exactly there, so a back
    // pressed while the views were still loading (before this hook listened) is still a back.
    const last =
      synced.current ??
      (loadedPath === expected
        ? { path: expected, index: flow.index, subStep: flow.subStep }
        : null);
    const pathname = location.pathname;
    if (pathname === expected) {
      synced.current = { path: expected, index: flow.index, subStep: flow.subStep };
      return;
    }
    const browserBack = navigationType === 'POP' && last !== null && pathname !== last.path;
    if (browserBack && last.path === expected && showsBackArrow(flow)) {
      tipping.payment.back();
      return;
    }
    // An intent's next tip user (a higher sub-step on the same step) is a forward step too.
    const ahead =
      last !== null &&
      (flow.index > last.index || (flow.index === last.index && flow.subStep > last.subStep));
    const forward = ahead && !browserBack;
    navigate(expected, { replace: !forward });
    synced.current = { path: expected, index: flow.index, subStep: flow.subStep };
  }, [follow, expected, location.pathname, navigationType, flow, tipping, navigate]);
}
