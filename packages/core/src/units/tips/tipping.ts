import type { TipLevel } from '../../domain/entities';
import type { Cents } from '../../domain/money';
import { parseTipLevel } from '../../domain/tip-level';
import { amountExample, readAmount } from '../../domain/amount-input';
import { message, type MessageRef } from '../../domain/messages';
import { PAYMENT_MAX, PAYMENT_MAX_TIPS, wouldExceedPaymentLimit } from '../../domain/payment-limit';
import { customTipError, needsGenerousConfirmation } from '../../domain/validation';
import { currentStep } from '../../state/flow-store';
import { EMPTY_CUSTOM_TIP, type SelectedTip } from '../../state/tips-store';
import { currentTarget } from './current-recipient';
import { loadFeeOf, totalsOf } from './fees';
import type { TipsInside } from './inside';

/**
 * 'One payment can be at most $25,000…' when a tip of `amount` for the current recipient could take
 * its payment (the tips of the same kind: users' or pools', payment-parts.ts) over the limit, and
 * 'at most 50 tips' when that payment has as many already (decision 0041).
 */
function paymentLimitError(tips: TipsInside, amount: Cents): MessageRef | null {
  const target = currentTarget(tips);
  if (!target) return null;
  const state = tips.store.getSnapshot();
  const samePayment = state.tips
    .filter((tip) => tip.recipient.kind === target.recipient.kind)
    .map((tip) => tip.amount);
  if (samePayment.length >= PAYMENT_MAX_TIPS)
    return message('payment.limit.count', { count: { count: PAYMENT_MAX_TIPS } });
  if (!wouldExceedPaymentLimit(samePayment, amount)) return null;
  return message('payment.limit.text', { amount: { tipCents: PAYMENT_MAX } });
}

/** Adds a tip for the current screen's recipient, fetches its fee and moves on. */
function addTip(tips: TipsInside, level: TipLevel, amount: Cents): void {
  const target = currentTarget(tips);
  if (!target) return;
  const tip: SelectedTip = { recipient: target.recipient, level: parseTipLevel(level), amount };
  tips.store.set((state) => {
    const fees = [...state.fees, null];
    return {
      tips: [...state.tips, tip],
      fees,
      totals: totalsOf(fees),
      customTip: { ...EMPTY_CUSTOM_TIP, locale: state.customTip.locale },
    };
  });
  tips.flow.move({ type: 'next' });
  tips.transaction.detach(() => loadFeeOf(tips, tip));
}

export function chooseTipLevel(tips: TipsInside, level: Exclude<TipLevel, 'custom'>): void {
  const target = currentTarget(tips);
  if (!target) return;
  const amount = target.amounts[level];
  // Refused on the screen it was chosen on, the limit named where the screen says what it refuses.
  const error = paymentLimitError(tips, amount);
  if (error) {
    tips.store.set((state) => ({ customTip: { ...state.customTip, error } }));
    return;
  }
  addTip(tips, level, amount);
}

function expectedWriting(locale: string): MessageRef {
  return message('customTip.format', { example: amountExample(locale) });
}

/**
 * Typing, read in the guest's language (decision 0031): the text is kept as typed; a text that
 * cannot be one clear amount says at once what the field expects, one still being typed ('1,2')
 * waits for Next. A new text clears the confirmation.
 */
export function setCustomTip(tips: TipsInside, text: string, locale?: string): void {
  const writing = locale ?? tips.store.getSnapshot().customTip.locale;
  const reading = readAmount(text, writing);
  tips.store.set({
    customTip: {
      text,
      locale: writing,
      amount: reading.kind === 'amount' ? reading.cents : null,
      confirming: false,
      error: reading.kind === 'unclear' ? expectedWriting(writing) : null,
    },
  });
}

export function submitCustomTip(tips: TipsInside): void {
  const { customTip } = tips.store.getSnapshot();
  if (customTip.error) return;
  if (customTip.amount === null && customTip.text.trim() !== '') {
    tips.store.set({ customTip: { ...customTip, error: expectedWriting(customTip.locale) } });
    return;
  }
  if (customTip.amount === null) {
    // Hospitality: a blank custom tip tips the pool's default amount.
    const target = currentTarget(tips);
    const step = currentStep(tips.flow.store.getSnapshot());
    if (step === 'proposed-tip-hospitality' && target && customTip.text === '')
      addTip(tips, 'low', target.amounts.low);
    return;
  }
  const error = customTipError(customTip.amount) ?? paymentLimitError(tips, customTip.amount);
  if (error) {
    tips.store.set({ customTip: { ...customTip, error } });
    return;
  }
  if (needsGenerousConfirmation(customTip.amount)) {
    tips.store.set({ customTip: { ...customTip, confirming: true } });
    return;
  }
  addTip(tips, 'custom', customTip.amount);
}

export function confirmCustomTip(tips: TipsInside): void {
  const { customTip } = tips.store.getSnapshot();
  if (!customTip.confirming || customTip.amount === null) return;
  addTip(tips, 'custom', customTip.amount);
}

export function cancelCustomTip(tips: TipsInside): void {
  const { customTip } = tips.store.getSnapshot();
  tips.store.set({ customTip: { ...customTip, confirming: false } });
}

/** Removes the tip at that index (the payment unit keeps the tips of a captured part). */
export function removeTip(tips: TipsInside, index: number): void {
  tips.store.set((state) => {
    if (index < 0 || index >= state.tips.length) return {};
    const selected = state.tips.filter((_, i) => i !== index);
    const fees = state.fees.filter((_, i) => i !== index);
    return { tips: selected, fees, totals: totalsOf(fees) };
  });
}
