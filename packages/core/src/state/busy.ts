import { createStore, type Store } from './store';

/** Whether a unit's action is on its way (Pay, Try again, Submit): Pay shows its spinner. */
export interface BusyState {
  readonly busy: boolean;
}

/**
 * The wait of a unit's actions, apart from its store. An action commits once, at its end (the
 * transaction), so its store tells the outcome and never the wait; this store tells the wait
 * itself, at once: busy when the first action begins, idle after the last one has committed (a
 * view never sees the button idle before the outcome).
 */
export interface Busy {
  readonly store: Store<BusyState>;
  /** `work` (an action, or a provider's own submit) counted as on its way until it settles. */
  around<A extends unknown[], R>(work: (...args: A) => Promise<R>): (...args: A) => Promise<R>;
}

export function createBusy(): Busy {
  // No transaction: the wait is told as it begins, not at the end of the action it belongs to.
  const store = createStore<BusyState>({ busy: false });
  let running = 0;
  return {
    store,
    around:
      (work) =>
      async (...args) => {
        running += 1;
        store.set({ busy: true });
        try {
          return await work(...args);
        } finally {
          running -= 1;
          if (running === 0) store.set({ busy: false });
        }
      },
  };
}
