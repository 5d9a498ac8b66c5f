/**
 * Start-up step 2 (a rendered landing only): the locale data, loaded by a worker. The page's first
 * Intl object loads ICU's locale data: 20–30 ms on a fast machine, about 100 ms
 * at a mid-range phone's speed, in one piece, on the main thread. That data is kept per process,
 * and a dedicated worker runs in its page's process: a worker that makes the same Intl objects
 * first leaves the main thread's first one costing 0–6 ms (at 4× CPU). A landing the server
 * rendered starts it as soon as it is parsed (landing-script.ts), ahead of its code's downloads.
 * The code does not wait for it: it downloads and runs beside the worker, and only its first Intl
 * object waits for the worker's answer (4-boot.ts, decision 0012). No imports: the inline script
 * imports nothing.
 * Saves on the guest's row (/L100, paired, a loaded machine; bench/history/issue-39-tricks.md):
 * blocking 469 ms median (IQR −109…+816).
 */

/**
 * A worker, as far as the warm-up uses one. It ends itself once it has answered: ending it from the
 * page (`terminate()`) cost the main thread 5–15 ms at 4× CPU, in the task that adds the code.
 */
export interface WarmUpWorker {
  addEventListener(type: 'message' | 'error', listener: () => void): void;
}

/** The locale data's warm-up worker (2-warm-locale.worker.ts); null where there are no workers. */
function startWorker(): WarmUpWorker | null {
  if (typeof Worker !== 'function') return null;
  return new Worker(new URL('./2-warm-locale.worker.ts', import.meta.url), { type: 'module' });
}

/**
 * Resolves once the locale data is loaded in the page's process: when the worker says so, when
 * it fails (a refused or missing script: the main thread then loads the data itself, as without
 * it), or after `timeoutMs`. Never rejects.
 */
export function warmLocaleData(
  start: () => WarmUpWorker | null = startWorker,
  setTimer: (callback: () => void, ms: number) => unknown = (callback, ms) =>
    setTimeout(callback, ms),
  timeoutMs = 1000,
): Promise<void> {
  return new Promise((resolve) => {
    let worker: WarmUpWorker | null = null;
    const settle = (): void => resolve();
    try {
      worker = start();
    } catch {
      // A browser that refuses the worker (a policy, a module worker it does not know).
    }
    if (worker === null) {
      resolve();
      return;
    }
    worker.addEventListener('message', settle);
    worker.addEventListener('error', settle);
    setTimer(settle, timeoutMs);
  });
}

/** On `<html>` while a warm-up runs ('pending') and once it has settled ('done'). */
export const WARM_UP_ATTRIBUTE = 'data-locale-warm-up';
/** Dispatched on the document when the warm-up has settled. */
export const WARM_UP_EVENT = 'tipwell:locale-warmed-up';

/**
 * Tells the page's code where the warm-up stands (4-boot.ts reads it): the
 * attribute says it is under way, and once it settles the attribute says so and the event fires.
 */
export function announceWarmUp(document: Document, warmedUp: Promise<void>): void {
  const root = document.documentElement;
  root.setAttribute(WARM_UP_ATTRIBUTE, 'pending');
  void warmedUp.then(() => {
    root.setAttribute(WARM_UP_ATTRIBUTE, 'done');
    document.dispatchEvent(new Event(WARM_UP_EVENT));
  });
}
