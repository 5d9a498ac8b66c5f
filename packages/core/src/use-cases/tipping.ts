import type { TipLevel } from '../domain/entities';
import type { Cents } from '../domain/money';
import { parseTipLevel } from '../domain/tip-level';
import {
  customTipError,
  isNumericInput,
  needsGenerousConfirmation,
  parseCustomTip,
} from '../domain/validation';
import { currentStep } from '../state/flow-store';
import { EMPTY_CUSTOM_TIP, type SelectedTip } from '../state/tips-store';
import { move, type CoreContext } from './context';
import { currentTarget } from './current-recipient';
import { loadFeeOf, totalsOf } from './fees';

/** Adds a tip for the current screen's recipient, fetches its fee and moves on. */
function addTip(context: CoreContext, level: TipLevel, amount: Cents): void {
  const target = currentTarget(context);
  if (!target) return;
  const tip: SelectedTip = { recipient: target.recipient, level: parseTipLevel(level), amount };
  context.stores.tips.set((state) => {
    const fees = [...state.fees, null];
    return {
      tips: [...state.tips, tip],
      fees,
      totals: totalsOf(fees),
      customTip: EMPTY_CUSTOM_TIP,
    };
  });
  move(context, { type: 'next' });
  void loadFeeOf(context, tip);
}

export function chooseTipLevel(context: CoreContext, level: Exclude<TipLevel, 'custom'>): void {
  const target = currentTarget(context);
  if (!target) return;
  addTip(context, level, target.amounts[level]);
}

/** Typing: non-numeric input is ignored; a new amount clears the confirmation and the error. */
export function setCustomTip(context: CoreContext, text: string): void {
  if (!isNumericInput(text)) return;
  context.stores.tips.set({
    customTip: { text, amount: parseCustomTip(text), confirming: false, error: null },
  });
}

export function submitCustomTip(context: CoreContext): void {
  const { customTip } = context.stores.tips.getSnapshot();
  if (customTip.amount === null) {
    // Hospitality: a blank custom tip tips the pool's default amount.
    const target = currentTarget(context);
    const step = currentStep(context.stores.flow.getSnapshot());
    if (step === 'proposed-tip-hospitality' && target && customTip.text === '')
      addTip(context, 'low', target.amounts.low);
    return;
  }
  const error = customTipError(customTip.amount);
  if (error) {
    context.stores.tips.set({ customTip: { ...customTip, error } });
    return;
  }
  if (needsGenerousConfirmation(customTip.amount)) {
    context.stores.tips.set({ customTip: { ...customTip, confirming: true } });
    return;
  }
  addTip(context, 'custom', customTip.amount);
}

export function confirmCustomTip(context: CoreContext): void {
  const { customTip } = context.stores.tips.getSnapshot();
  if (!customTip.confirming || customTip.amount === null) return;
  addTip(context, 'custom', customTip.amount);
}

export function cancelCustomTip(context: CoreContext): void {
  const { customTip } = context.stores.tips.getSnapshot();
  context.stores.tips.set({ customTip: { ...customTip, confirming: false } });
}

/** Removes the tip at that index; not once half of a two-payment press was captured. */
export function removeTip(context: CoreContext, index: number): void {
  if (context.stores.payment.getSnapshot().captured.length > 0) return;
  context.stores.tips.set((state) => {
    if (index < 0 || index >= state.tips.length) return {};
    const tips = state.tips.filter((_, i) => i !== index);
    const fees = state.fees.filter((_, i) => i !== index);
    return { tips, fees, totals: totalsOf(fees) };
  });
}
