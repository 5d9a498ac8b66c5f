import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  announceWarmUp,
  warmLocaleData,
  WARM_UP_ATTRIBUTE,
  WARM_UP_EVENT,
  type WarmUpWorker,
} from './2-warm-locale';
import { localeWarmedUp, WARM_UP_SIGNAL } from './4-boot';

/** A worker run by hand: `emit` fires its listeners; timers wait for `fire`. */
function fakeWorker() {
  const listeners = new Map<string, Array<() => void>>();
  const worker: WarmUpWorker & { emit(type: string): void } = {
    addEventListener: (type, listener) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    emit: (type) => listeners.get(type)?.forEach((listener) => listener()),
  };
  return worker;
}

function manualTimers() {
  const due: Array<{ callback: () => void; ms: number }> = [];
  return {
    setTimer: (callback: () => void, ms: number) => due.push({ callback, ms }),
    due,
    fire: () => due.splice(0).forEach(({ callback }) => callback()),
  };
}

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('warmLocaleData', () => {
  it('resolves when the worker says the data is loaded', async () => {
    const worker = fakeWorker();
    const timers = manualTimers();
    const warm = warmLocaleData(() => worker, timers.setTimer, 1000);
    expect(await settled(warm)).toBe(false);
    worker.emit('message');
    expect(await settled(warm)).toBe(true);
    timers.fire(); // the cap, late: nothing more happens
    expect(await settled(warm)).toBe(true);
  });

  it('resolves when the worker fails (a refused or missing script)', async () => {
    const worker = fakeWorker();
    const warm = warmLocaleData(() => worker, manualTimers().setTimer);
    worker.emit('error');
    expect(await settled(warm)).toBe(true);
  });

  it('resolves after its time when the worker stays silent', async () => {
    const worker = fakeWorker();
    const timers = manualTimers();
    const warm = warmLocaleData(() => worker, timers.setTimer, 1000);
    expect(timers.due.map(({ ms }) => ms)).toEqual([1000]);
    expect(await settled(warm)).toBe(false);
    timers.fire();
    expect(await settled(warm)).toBe(true);
  });

  it('resolves at once where there is no worker, or the browser refuses one', async () => {
    expect(await settled(warmLocaleData(() => null, manualTimers().setTimer))).toBe(true);
    const refused = warmLocaleData(() => {
      throw new DOMException('refused', 'SecurityError');
    }, manualTimers().setTimer);
    expect(await settled(refused)).toBe(true);
  });
});

describe('the warm-up worker', () => {
  it('makes the Intl objects the page will make, says so, then ends itself', async () => {
    const made: string[] = [];
    const recorded = <T extends object>(name: string, constructor: T): T =>
      new Proxy(constructor, {
        construct: (target, args) => {
          made.push(`${name} ${JSON.stringify(args)}`);
          return Reflect.construct(target as new (...a: unknown[]) => object, args);
        },
        apply: (target, self, args) => {
          made.push(`${name} ${JSON.stringify(args)}`);
          return Reflect.apply(target as (...a: unknown[]) => unknown, self, args);
        },
      });
    const order: string[] = [];
    const post = vi.fn(() => order.push('post'));
    const close = vi.fn(() => order.push('close'));
    vi.stubGlobal('Intl', {
      ...Intl,
      NumberFormat: recorded('NumberFormat', Intl.NumberFormat),
      DateTimeFormat: recorded('DateTimeFormat', Intl.DateTimeFormat),
      ListFormat: recorded('ListFormat', Intl.ListFormat),
    });
    vi.stubGlobal('postMessage', post);
    vi.stubGlobal('close', close);
    try {
      await import('./2-warm-locale.worker');
      // The money formats first; the list of names once the page has said its language.
      expect(made).toHaveLength(2);
      expect(post).not.toHaveBeenCalled();
      dispatchEvent(new MessageEvent('message', { data: 'es-US' }));
      // Once: a second message finds no listener.
      dispatchEvent(new MessageEvent('message', { data: 'fr-FR' }));
    } finally {
      vi.unstubAllGlobals();
    }
    expect(made).toEqual([
      'NumberFormat ["en-US",{"style":"currency","currency":"USD","minimumFractionDigits":2,"maximumFractionDigits":2}]',
      'NumberFormat ["en-US",{"style":"currency","currency":"USD","minimumFractionDigits":0,"maximumFractionDigits":0}]',
      'ListFormat ["es-US",{"style":"long","type":"conjunction"}]',
    ]);
    expect(post).toHaveBeenCalledWith('warm');
    expect(order).toEqual(['post', 'close']);
  });

  it("makes the translator's list of names, the same one", async () => {
    const { namesList } = await import('../i18n/names-list');
    const { activateLocale, currentMessages, loadLocale } = await import('../i18n/translator');
    await loadLocale('es-US');
    activateLocale('es-US');
    try {
      const names = currentMessages().names(['Maya', 'Jordan L.']);
      expect(names).toBe(namesList('es-US').format(['Maya', 'Jordan L.']));
      expect(namesList('es-US').resolvedOptions()).toMatchObject({
        style: 'long',
        type: 'conjunction',
      });
    } finally {
      activateLocale('en-US');
    }
  });
});

describe("the page's code waits for the warm-up only where it makes its first Intl object", () => {
  afterEach(() => document.documentElement.removeAttribute(WARM_UP_ATTRIBUTE));

  it('reads the signal the inline script gives (the two modules name it alike)', () => {
    expect(WARM_UP_SIGNAL).toEqual({ attribute: WARM_UP_ATTRIBUTE, event: WARM_UP_EVENT });
  });

  it("starts step 2's worker where no warm-up was announced (index.html's shell)", async () => {
    const worker = fakeWorker();
    const waiting = localeWarmedUp(document, 'en-US', () => worker);
    expect(await settled(waiting)).toBe(false);
    worker.emit('message');
    expect(await settled(waiting)).toBe(true);
    const failing = fakeWorker();
    const failed = localeWarmedUp(document, 'en-US', () => failing);
    failing.emit('error');
    expect(await settled(failed)).toBe(true);
  });

  it('goes on after a second where the worker stays silent, at once where there is none', async () => {
    vi.useFakeTimers();
    try {
      let done = false;
      void localeWarmedUp(document, 'en-US', fakeWorker).then(() => (done = true));
      await vi.advanceTimersByTimeAsync(999);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
    const refused = localeWarmedUp(document, 'en-US', () => {
      throw new DOMException('refused', 'SecurityError');
    });
    expect(await settled(refused)).toBe(true);
  });

  it('waits while the worker works, and goes on once it has answered', async () => {
    let answer = (): void => undefined;
    announceWarmUp(document, new Promise<void>((resolve) => (answer = resolve)));
    expect(document.documentElement.getAttribute(WARM_UP_ATTRIBUTE)).toBe('pending');
    const waiting = localeWarmedUp(document, 'en-US');
    expect(await settled(waiting)).toBe(false);
    answer();
    expect(await settled(waiting)).toBe(true);
    expect(document.documentElement.getAttribute(WARM_UP_ATTRIBUTE)).toBe('done');
    // Code that asks later goes on at once.
    expect(await settled(localeWarmedUp(document, 'en-US'))).toBe(true);
  });
});
