// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { WebStorage } from './web-storage';

let now = 1_000;
const clock = { now: () => now, setTimeout: () => () => undefined };

beforeEach(() => {
  now = 1_000;
  window.sessionStorage.clear();
  window.localStorage.clear();
});

function throwing(error = new DOMException('quota', 'QuotaExceededError')): Storage {
  const fail = (): never => {
    throw error;
  };
  return { getItem: fail, setItem: fail, removeItem: fail, clear: fail, key: fail, length: 0 };
}

describe('WebStorage', () => {
  it('round-trips JSON values in a versioned envelope', () => {
    const storage = new WebStorage(() => window.sessionStorage, { clock, prefix: 'tw.' });
    storage.write('tips', { amount: 1060, users: ['500'] });
    expect(storage.read('tips')).toEqual({ amount: 1060, users: ['500'] });
    expect(JSON.parse(window.sessionStorage.getItem('tw.tips') ?? '')).toEqual({
      v: 1,
      value: { amount: 1060, users: ['500'] },
    });
    storage.remove('tips');
    expect(storage.read('tips')).toBeNull();
    expect(window.sessionStorage.getItem('tw.tips')).toBeNull();
  });

  it('removes an entry on the first read after it expires', () => {
    const storage = new WebStorage(window.localStorage, { clock });
    storage.write('redirect', 'data', { expiresAt: 2_000 });
    now = 1_999;
    expect(storage.read('redirect')).toBe('data');
    now = 2_000;
    expect(storage.read('redirect')).toBeNull();
    expect(window.localStorage.getItem('redirect')).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['a bare value', '"hello"'],
    ['no value field', '{"v":1}'],
    ['a bad expiry', '{"v":1,"value":1,"expiresAt":"soon"}'],
  ])('reads %s as null and removes it', (_, text) => {
    window.sessionStorage.setItem('key', text);
    const storage = new WebStorage(window.sessionStorage, { clock });
    expect(storage.read('key')).toBeNull();
    expect(window.sessionStorage.getItem('key')).toBeNull();
  });

  it('drops entries written under another envelope version', () => {
    new WebStorage(window.localStorage, { clock, version: 1 }).write('shape', { old: true });
    const upgraded = new WebStorage(window.localStorage, { clock, version: 2 });
    expect(upgraded.read('shape')).toBeNull();
    expect(window.localStorage.getItem('shape')).toBeNull();
    upgraded.write('shape', { fresh: true });
    expect(upgraded.read('shape')).toEqual({ fresh: true });
  });

  it('falls back to memory when the storage throws, and never throws itself', () => {
    const storage = new WebStorage(throwing(), { clock });
    expect(() => storage.write('a', 1)).not.toThrow();
    expect(storage.read('a')).toBe(1);
    expect(() => storage.remove('a')).not.toThrow();
    expect(storage.read('a')).toBeNull();
  });

  it('falls back to memory when the getter itself throws (storage blocked)', () => {
    const storage = new WebStorage(
      () => {
        throw new DOMException('denied', 'SecurityError');
      },
      { clock },
    );
    storage.write('a', { b: 2 }, { expiresAt: 5_000 });
    expect(storage.read('a')).toEqual({ b: 2 });
    now = 5_000;
    expect(storage.read('a')).toBeNull();
  });

  it('keeps a write the browser refuses (quota) in memory, the rest stays in storage', () => {
    const storage = new WebStorage(window.sessionStorage, { clock });
    storage.write('small', 1);
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementationOnce(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    storage.write('big', 'x'.repeat(10));
    setItem.mockRestore();
    expect(storage.read('big')).toBe('x'.repeat(10));
    expect(storage.read('small')).toBe(1);
    expect(window.sessionStorage.getItem('big')).toBeNull();
  });

  it('does not throw on a value that is not JSON', () => {
    const storage = new WebStorage(window.sessionStorage, { clock });
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() => storage.write('c', cyclic)).not.toThrow();
    warn.mockRestore();
    expect(storage.read('c')).toBeNull();
  });
});
