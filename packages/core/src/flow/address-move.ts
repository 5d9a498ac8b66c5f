import type { FlowState } from '../state/flow-store';
import { showsBackArrow } from './navigation';

/**
 * One entry of the tab's history as the app sees it: its path and its position in the tab's
 * history (kept by the browser with the entry, so a reload still knows it; null when unknown).
 */
export interface HistoryEntry {
  readonly path: string;
  readonly position: number | null;
}

/** The entry the address last matched the screen at, with the flow's place then. */
export interface SyncedEntry extends HistoryEntry {
  readonly index: number;
  readonly subStep: number;
}

/**
 * What the address needs: nothing (`synced`: it is the screen's), the flow's back (the browser went
 * back from the screen), the browser sent back to the entry it left (`undo`, `history.go(delta)`:
 * the flow cannot follow, so the tab's history is left as it was, never rewritten with copies of
 * the screen), or the screen's path written (`push` for a step forward, else `replace`).
 */
export type AddressMove =
  | { readonly kind: 'synced' }
  | { readonly kind: 'back' }
  | { readonly kind: 'undo'; readonly delta: number }
  | { readonly kind: 'push' }
  | { readonly kind: 'replace' };

export interface AddressMoveInput {
  /** The path of the flow's screen. */
  readonly expected: string;
  /** The entry the browser is at. */
  readonly at: HistoryEntry;
  /** The browser moved (Back, Forward, a history jump), not the app. */
  readonly pop: boolean;
  /** Where the address last matched the screen; after a reload, the loaded entry if it matched. */
  readonly last: SyncedEntry | null;
  readonly flow: FlowState;
}

/**
 * The browser's Back and Forward against the flow (docs/decisions/0002-browser-back.md). Back is the
 * flow's back; where the flow has none (its first step, review, success) and for Forward (the flow
 * has no forward: the steps ahead were left by a back that undid them), the browser is sent back to
 * the entry it left. The rule reads only the entry's position, which the browser keeps across a
 * reload, so Back and Forward give the same steps with and without one.
 */
export function addressMove({ expected, at, pop, last, flow }: AddressMoveInput): AddressMove {
  if (at.path === expected) return { kind: 'synced' };
  const moved = pop && last !== null && (at.path !== last.path || at.position !== last.position);
  if (moved && last.path === expected) {
    const known = at.position !== null && last.position !== null;
    const delta = known ? last.position! - at.position! : 0;
    // An entry whose position is unknown is taken for a back, as a back is what pops most.
    const back = known ? delta > 0 : true;
    if (back && showsBackArrow(flow)) return { kind: 'back' };
    if (known && delta !== 0) return { kind: 'undo', delta };
    return { kind: 'replace' };
  }
  const ahead =
    last !== null &&
    (flow.index > last.index || (flow.index === last.index && flow.subStep > last.subStep));
  return ahead && !moved ? { kind: 'push' } : { kind: 'replace' };
}
