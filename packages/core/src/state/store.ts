import { BehaviorSubject, type Observable } from 'rxjs';

/**
 * One stateful unit: a hot stream replaying the latest snapshot and the snapshot itself. Snapshots
 * are frozen and keep their identity until a field really changes; one `set` notifies once.
 */
export interface Store<T extends object> {
  readonly state$: Observable<T>;
  getSnapshot(): T;
  /** For `useSyncExternalStore`: returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export interface WritableStore<T extends object> extends Store<T> {
  /** Shallow-merges the patch; no new snapshot and no notification when every field is unchanged. */
  set(patch: Partial<T> | ((current: T) => Partial<T>)): void;
  reset(): void;
}

export function createStore<T extends object>(initial: T): WritableStore<T> {
  const frozenInitial = Object.freeze({ ...initial });
  const subject = new BehaviorSubject<T>(frozenInitial);
  const state$ = subject.asObservable();

  function set(patch: Partial<T> | ((current: T) => Partial<T>)): void {
    const current = subject.getValue();
    const changes = typeof patch === 'function' ? patch(current) : patch;
    const keys = Object.keys(changes) as (keyof T)[];
    const changed = keys.some((key) => !Object.is(current[key], changes[key]));
    if (!changed) return;
    subject.next(Object.freeze({ ...current, ...changes }));
  }

  return {
    state$,
    getSnapshot: () => subject.getValue(),
    subscribe(listener) {
      // BehaviorSubject replays at once; useSyncExternalStore wants changes only.
      let first = true;
      const subscription = state$.subscribe(() => {
        if (first) {
          first = false;
          return;
        }
        listener();
      });
      return () => subscription.unsubscribe();
    },
    set,
    reset: () => set(frozenInitial),
  };
}
