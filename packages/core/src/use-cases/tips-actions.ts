import { ensureFees, loadFees, setFeeOnMe } from './fees';
import {
  cancelCustomTip,
  chooseTipLevel,
  confirmCustomTip,
  removeTip,
  setCustomTip,
  submitCustomTip,
} from './tipping';
import type { CoreContext } from './context';
import type { TippingActions } from './tipping-core.types';

/** The tips and fees unit. */
export function tipsActions(
  context: CoreContext,
): Pick<
  TippingActions,
  | 'chooseTipLevel'
  | 'setCustomTip'
  | 'submitCustomTip'
  | 'confirmCustomTip'
  | 'cancelCustomTip'
  | 'removeTip'
  | 'setFeeOnMe'
  | 'loadFees'
  | 'ensureFees'
> {
  return {
    chooseTipLevel: (level) => chooseTipLevel(context, level),
    setCustomTip: (text) => setCustomTip(context, text),
    submitCustomTip: () => submitCustomTip(context),
    confirmCustomTip: () => confirmCustomTip(context),
    cancelCustomTip: () => cancelCustomTip(context),
    removeTip: (index) => removeTip(context, index),
    setFeeOnMe: (feeOnMe) => setFeeOnMe(context, feeOnMe),
    loadFees: () => loadFees(context),
    ensureFees: () => ensureFees(context),
  };
}
