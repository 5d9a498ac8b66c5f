/**
 * Start-up step 1 (a rendered landing only): a tap on the inert landing is held. The landing is
 * inert until its code is live (decision 0012), and a tap on inert markup reaches no control.
 * No imports: the page's inline script (landing-script.ts) imports nothing.
 */

/** On the control a tap landed on while the landing was inert: the views may take it from there. */
export const HELD_TAP_ATTRIBUTE = 'data-held-tap';

/**
 * The page's one script keeps the last tap on a control of the inert root
 * (found by where it landed: inert controls are no event's target) and marks it
 * (`data-held-tap`). The views take a marked control as they start, in the same task: a tip card
 * is chosen in the core and the next step rendered anew, any other control is tapped as they adopt
 * the markup (5-views-live.ts, render-app.tsx, decision 0025); a tap held after that is tapped
 * again by this script once the views have made the root live, in a task of its own. The views
 * adopt the rendered markup (the same elements, now live); a screen rendered anew replaces them, and a
 * control no longer in the document is not tapped.
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
