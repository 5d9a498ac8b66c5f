import { useEffect, useRef, type RefObject } from 'react';

/**
 * Moves focus to a screen's heading when the screen appears, so keyboard and screen-reader users
 * start at the new step instead of a button that no longer exists. Leaves focus alone while the
 * guest is typing in a field or a dialog is open.
 *
 * The focus comes after the frame that shows the screen: focused in the commit, the browser lays
 * the new screen out inside the render's task to focus it.
 */
export function useScreenFocus<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => focusHeading(ref.current));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return ref;
}

function focusHeading(heading: HTMLElement | null): void {
  const active = document.activeElement;
  if (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) return;
  // A dialog that opened with the screen keeps the focus it took.
  if (document.querySelector('dialog[open]')) return;
  heading?.focus({ preventScroll: true });
}
