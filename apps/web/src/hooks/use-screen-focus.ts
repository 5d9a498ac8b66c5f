import { useEffect, useRef, type RefObject } from 'react';

/**
 * Moves focus to a screen's heading when the screen appears, so keyboard and screen-reader users
 * start at the new step instead of a button that no longer exists. Leaves focus alone while the
 * guest is typing in a field or a dialog is open.
 */
export function useScreenFocus<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) return;
    // A dialog that opened with the screen keeps the focus it took.
    if (document.querySelector('dialog[open]')) return;
    ref.current?.focus({ preventScroll: true });
  }, []);
  return ref;
}
