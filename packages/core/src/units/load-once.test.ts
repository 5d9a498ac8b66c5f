import { describe, expect, it } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads once: calls at the same time and later calls share the first load', async () => {
    let loads = 0;
    const load = loadOnce(() => {
      loads += 1;
      return Promise.resolve({ loads });
    });
    const [first, second] = await Promise.all([load(), load()]);
    expect(await load()).toBe(first);
    expect(second).toBe(first);
    expect(loads).toBe(1);
  });

  it('forgets a load that failed: the next call tries again', async () => {
    let loads = 0;
    const load = loadOnce(() => {
      loads += 1;
      return loads === 1 ? Promise.reject(new Error('offline')) : Promise.resolve('code');
    });
    await expect(load()).rejects.toThrow('offline');
    expect(await load()).toBe('code');
    expect(await load()).toBe('code');
    expect(loads).toBe(2);
  });
});
