import { createElement, useSyncExternalStore, type ComponentType, type ReactElement } from 'react';

/**
 * The payment step's policy sentence, its code apart from the payment screen's. The payment screen
 * can be a landing's first screen (an intent with its total), and this keeps 2 KB gz out of the
 * initial JS (decision 0036). Code that does not arrive claims nothing, and the next payment screen
 * asks for it again.
 *
 * The code is fetched as soon as the payment screen's own code runs, so it is there when the fees
 * answer. The sentence is then drawn in the same frame as the rows above it. When it was fetched
 * only as the screen mounted, it came 13–22 ms after the rows and pushed 'Add another' 129 px
 * down (320 px wide): a tap aimed at the button could land on the sentence.
 * A landing the server rendered on the payment step draws it; the views hydrate that page once the
 * code is in (`payingPolicyLoaded`, the payment screen's `codeItDraws`). If it never comes, React
 * renders the page anew without it.
 */
let loaded: ComponentType | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function load(): void {
  if (loaded !== null || loading !== null) return;
  loading = import('./paying-policy').then(
    (module) => {
      loaded = module.PayingPolicy;
      listeners.forEach((listener) => listener());
    },
    () => {
      loading = null;
    },
  );
}

load();

/** Resolves once the sentence's code has arrived, or failed to (a later load asks again). */
export function payingPolicyLoaded(): Promise<void> {
  load();
  return loading ?? Promise.resolve();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  load();
  return () => listeners.delete(listener);
}

export function LazyPayingPolicy(): ReactElement | null {
  const Loaded = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => loaded,
  );
  return Loaded ? createElement(Loaded) : null;
}
