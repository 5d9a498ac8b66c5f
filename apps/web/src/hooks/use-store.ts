import { useSyncExternalStore } from 'react';

/**
 * What a core store offers a view: `subscribe` reports changes of `state$` (not its replay), and the
 * snapshot keeps its identity until the state changes, so React re-renders only on real changes.
 */
export interface ReadableStore<T> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): T;
}

/** The one hook that subscribes a view to a core stream. */
export function useStore<T>(store: ReadableStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
