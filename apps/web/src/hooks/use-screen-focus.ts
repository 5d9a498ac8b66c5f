import { useEffect, useRef, type RefObject } from 'react';

/**
 * Moves focus to a screen's heading when the screen appears, so keyboard and screen-reader users
 * start at the new step instead of a button that no longer exists. Leaves focus alone while the
 * guest is typing in a field or a dialog is open.
 *
 * In the frame that first draws the screen, before its style and layout: a focus in the effect
 * made the browser style and lay out the page then and there, in the task that rendered it (the
 * QR landing's one long task at 6x CPU, 95–132 ms, became 68–82 ms and one of 52–56 or none;
 * blocking on the guest's first-tap row 29 ms less in 9 of 10 rounds, the tap itself within noise:
 * bench/history/stop-55-bench.md). The focus still lands before that frame is painted.
 */
export function useScreenFocus<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) return;
      // A dialog that opened with the screen keeps the focus it took.
      if (document.querySelector('dialog[open]')) return;
      ref.current?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return ref;
}
