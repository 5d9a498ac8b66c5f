import { describe, expect, it } from 'vitest';
import { createStore } from './store';
import { createTransaction } from './transaction';

describe('transaction', () => {
  it('notifies each store written in a run once, and settles once with the stores that changed', () => {
    const transaction = createTransaction();
    const a = createStore({ x: 0, y: 0 }, transaction);
    const b = createStore({ z: 0 }, transaction);
    const c = createStore({ w: 0 }, transaction);
    const heard: string[] = [];
    a.subscribe(() => heard.push('a'));
    b.subscribe(() => heard.push('b'));
    c.subscribe(() => heard.push('c'));
    const settled: ReadonlySet<object>[] = [];
    transaction.onSettled((changed) => settled.push(changed));
    transaction.run(() => {
      a.set({ x: 1 });
      b.set({ z: 1 });
      a.set({ y: 2 });
      expect(a.getSnapshot()).toEqual({ x: 1, y: 2 });
      expect(heard).toEqual([]);
    });
    expect(heard).toEqual(['a', 'b']);
    expect(settled).toEqual([new Set([a, b])]);
  });

  it('a write outside a run (after an await) settles at the end of its microtask', async () => {
    const transaction = createTransaction();
    const a = createStore({ x: 0 }, transaction);
    let heard = 0;
    a.subscribe(() => (heard += 1));
    a.set({ x: 1 });
    a.set({ x: 2 });
    expect(heard).toBe(0);
    await Promise.resolve();
    expect(heard).toBe(1);
    expect(a.getSnapshot().x).toBe(2);
  });

  it('a nested run settles with the outermost', () => {
    const transaction = createTransaction();
    const a = createStore({ x: 0 }, transaction);
    let heard = 0;
    a.subscribe(() => (heard += 1));
    transaction.run(() => {
      transaction.run(() => a.set({ x: 1 }));
      expect(heard).toBe(0);
      a.set({ x: 2 });
    });
    expect(heard).toBe(1);
  });
});
