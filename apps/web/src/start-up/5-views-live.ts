import { PROPOSAL_LEVELS, pathFor, routeFor, type Tipping } from '@tipwell/core';

/**
 * Start-up step 5: the views go live (render-app.tsx) and take a tap held on the inert landing,
 * marked by 1-hold-taps.ts with this attribute (named on both sides: no shared module).
 */
const HELD_TAP_ATTRIBUTE = 'data-held-tap';

/** On a proposed tip's card that the views may answer without adopting the landing (TipCard). */
export const TIP_LEVEL_ATTRIBUTE = 'data-tip-level';

/**
 * The control a tap landed on while the root was inert, taken (unmarked, so the page's script does
 * not tap it again); null when none was held.
 */
export function takeHeldTap(root: HTMLElement): HTMLElement | null {
  const control = root.querySelector<HTMLElement>(`[${HELD_TAP_ATTRIBUTE}]`);
  control?.removeAttribute(HELD_TAP_ATTRIBUTE);
  return control;
}

type ProposalLevel = (typeof PROPOSAL_LEVELS)[number];

const isProposalLevel = (value: string | null): value is ProposalLevel =>
  PROPOSAL_LEVELS.some((level) => level === value);

/**
 * A held tap on a tip card, answered before any view exists as the card's own tap would be: the
 * core takes the choice and the address moves as the views would move it (the landing's step in
 * place of the loaded address, the next step pushed: Back returns to the tips). The views then
 * render the next step afresh, never adopting the landing (decision 0025). False, with nothing
 * changed, for any other control or a choice that leads nowhere.
 * Saves on the guest's first-tap row (bench/history/issue-39-tricks.md): tap → heading 128 ms,
 * blocking 1,121 ms.
 */
export function chooseHeldTip(
  control: HTMLElement,
  tipping: Tipping,
  history: Pick<History, 'state' | 'replaceState' | 'pushState'>,
): boolean {
  const level = control.getAttribute(TIP_LEVEL_ATTRIBUTE);
  if (!isProposalLevel(level)) return false;
  const landing = tipping.landing.store;
  const flow = tipping.flow.store;
  const here = (): string => pathFor(routeFor(landing.getSnapshot(), flow.getSnapshot()));
  const tips = here();
  const before = flow.getSnapshot();
  tipping.tips.chooseLevel(level);
  if (flow.getSnapshot() === before) return false;
  // Each entry carries its position as the router writes it (`idx`), so Back and Forward can be
  // told apart on these two entries too (core/flow/address-move.ts).
  const state: unknown = history.state;
  const known = typeof state === 'object' && state !== null ? state : {};
  const position = 'idx' in known && typeof known.idx === 'number' ? known.idx : 0;
  history.replaceState({ ...known, idx: position }, '', tips);
  history.pushState({ usr: null, key: 'held-tap', idx: position + 1 }, '', here());
  return true;
}
