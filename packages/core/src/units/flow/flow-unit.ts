import {
  guestDetailsComplete,
  maxNightsFor,
  nightsFor,
  roomNumberInput,
} from '../../domain/hospitality';
import { canContinueWithNights } from '../../domain/validation';
import { buildFlow, selectedPool } from '../../flow/build-flow';
import { navigate, type FlowEvent } from '../../flow/navigation';
import type { StepName } from '../../flow/step-name';
import {
  currentStep,
  EMPTY_SELECTIONS,
  INITIAL_FLOW,
  type FlowState,
  type Selections,
} from '../../state/flow-store';
import type { LandingState } from '../../state/landing-store';
import { createStore, type Store } from '../../state/store';
import type { Transaction } from '../../state/transaction';
import type { LandingUnit } from '../landing/landing-unit';
import type { FlowActions } from '../unit-actions';

/** Back to one of these browse screens starts the choice again. */
const RESETTING: readonly StepName[] = ['station', 'group', 'location', 'locations', 'users'];

/**
 * The flow unit: the steps, where the guest is, and what they chose (who, where, room and nights).
 * It reads the landing (the steps are built from it); the other units move the guest through its
 * functions.
 */
export interface FlowUnit {
  readonly store: Store<FlowState>;
  readonly actions: FlowActions;
  move(event: FlowEvent): void;
  /** A landing opened: its steps from the first, with these selections. */
  start(selections: Selections, subStepCount?: number): void;
  /** A landing with one screen and nothing to choose (not-found, an intent already paid, …). */
  only(step: StepName): void;
  /** The flow this tab saved, back as it was. */
  restore(saved: FlowState): void;
  /** After a redirect return: `steps` under `/external/…`, from the first. */
  afterReturn(
    steps: readonly StepName[],
    kept: { readonly subStepCount: number; readonly selections?: Selections },
  ): void;
  /** The widget's additional details failed: the error-external screen. */
  detailsFailed(): void;
  /**
   * 'Pay with another card': the payment step of the steps, no longer under `/external/…`; false,
   * and nothing changes, when the steps have no payment step.
   */
  toPayment(): boolean;
  /**
   * One step back; back to a browse screen starts the choice again. Returns the step the guest is
   * on now, or null when there was no step to go back to.
   */
  stepBack(): StepName | null;
  /** Keeps only these pools picked (back to the departments: a pool without a tip goes). */
  keepPools(tipped: readonly string[]): void;
  /** Room numbers and last names dropped once the payment is captured. */
  forgetGuestDetails(): void;
  reset(): void;
}

