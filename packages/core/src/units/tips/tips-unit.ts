import type { TipLevel } from '../../domain/entities';
import type { TipsApi } from '../../ports/tips-api';
import type { LandingState } from '../../state/landing-store';
import type { SavedSession } from '../../state/persistence';
import { createStore, type Store } from '../../state/store';
import { INITIAL_TIPS, type SelectedTip, type TipsState } from '../../state/tips-store';
import type { Transaction } from '../../state/transaction';
import type { AlertUnit } from '../alert/alert-unit';
import type { FlowUnit } from '../flow/flow-unit';
import type { TipsActions } from '../unit-actions';
import { FeeRequests } from './fee-requests';
import { ensureFees, loadFees, setFeeOnMe, totalsOf } from './fees';
import type { TipsInside } from './inside';
import {
  cancelCustomTip,
  chooseTipLevel,
  confirmCustomTip,
  removeTip,
  setCustomTip,
  submitCustomTip,
} from './tipping';

/**
 * The tips unit: the tips chosen, their fees and totals, the custom tip being typed, and its own
 * fee calls on their way (`FeeRequests`). It reads the landing and the flow, and moves the flow on
 * once a tip is chosen.
 */
export interface TipsUnit {
  readonly store: Store<TipsState>;
  readonly actions: TipsActions;
  /** Fetches the fee of every tip again (inside another unit's action). */
  loadFees(): Promise<void>;
  /** The custom tip's text, as the guest typed it (a restored tab's). */
  setCustom(text: string): void;
  /** Removes the tip at that index. */
  remove(index: number): void;
  /** Back into a tip screen: its tip is chosen again, so the last one goes. */
  dropLast(): void;
  /** The tips this tab saved, their fees still to fetch (stored amounts are not trusted). */
  keep(session: SavedSession): void;
  /** An intent with a total: its tips are chosen already (`slots` fees to come, one per intent tip). */
  preAdd(tips: readonly SelectedTip[], slots: number): void;
  reset(): void;
}

export function createTipsUnit(input: {
  readonly transaction: Transaction;
  readonly tipsApi: TipsApi;
  readonly landing: Store<LandingState>;
  readonly flow: Pick<FlowUnit, 'store' | 'move'>;
  readonly alert: Pick<AlertUnit, 'showUnlessOpen'>;
  /** The payment says the amounts are fixed (`amountsFixed`): the fee's box changes nothing. */
  readonly amountsFixed: () => boolean;
}): TipsUnit {
  const store = createStore(INITIAL_TIPS, input.transaction);
  const tips: TipsInside = { ...input, store, requests: new FeeRequests() };
  const action = input.transaction.action;
  const actions: TipsActions = {
    chooseLevel: action((level: Exclude<TipLevel, 'custom'>) => chooseTipLevel(tips, level)),
    setCustom: action((text: string, locale?: string) => setCustomTip(tips, text, locale)),
    submitCustom: action(() => submitCustomTip(tips)),
    confirmCustom: action(() => confirmCustomTip(tips)),
    cancelCustom: action(() => cancelCustomTip(tips)),
    setFeeOnMe: action((feeOnMe: boolean) => {
      if (!input.amountsFixed()) setFeeOnMe(tips, feeOnMe);
    }),
    loadFees: action(() => loadFees(tips)),
    ensureFees: action(() => ensureFees(tips)),
  };
  return {
    store,
    actions,
    loadFees: () => loadFees(tips),
    setCustom: (text) => setCustomTip(tips, text),
    remove: (index) => removeTip(tips, index),
    dropLast() {
      if (store.getSnapshot().tips.length === 0) return;
      store.set((state) => {
        const fees = state.fees.slice(0, -1);
        return { tips: state.tips.slice(0, -1), fees, totals: totalsOf(fees) };
      });
    },
    keep(session) {
      const fees = session.tips.map(() => null);
      store.set({ tips: session.tips, fees, feeOnMe: session.feeOnMe, totals: totalsOf(fees) });
    },
    preAdd: (selected, slots) =>
      store.set({ tips: selected, fees: Array.from({ length: slots }, () => null) }),
    reset: () => store.reset(),
  };
}
