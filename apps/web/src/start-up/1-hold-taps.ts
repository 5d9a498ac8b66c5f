/**
 * Start-up step 1 (a rendered landing only): a tap on the landing, inert until its code is live
 * (decision 0012), reaches no control; it is held. No imports: landing-script.ts imports nothing.
 */

/** On the control a tap landed on while the landing was inert: the views may take it from there. */
export const HELD_TAP_ATTRIBUTE = 'data-held-tap';

/**
 * Keeps the last tap on a control of the inert root, found by where it landed (inert controls are
 * no event's target), and marks it. The views take a marked control as they start
 * (5-views-live.ts, decision 0025); one held after that is tapped again here once the views have
 * made the root live, in a task of its own, if it is still in the document.
 */
export function holdTapsUntilLive(document: Document): void {
  let observer: MutationObserver | undefined;
  const held = (root: HTMLElement): HTMLElement | null =>
    root.querySelector<HTMLElement>(`[${HELD_TAP_ATTRIBUTE}]`);
  const hold = (event: MouseEvent): void => {
    const root = document.getElementById('root');
    if (!root?.hasAttribute('inert')) return;
    const control = [...root.querySelectorAll<HTMLElement>('button,a[href]')].find((candidate) => {
      const box = candidate.getBoundingClientRect();
      const { clientX: x, clientY: y } = event;
      return x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
    });
    if (control) {
      held(root)?.removeAttribute(HELD_TAP_ATTRIBUTE);
      control.setAttribute(HELD_TAP_ATTRIBUTE, '');
    }
    observer ??= new MutationObserver(() => {
      if (root.hasAttribute('inert')) return;
      observer?.disconnect();
      document.removeEventListener('click', hold, true);
      setTimeout(() => {
        const control = held(root);
        if (!control) return;
        control.removeAttribute(HELD_TAP_ATTRIBUTE);
        control.click();
      });
    });
    observer.observe(root, { attributes: true, attributeFilter: ['inert'] });
  };
  document.addEventListener('click', hold, true);
}
