import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The files of this project share their worker and its jsdom (`isolate: false` in
// vitest.config.ts: isolation re-created both per file, about 190 of the project's 244 CPU-seconds).
// So each file starts as it would alone: the app's modules evaluated afresh (their caches and
// subscriptions), a blank document, the address '/', empty storage and real timers.
vi.resetModules();
vi.useRealTimers();
document.head.replaceChildren();
document.body.replaceChildren();
for (const { name } of [...document.documentElement.attributes]) {
  document.documentElement.removeAttribute(name);
}
window.history.replaceState(null, '', '/');
window.localStorage.clear();
window.sessionStorage.clear();

// `npm test` runs every project at once: a lazy screen's first import can take over a second on
// a busy machine. findBy/waitFor wait up to 5 s (they return as soon as the condition holds).
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

// jsdom has no <dialog> methods; the alert dialogs use them.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement): void {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement): void {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// The idle prefetch of later screens (routes/screen-loaders.ts) would otherwise fire a second after a test
// and import modules after the file's environment is torn down; screens still load on demand.
if (typeof window !== 'undefined' && typeof window.requestIdleCallback !== 'function') {
  window.requestIdleCallback = (): number => 0;
}