export function createFlowUnit(input: {
  readonly transaction: Transaction;
  readonly landing: Pick<LandingUnit, 'store' | 'openLocation'>;
  /** Whether that recipient already has a tip (the tips unit's; asked only as the guest chooses). */
  readonly tipped: (kind: 'user' | 'pool', uid: string) => boolean;
}): FlowUnit {
  const store = createStore(INITIAL_FLOW, input.transaction);
  const landing = input.landing;
  const landingNow = (): LandingState => landing.store.getSnapshot();
  const move = (event: FlowEvent): void => store.set((flow) => navigate(flow, event));

  function stepsFor(selections: Selections): StepName[] {
    const data = landingNow();
    return buildFlow({
      prefix: data.prefix,
      payload: data.payload,
      settings: data.settings,
      intent: data.intent,
      selections,
    });
  }

  /** Updates the selections and rebuilds the steps, keeping the guest on the current screen. */
  function updateSelections(change: (current: Selections) => Selections): void {
    const selections = change(store.getSnapshot().selections);
    const steps = stepsFor(selections);
    store.set((current) => ({
      ...navigate({ ...current, selections }, { type: 'steps', steps }),
      selections,
    }));
  }

  function editGuestDetails(details: {
    readonly roomNumber: string;
    readonly lastName: string;
  }): void {
    // Kept in the selections (session storage only, so a reload keeps it); digits only in a room.
    const roomNumber = roomNumberInput(details.roomNumber);
    const lastName = details.lastName.trim() === '' ? '' : details.lastName;
    updateSelections((s) => ({
      ...s,
      roomNumbers: roomNumber === '' ? [] : [roomNumber],
      lastNames: lastName === '' ? [] : [lastName],
    }));
  }

  /** The payment step of the steps (no longer under `/external/…`); false when there is none. */
  function toPayment(): boolean {
    const steps = stepsFor(store.getSnapshot().selections);
    const index = steps.indexOf('payment');
    if (index < 0) return false;
    store.set({ steps, index, subStep: 0, external: false });
    return true;
  }

  const action = input.transaction.action;
  const actions: FlowActions = {
    // Choosing a person starts the flow or adds to the selection.
    selectUser: action((uid: string) => {
      // One row per recipient: a person already in the tip goes to the payment step, to its row.
      if (input.tipped('user', uid) && toPayment()) return;
      updateSelections((s) => ({
        ...s,
        users: [...s.users.filter((u) => u !== uid), uid],
        lastPicked: 'user',
      }));
      move({ type: 'next' });
    }),
    selectPool: action((uid: string) => {
      if (input.tipped('pool', uid) && toPayment()) return;
      updateSelections((s) => ({
        ...s,
        pools: [...s.pools.filter((p) => p !== uid), uid],
        lastPicked: 'pool',
      }));
      move({ type: 'next' });
    }),
    selectGroup: action((uid: string) => {
      updateSelections((s) => ({ ...s, groupUid: uid }));
      move({ type: 'next' });
    }),
    selectLocation: action(async (uid: string) => {
      if (!(await landing.openLocation(uid))) return;
      updateSelections((s) => ({ ...s, locationUid: uid }));
      move({ type: 'next' });
    }),
    setGuestDetails: action(
      (details: { readonly roomNumber: string; readonly lastName: string }) => {
        const pool = selectedPool(
          landingNow().payload?.pools ?? [],
          store.getSnapshot().selections,
        );
        if (!guestDetailsComplete(pool, details)) return false;
        editGuestDetails(details);
        move({ type: 'next' });
        return true;
      },
    ),
    editGuestDetails: action(editGuestDetails),
    // Never below 0 nor above the pool's limit (the most its tip can be paid for).
    setNights: action((poolUid: string, nights: number) => {
      const pool = landingNow().payload?.pools.find((p) => p.uid === poolUid);
      const most = pool ? maxNightsFor(pool) : Number.MAX_SAFE_INTEGER;
      const value = Number.isFinite(nights) ? Math.min(most, Math.max(0, Math.floor(nights))) : 0;
      updateSelections((s) => ({ ...s, nights: { ...s.nights, [poolUid]: value } }));
    }),
    // Next; on the nights screen only once the guest stayed at least one night.
    next: action(() => {
      const flow = store.getSnapshot();
      if (currentStep(flow) === 'nights') {
        const pool = selectedPool(landingNow().payload?.pools ?? [], flow.selections);
        if (pool && !canContinueWithNights(nightsFor(pool, flow.selections.nights))) return;
      }
      move({ type: 'next' });
    }),
  };

  return {
    store,
    actions,
    move,
    start: (selections, subStepCount = 1) =>
      store.set({ steps: stepsFor(selections), index: 0, subStep: 0, subStepCount, selections }),
    only: (step) => store.set({ ...INITIAL_FLOW, steps: [step] }),
    restore: (saved) => store.set(saved),
    afterReturn: (steps, kept) =>
      store.set({ steps, index: 0, subStep: 0, external: true, ...kept }),
    detailsFailed: () => store.set({ steps: ['error-external'], index: 0, subStep: 0 }),
    toPayment,
    stepBack() {
      const before = store.getSnapshot();
      move({ type: 'previous' });
      const after = store.getSnapshot();
      if (after === before) return null;
      const step = currentStep(after);
      if (RESETTING.includes(step)) {
        updateSelections((s) => ({
          ...EMPTY_SELECTIONS,
          locationUid: step === 'locations' ? null : s.locationUid,
          preSelectedUserUid: s.preSelectedUserUid,
        }));
      }
      return step;
    },
    keepPools: (tipped) =>
      updateSelections((s) => ({ ...s, pools: s.pools.filter((uid) => tipped.includes(uid)) })),
    forgetGuestDetails() {
      const { selections } = store.getSnapshot();
      if (selections.roomNumbers.length > 0 || selections.lastNames.length > 0)
        store.set({ selections: { ...selections, roomNumbers: [], lastNames: [] } });
    },
    reset: () => store.reset(),
  };
}
