/**
 * Start-up step 5: the views go live (render-app.tsx) and take a tap held on the inert landing,
 * marked by 1-hold-taps.ts with this attribute (named on both sides: no shared module). They
 * hydrate, then tap it: React hydrates synchronously what that tap needs (decision 0025).
 */
const HELD_TAP_ATTRIBUTE = 'data-held-tap';

/**
 * The control a tap landed on while the root was inert, taken (unmarked, so the page's script does
 * not tap it again); null when none was held.
 */
export function takeHeldTap(root: HTMLElement): HTMLElement | null {
  const control = root.querySelector<HTMLElement>(`[${HELD_TAP_ATTRIBUTE}]`);
  control?.removeAttribute(HELD_TAP_ATTRIBUTE);
  return control;
}
