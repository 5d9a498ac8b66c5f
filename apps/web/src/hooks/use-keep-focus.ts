import { useEffect, type RefObject } from 'react';

const FALLBACK = 'main h1[tabindex="-1"]';
const FOCUSABLE =
  'button, a[href], input, select, textarea, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';
/** Marks a place in a screen whose control can change (Pay → Try again, the removable rows). */
const SLOT = 'data-focus-slot';

function lost(element: Element | null): boolean {
  if (element === null || !element.isConnected) return true;
  return element.matches(':disabled') || element.closest('dialog:not([open])') !== null;
}

function focusable(element: Element): element is HTMLElement {
  return (
    element instanceof HTMLElement &&
    element.matches(FOCUSABLE) &&
    !element.matches(':disabled') &&
    element.closest('[hidden], dialog') === null
  );
}

/**
 * The control that now holds the place of the one that went: the slot itself when it is a control
 * (Try again where Pay was), else the first control inside it (the next row's Remove), else the
 * first one after it (the next control in the screen's order).
 */
function successor(root: HTMLElement, slot: string): HTMLElement | null {
  const place = [...root.querySelectorAll(`[${SLOT}]`)].find(
    (at) => at.getAttribute(SLOT) === slot,
  );
  if (place === undefined) return null;
  if (focusable(place)) return place;
  for (const element of root.querySelectorAll(FOCUSABLE)) {
    const inside = place.contains(element);
    const after = (place.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    if ((inside || after) && focusable(element)) return element;
  }
  return null;
}

/**
 * Focus is never left on the page body (issue 38): when the focused control goes (a removed row,
 * a closed dialog whose opener has gone or is off, Pay replaced by Try again), the control that
 * holds its place takes the focus (its `data-focus-slot`, the one the dialog was opened from),
 * else the current screen's heading. A guest who clicks on empty space keeps that choice: their
 * control is still there.
 */
export function useKeepFocus(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    let last: Element | null = null;
    /** The slot of the last control focused outside a dialog (a dialog's opener, say). */
    let slot: string | null = null;
    const remember = (event: FocusEvent): void => {
      last = event.target instanceof Element ? event.target : null;
      if (last !== null && last.closest('dialog') === null)
        slot = last.closest(`[${SLOT}]`)?.getAttribute(SLOT) ?? null;
    };
    const check = (): void => {
      const active = document.activeElement;
      if (active !== null && active !== document.body) return;
      if (last === null || !lost(last)) return;
      const next =
        (slot === null ? null : successor(element, slot)) ??
        element.querySelector<HTMLElement>(FALLBACK);
      next?.focus({ preventScroll: next.localName === 'h1' });
      last = next;
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
