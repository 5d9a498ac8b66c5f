import { useEffect, type RefObject } from 'react';

const FALLBACK = 'main h1[tabindex="-1"]';

function lost(element: Element | null): boolean {
  if (element === null || !element.isConnected) return true;
  return element.matches(':disabled') || element.closest('dialog:not([open])') !== null;
}

/**
 * Focus is never left on the page body (issue 38): when the focused control goes (a removed row,
 * a closed dialog whose opener has gone or is off, a box turned off while it refreshes), the
 * current screen's heading takes the focus, which also reads what changed (the new Total).
 * A guest who clicks on empty space keeps that choice: their control is still there.
 */
export function useKeepFocus(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    let last: Element | null = null;
    const remember = (event: FocusEvent): void => {
      last = event.target instanceof Element ? event.target : null;
    };
    const check = (): void => {
      const active = document.activeElement;
      if (active !== null && active !== document.body) return;
      if (last === null || !lost(last)) return;
      const heading = element.querySelector<HTMLElement>(FALLBACK);
      heading?.focus({ preventScroll: true });
      last = heading;
    };
    const observer = new MutationObserver(check);
    observer.observe(element, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['disabled', 'open'],
    });
    element.addEventListener('focusin', remember);
    // A dialog gives the focus back as it closes: to its opener, or to the body when it has gone.
    element.addEventListener('close', check, true);
    return () => {
      observer.disconnect();
      element.removeEventListener('focusin', remember);
      element.removeEventListener('close', check, true);
    };
  }, [root]);
}
