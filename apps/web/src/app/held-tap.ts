/**
 * The views' side of a tap held on the inert landing (after-paint/page-code.ts marks the control
 * it landed on). The two share no module: the landing's inline script imports nothing, and a
 * module both imported would become a chunk that script would have to fetch. The attribute below
 * is that script's (`held-tap.test.ts` checks they agree).
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
