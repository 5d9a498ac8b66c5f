import { selectedPool } from '../flow/build-flow';
import type { StepName } from '../flow/step-name';
import { guestDetailsComplete, nightsFor, roomNumberInput } from '../domain/hospitality';
import { canContinueWithNights } from '../domain/validation';
import { addAnotherTarget } from '../flow/add-another';
import { currentStep, EMPTY_SELECTIONS } from '../state/flow-store';
import { resolveTheme } from '../state/landing-store';
import { move, unmountWidget, updateSelections, type CoreContext } from './context';
import { totalsOf } from './fees';
import { loadLocationData, withLocationPayload } from './load-location';

const TIP_SCREENS: readonly StepName[] = [
  'proposed-tip-beauty',
  'proposed-tip-hospitality',
  'proposed-tip-intent',
];
const RESETTING: readonly StepName[] = ['station', 'group', 'location', 'locations', 'users'];

/** Choosing a person starts the flow or adds to the selection. */
export function selectUser(context: CoreContext, uid: string): void {
  updateSelections(context, (s) => ({
    ...s,
    users: [...s.users.filter((u) => u !== uid), uid],
    lastPicked: 'user',
  }));
  move(context, { type: 'next' });
}

/** Choosing a pool adds it and goes on. */
export function selectPool(context: CoreContext, uid: string): void {
  updateSelections(context, (s) => ({
    ...s,
    pools: [...s.pools.filter((p) => p !== uid), uid],
    lastPicked: 'pool',
  }));
  move(context, { type: 'next' });
}

export function selectGroup(context: CoreContext, uid: string): void {
  updateSelections(context, (s) => ({ ...s, groupUid: uid }));
  move(context, { type: 'next' });
}

/** An account's location: loads its people, pools and settings, then goes on. */
export async function selectLocation(context: CoreContext, uid: string): Promise<void> {
  const { landing } = context.stores;
  const payload = landing.getSnapshot().payload;
  if (!payload) return;
  const merged = await withLocationPayload(context, { ...payload, kind: 'A' }, uid);
  const data = await loadLocationData(context, uid, null);
  landing.set({
    payload: { ...merged, kind: payload.kind },
    location: data.location,
    settings: data.settings,
    processor: data.processor,
    theme: resolveTheme(data.settings?.theme),
  });
  updateSelections(context, (s) => ({ ...s, locationUid: uid }));
  move(context, { type: 'next' });
}

/** Guest verification: returns false (and stays) while a required field is missing or invalid. */
export function setGuestDetails(
  context: CoreContext,
  details: { readonly roomNumber: string; readonly lastName: string },
): boolean {
  const landing = context.stores.landing.getSnapshot();
  const pool = selectedPool(
    landing.payload?.pools ?? [],
    context.stores.flow.getSnapshot().selections,
  );
  if (!guestDetailsComplete(pool, details)) return false;
  editGuestDetails(context, details);
  move(context, { type: 'next' });
  return true;
}

/**
 * Guest verification while typing: keeps what the guest typed in the selections (session storage
 * only, so a reload keeps it); the room number keeps its digits only.
 */
export function editGuestDetails(
  context: CoreContext,
  details: { readonly roomNumber: string; readonly lastName: string },
): void {
  const roomNumber = roomNumberInput(details.roomNumber);
  const lastName = details.lastName.trim() === '' ? '' : details.lastName;
  updateSelections(context, (s) => ({
    ...s,
    roomNumbers: roomNumber === '' ? [] : [roomNumber],
    lastNames: lastName === '' ? [] : [lastName],
  }));
}

export function setNights(context: CoreContext, poolUid: string, nights: number): void {
  const value = Number.isFinite(nights) ? Math.max(0, Math.floor(nights)) : 0;
  updateSelections(context, (s) => ({ ...s, nights: { ...s.nights, [poolUid]: value } }));
}

/** Next; on the nights screen only once the guest stayed at least one night. */
export function next(context: CoreContext): void {
  const flow = context.stores.flow.getSnapshot();
  if (currentStep(flow) === 'nights') {
    const pool = selectedPool(
      context.stores.landing.getSnapshot().payload?.pools ?? [],
      flow.selections,
    );
    if (pool && !canContinueWithNights(nightsFor(pool, flow.selections.nights))) return;
  }
  move(context, { type: 'next' });
}

/**
 * Back: into a tip screen removes the last tip (it is chosen again); from payment removes the widget;
 * back to a station, group or location browse screen resets the selections.
 */
export function back(context: CoreContext): void {
  const { flow, tips } = context.stores;
  const before = flow.getSnapshot();
  if (currentStep(before) === 'payment') unmountWidget(context);
  move(context, { type: 'previous' });
  const after = flow.getSnapshot();
  if (after === before) return;
  const step = currentStep(after);
  if (TIP_SCREENS.includes(step) && tips.getSnapshot().tips.length > 0) {
    tips.set((state) => {
      const fees = state.fees.slice(0, -1);
      return { tips: state.tips.slice(0, -1), fees, totals: totalsOf(fees) };
    });
  }
  if (RESETTING.includes(step)) {
    updateSelections(context, (s) => ({
      ...EMPTY_SELECTIONS,
      locationUid: step === 'locations' ? null : s.locationUid,
      preSelectedUserUid: s.preSelectedUserUid,
    }));
  }
  if (step === 'department') {
    // Back to the departments: a pool without a tip is no longer picked (its steps go away).
    const tipped = tips.getSnapshot().tips.map((tip) => tip.recipient.uid);
    updateSelections(context, (s) => ({
      ...s,
      pools: s.pools.filter((uid) => tipped.includes(uid)),
    }));
  }
}

/**
 * 'Add another': back to the screen where the recipients were chosen (the last browse screen before
 * payment). Not offered for user codes, a pre-selected user, a single pool or intents.
 */
export function addAnother(context: CoreContext): void {
  const step = addAnotherTarget(
    context.stores.landing.getSnapshot(),
    context.stores.flow.getSnapshot(),
  );
  if (step === null || context.stores.payment.getSnapshot().captured.length > 0) return;
  unmountWidget(context);
  move(context, { type: 'goto', step });
}
