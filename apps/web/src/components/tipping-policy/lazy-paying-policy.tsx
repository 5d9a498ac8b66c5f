import { useEffect, useState, type ComponentType, type ReactElement } from 'react';

/**
 * The payment step's policy sentence, its code fetched after the screen mounts: the payment screen
 * can be a landing's first screen (an intent with its total), and the sentence waits for the fees
 * anyway. Keeps 2 KB gz out of the initial JS (decision 0036); server and first client render
 * alike show nothing, so hydration matches. Code that does not arrive claims nothing.
 */
export function LazyPayingPolicy(): ReactElement | null {
  const [Loaded, setLoaded] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    import('./paying-policy').then(
      (module) => {
        if (live) setLoaded(() => module.PayingPolicy);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return Loaded ? <Loaded /> : null;
}
