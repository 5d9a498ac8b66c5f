/** What a store hands the transaction it writes in: its identity and how to notify. */
export interface Enlisted {
  readonly unit: object;
  readonly notify: () => void;
}

/**
 * One commit per action (decision 0018, issue 40). An action runs through `action`: its store
 * writes, synchronous or after any number of awaits, are held until the action ends (returns, or
 * its promise settles), and then committed: each store written notifies once, and the listeners
 * of `onSettled` (persistence) run once with the set of stores that changed. `getSnapshot()`
 * answers the latest write at once. An action that ends commits every write held so far: one
 * made by another action still on its way is then told with it, and not again. A write made
 * outside every action (a provider's callback, a fee a tip's choice asked for and left running)
 * commits at the end of its microtask, unless an action is on its way: then at that action's end.
 */
export interface Transaction {
  /** Runs `change` as part of an action (one is opened if none is): it commits when that ends. */
  run<T>(change: () => T): T;
  /** `fn` as an action: each call commits once, at its end. */
  action<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R;
  /**
   * Work an action starts and leaves running (a tip's fee): its own action, committed when it
   * settles, even when started inside another action.
   */
  detach(work: () => Promise<unknown>): void;
  /** A store's write: notifies at the commit of the action it belongs to. */
  enlist(entry: Enlisted): void;
  onSettled(listener: (changed: ReadonlySet<object>) => void): () => void;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}

export function createTransaction(): Transaction {
  // Actions begun and not yet ended (a synchronous one for the length of its call).
  let open = 0;
  // The synchronous part of an action running: an action called inside it is part of it.
  let depth = 0;
  let scheduled = false;
  const pending = new Map<object, () => void>();
  const listeners = new Set<(changed: ReadonlySet<object>) => void>();

  function commit(): void {
    if (pending.size === 0) return;
    const notifications = [...pending];
    pending.clear();
    for (const [, notify] of notifications) notify();
    const changed = new Set(notifications.map(([unit]) => unit));
    for (const listener of listeners) listener(changed);
  }

  function end(): void {
    open -= 1;
    commit();
  }

  function run<T>(change: () => T): T {
    if (depth > 0) return change();
    open += 1;
    depth += 1;
    let result: T;
    try {
      result = change();
    } catch (error) {
      depth -= 1;
      end();
      throw error;
    }
    depth -= 1;
    // Registered before the caller can await it: the commit comes before the caller resumes.
    if (isThenable(result)) result.then(end, end);
    else end();
    return result;
  }

  return {
    run,
    action:
      (fn) =>
      (...args) =>
        run(() => fn(...args)),
    detach(work) {
      open += 1;
      work().then(end, end);
    },
    enlist({ unit, notify }) {
      pending.set(unit, notify);
      if (open > 0 || scheduled) return;
      scheduled = true;
      void Promise.resolve().then(() => {
        scheduled = false;
        if (open === 0) commit();
      });
    },
    onSettled(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
