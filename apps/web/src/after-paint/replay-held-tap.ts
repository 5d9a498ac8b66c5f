import type { HeldTapAttribute, HeldTapControls } from './page-code';

// The views' half of a held tap (page-code.ts holds it). Only types come from there: that file is
// the inline script's, and a value shared with the views would become a chunk both import.
const ATTRIBUTE: HeldTapAttribute = 'data-held-tap';
const CONTROLS: HeldTapControls = 'button, a[href]';

/**
 * Once the views have adopted the rendered markup (the same elements, now live), taps the control
 * the guest tapped while it was inert, through `later` (a task of its own). False when there was
 * none.
 */
export function replayHeldTap(root: HTMLElement, later: (run: () => void) => void): boolean {
  const held = root.getAttribute(ATTRIBUTE);
  root.removeAttribute(ATTRIBUTE);
  if (held === null) return false;
  const control = root.querySelectorAll<HTMLElement>(CONTROLS)[Number(held)];
  if (!control) return false;
  later(() => {
    if (control.isConnected) control.click();
  });
  return true;
}

/** Drops a held tap without replaying it: a screen rendered anew has other controls. */
export function forgetHeldTap(root: HTMLElement): void {
  root.removeAttribute(ATTRIBUTE);
}
