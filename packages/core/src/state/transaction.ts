/** What a store hands the transaction it writes in: its identity and how to notify. */
export interface Enlisted {
  readonly unit: object;
  readonly notify: () => void;
}

/**
 * Groups store writes so that each store written notifies once, and the listeners of `onSettled`
 * (persistence) run once, with the set of stores that changed. An action runs in `run`; the part of
 * an async action after an `await` settles at the end of its microtask: one transaction per step
 * the guest sees (the press, then the answer). Decision 0018.
 */
export interface Transaction {
  run<T>(change: () => T): T;
  /** `fn` as an action: each call runs in the transaction. */
  action<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R;
  /** A store's write: notifies at the end of the current transaction (one is opened if none is). */
  enlist(entry: Enlisted): void;
  onSettled(listener: (changed: ReadonlySet<object>) => void): () => void;
}

export function createTransaction(): Transaction {
  let depth = 0;
  let scheduled = false;
  const pending = new Map<object, () => void>();
  const listeners = new Set<(changed: ReadonlySet<object>) => void>();

  function settle(): void {
    scheduled = false;
    if (depth > 0 || pending.size === 0) return;
    const notifications = [...pending];
    pending.clear();
    for (const [, notify] of notifications) notify();
    const changed = new Set(notifications.map(([unit]) => unit));
    for (const listener of listeners) listener(changed);
  }

  function run<T>(change: () => T): T {
    depth += 1;
    try {
      return change();
    } finally {
      depth -= 1;
      if (depth === 0) settle();
    }
  }

  return {
    run,
    action:
      (fn) =>
      (...args) =>
        run(() => fn(...args)),
    enlist({ unit, notify }) {
      pending.set(unit, notify);
      if (depth > 0 || scheduled) return;
      scheduled = true;
      void Promise.resolve().then(settle);
    },
    onSettled(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
