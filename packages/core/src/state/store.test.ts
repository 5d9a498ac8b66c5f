import { describe, expect, it } from 'vitest';
import { createStore } from './store';

describe('createStore', () => {
  it('keeps the snapshot identity and stays silent when nothing changes', () => {
    const store = createStore({ a: 1, b: 'x' });
    const first = store.getSnapshot();
    let notified = 0;
    store.subscribe(() => (notified += 1));
    store.set({ a: 1 });
    store.set((s) => ({ b: s.b }));
    expect(store.getSnapshot()).toBe(first);
    expect(notified).toBe(0);
  });

  it('notifies once for several field updates and freezes snapshots', () => {
    const store = createStore({ a: 1, b: 'x', c: [1] });
    const seen: unknown[] = [];
    const subscription = store.state$.subscribe((s) => seen.push(s));
    let notified = 0;
    const unsubscribe = store.subscribe(() => (notified += 1));
    store.set({ a: 2, b: 'y' });
    expect(notified).toBe(1);
    expect(seen).toHaveLength(2); // the replayed value, then the one change
    expect(Object.isFrozen(store.getSnapshot())).toBe(true);
    expect(store.getSnapshot()).toEqual({ a: 2, b: 'y', c: [1] });
    unsubscribe();
    subscription.unsubscribe();
    store.set({ a: 3 });
    expect(notified).toBe(1);
  });

  it('replays the latest value to late subscribers without side effects', () => {
    const store = createStore({ n: 0 });
    store.set({ n: 5 });
    const values: number[] = [];
    store.state$.subscribe((s) => values.push(s.n)).unsubscribe();
    expect(values).toEqual([5]);
    store.reset();
    expect(store.getSnapshot().n).toBe(0);
  });
});
