import { pathFor, routeFor, type SyncedEntry, type Tipping } from '@tipwell/core';

/**
 * The path the page was loaded with, read when the entry module runs: before React and the router
 * are there to see a browser back pressed while the views' code was still loading.
 */
export const loadedPath: string = typeof window === 'undefined' ? '' : window.location.pathname;

/**
 * The position of an entry in the tab's history as its state holds it: the router writes it there
 * (`idx`), and the browser keeps that state across a reload. Null when unknown.
 */
export function positionOf(state: unknown): number | null {
  if (typeof state !== 'object' || state === null || !('idx' in state)) return null;
  return typeof state.idx === 'number' ? state.idx : null;
}

/** The loaded entry's position, read with its path. */
const loadedPosition: number | null =
  typeof window === 'undefined' ? null : positionOf(window.history.state);

/**
 * What the loaded entry stands for in the flow, watched from the start (before the views exist):
 * `atLoaded`, the flow's place the last time its screen was the loaded address (a reload on a step);
 * `first`, the first screen the flow showed (an entry address such as `/U500` that no screen has).
 */
export interface LoadedEntry {
  readonly atLoaded: SyncedEntry | null;
  readonly first: SyncedEntry | null;
}

let watched: { current: LoadedEntry; stop: () => void } | null = null;

/**
 * Starts watching the flow against the loaded address (start-up/4-boot.ts, before the entry is
 * opened). Without it, a tap that moves the flow before the views first sync the address (a guest
 * tapping straight after a fresh load) left the address sync with nothing to compare: it wrote the
 * next step over the loaded entry instead of after it, and Back then left the app.
 */
export function watchLoadedEntry(tipping: Pick<Tipping, 'landing' | 'flow'>): void {
  watched?.stop();
  let current: LoadedEntry = { atLoaded: null, first: null };
  // The landing opens before its flow starts (and is restored before its flow is): only the flow's
  // own changes are a screen the flow showed.
  const look = (flowChanged: boolean): void => {
    const landing = tipping.landing.store.getSnapshot();
    if (landing.status !== 'ready') return;
    const flow = tipping.flow.store.getSnapshot();
    const path = pathFor(routeFor(landing, flow));
    const entry = { path, position: loadedPosition, index: flow.index, subStep: flow.subStep };
    if (flowChanged && current.first === null) current = { ...current, first: entry };
    if (path === loadedPath) current = { ...current, atLoaded: entry };
  };
  const unsubscribe = [
    tipping.landing.store.subscribe(() => look(false)),
    tipping.flow.store.subscribe(() => look(true)),
  ];
  look(true);
  const state = {
    get current() {
      return current;
    },
    stop: () => {
      unsubscribe.forEach((stop) => stop());
      if (watched === state) watched = null;
    },
  };
  watched = state;
}

/**
 * What the loaded entry stands for, once: the address sync takes it on its first run and the watch
 * ends. Null when nothing was watched (views rendered without start-up, as in tests).
 */
export function takeLoadedEntry(): LoadedEntry | null {
  const taken = watched;
  if (taken === null) return null;
  const { current } = taken;
  taken.stop();
  return current;
}
