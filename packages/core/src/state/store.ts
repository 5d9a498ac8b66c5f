import { BehaviorSubject, type Observable } from 'rxjs';
import type { Transaction } from './transaction';

/**
 * One stateful unit: a hot stream replaying the latest snapshot and the snapshot itself. Snapshots
 * are frozen and keep their identity until a field really changes; one `set` notifies once, and in
 * a transaction every `set` of one action notifies once in all.
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

/**
 * A store; with a transaction, `getSnapshot` answers the latest write at once while the stream and
 * the listeners hear of it when the transaction settles.
 */
export function createStore<T extends object>(
  initial: T,
  transaction: Transaction | null = null,
): WritableStore<T> {
  const frozenInitial = Object.freeze({ ...initial });
  const subject = new BehaviorSubject<T>(frozenInitial);
  const state$ = subject.asObservable();
  let current: T = frozenInitial;
  const notify = (): void => {
    if (subject.getValue() !== current) subject.next(current);
  };

  function set(patch: Partial<T> | ((snapshot: T) => Partial<T>)): void {
    const changes = typeof patch === 'function' ? patch(current) : patch;
    const keys = Object.keys(changes) as (keyof T)[];
    const changed = keys.some((key) => !Object.is(current[key], changes[key]));
    if (!changed) return;
    current = Object.freeze({ ...current, ...changes });
    if (transaction) transaction.enlist({ unit: store, notify });
    else notify();
  }

  const store: WritableStore<T> = {
    state$,
    getSnapshot: () => current,
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
  return store;
}
