/**
 * Start-up step 2 (a rendered landing; on index.html's shell 4-boot.ts starts the same worker): the
 * locale data, loaded by a worker. The page's first Intl object loads ICU's locale data, about
 * 100 ms in one piece on a mid-range phone's main thread; the data is kept per process, and a
 * dedicated worker runs in its page's process, so a worker that makes the same Intl objects first
 * leaves the page's first one costing 0–6 ms (4× CPU). Started as the page is parsed
 * (landing-script.ts); the code downloads and runs beside it, and only its first Intl object waits
 * for it (4-boot.ts). No imports: the inline script has none.
 * Saves on the guest's rows (bench/history/stop-57-tricks.md): blocking /L100 57 ms, /qr 85 ms.
 */

/** A worker, as far as the warm-up uses one. */
export interface WarmUpWorker {
  addEventListener(type: 'message' | 'error', listener: () => void): void;
}

/**
 * The warm-up worker (2-warm-locale.worker.ts), told the page's language (`<html lang>`, the
 * server's); null where there are no workers.
 */
function startWorker(): WarmUpWorker | null {
  if (typeof Worker !== 'function') return null;
  const worker = new Worker(new URL('./2-warm-locale.worker.ts', import.meta.url), {
    type: 'module',
  });
  worker.postMessage(document.documentElement.lang);
  return worker;
}

/**
 * Resolves once the locale data is loaded in the page's process: when the worker says so, when
 * it fails (a refused or missing script: the main thread then loads the data itself, as without
 * it), or after `timeoutMs`. Never rejects. The worker ends itself: ending it from the page
 * (`terminate()`) cost the main thread 5–15 ms at 4× CPU, in the task that adds the code.
 */
export function warmLocaleData(
  start: () => WarmUpWorker | null = startWorker,
  setTimer: (callback: () => void, ms: number) => unknown = (callback, ms) =>
    setTimeout(callback, ms),
  timeoutMs = 1000,
): Promise<void> {
  return new Promise((resolve) => {
    let worker: WarmUpWorker | null = null;
    try {
      worker = start();
    } catch {
      // A browser that refuses the worker (a policy, a module worker it does not know).
    }
    const settle = (): void => resolve();
    if (worker === null) return settle();
    worker.addEventListener('message', settle);
    worker.addEventListener('error', settle);
    setTimer(settle, timeoutMs);
  });
}

/** On `<html>` while a warm-up runs ('pending') and once it has settled ('done'). */
export const WARM_UP_ATTRIBUTE = 'data-locale-warm-up';
/** Dispatched on the document when the warm-up has settled. */
export const WARM_UP_EVENT = 'tipwell:locale-warmed-up';

/** Tells the page's code (4-boot.ts) where the warm-up stands. */
export function announceWarmUp(document: Document, warmedUp: Promise<void>): void {
  const root = document.documentElement;
  root.setAttribute(WARM_UP_ATTRIBUTE, 'pending');
  void warmedUp.then(() => {
    root.setAttribute(WARM_UP_ATTRIBUTE, 'done');
    document.dispatchEvent(new Event(WARM_UP_EVENT));
  });
}
