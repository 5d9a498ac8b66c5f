import {
  addAnother,
  back,
  editGuestDetails,
  next,
  selectGroup,
  selectLocation,
  selectPool,
  selectUser,
  setGuestDetails,
  setNights,
} from './selection';
import type { CoreContext } from './context';
import type { TippingActions } from './tipping-core.types';

/** The flow unit: choosing who and where, moving between steps, the alert. */
export function flowActions(
  context: CoreContext,
): Pick<
  TippingActions,
  | 'selectUser'
  | 'selectPool'
  | 'selectLocation'
  | 'selectGroup'
  | 'setGuestDetails'
  | 'editGuestDetails'
  | 'setNights'
  | 'addAnother'
  | 'next'
  | 'back'
  | 'closeAlert'
> {
  return {
    selectUser: (uid) => selectUser(context, uid),
    selectPool: (uid) => selectPool(context, uid),
    selectLocation: (uid) => selectLocation(context, uid),
    selectGroup: (uid) => selectGroup(context, uid),
    setGuestDetails: (details) => setGuestDetails(context, details),
    editGuestDetails: (details) => editGuestDetails(context, details),
    setNights: (poolUid, nights) => setNights(context, poolUid, nights),
    addAnother: () => addAnother(context),
    next: () => next(context),
    back: () => back(context),
    closeAlert: () => context.stores.alert.set({ open: false }),
  };
}
