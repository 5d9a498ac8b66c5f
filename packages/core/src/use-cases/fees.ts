import type { FeeResponse } from '../domain/entities';
import { feeModeFor } from '../domain/fee-mode';
import { message } from '../domain/messages';
import type { FeeRequest } from '../domain/payment-request.types';
import { sumTotals } from '../domain/totals';
import { ZERO_TOTALS, type SelectedTip, type Totals } from '../state/tips-store';
import { locationUidOf, showAlert, type CoreContext } from './context';

/** Totals of the fee responses; zero until every tip has its response (the payment spinner). */
export function totalsOf(fees: readonly (FeeResponse | null)[]): Totals {
  if (fees.length === 0 || fees.some((fee) => fee === null)) return ZERO_TOTALS;
  return sumTotals(fees);
}

function feeRequest(context: CoreContext, tip: SelectedTip): FeeRequest | null {
  const landing = context.stores.landing.getSnapshot();
  const locationUid = locationUidOf(context);
  if (!landing.processor || locationUid === null) return null;
  const mode = feeModeFor({
    transparency: landing.settings?.transparency ?? 'other',
    intentMode: landing.intent?.mode ?? null,
    feeOnMe: context.stores.tips.getSnapshot().feeOnMe,
  });
  return { processor: landing.processor, amount: tip.amount, mode, tipCount: 1, locationUid };
}

async function fetchFee(context: CoreContext, tip: SelectedTip): Promise<FeeResponse | null> {
  const request = feeRequest(context, tip);
  if (!request) return null;
  const result = await context.deps.tipsApi.calculateFees(request);
  return result.ok ? result.value : null;
}

function feesFailed(context: CoreContext): void {
  showAlert(context, message('fees.failed.title'), message('fees.failed.text'));
}

/** Fetches the fee of one newly added tip (tipCount 1) and stores it at that tip's index. */
export async function loadFeeOf(context: CoreContext, tip: SelectedTip): Promise<void> {
  const generation = context.fees.currentGeneration();
  context.fees.asking(tip);
  let fee: FeeResponse | null;
  try {
    fee = await fetchFee(context, tip);
  } finally {
    context.fees.answered(tip);
  }
  if (!context.fees.isCurrent(generation)) return;
  if (!fee) return feesFailed(context);
  context.stores.tips.set((state) => {
    const index = state.tips.indexOf(tip);
    if (index < 0) return {};
    const fees = state.tips.map((_, i) => (i === index ? fee : (state.fees[i] ?? null)));
    return { fees, totals: totalsOf(fees) };
  });
}

/** Recalculates every tip's fee (one call per tip, summed), with the refreshing flag. */
export async function loadFees(context: CoreContext): Promise<void> {
  const { tips } = context.stores;
  const generation = context.fees.startRefresh();
  const selected = tips.getSnapshot().tips;
  tips.set({ refreshing: true });
  const fees = await Promise.all(selected.map((tip) => fetchFee(context, tip)));
  if (!context.fees.isCurrent(generation)) return;
  tips.set((state) => {
    const aligned = state.tips.map((tip) => {
      const at = selected.indexOf(tip);
      return at >= 0 ? (fees[at] ?? null) : (state.fees[state.tips.indexOf(tip)] ?? null);
    });
    return { fees: aligned, totals: totalsOf(aligned), refreshing: false };
  });
  if (fees.some((fee) => fee === null)) feesFailed(context);
}

/**
 * The payment screen's call: the fees still missing, in one refresh, unless every missing one is
 * a tip's own fee already on its way (the tap that added the tip asked for it; a second call would
 * cost a round trip and drop the first answer).
 */
export async function ensureFees(context: CoreContext): Promise<void> {
  const { tips, fees } = context.stores.tips.getSnapshot();
  const missing = tips.filter((_, index) => (fees[index] ?? null) === null);
  if (missing.length === 0 || missing.every((tip) => context.fees.isPending(tip))) return;
  await loadFees(context);
}

export async function setFeeOnMe(context: CoreContext, feeOnMe: boolean): Promise<void> {
  if (context.stores.tips.getSnapshot().feeOnMe === feeOnMe) return;
  context.stores.tips.set({ feeOnMe });
  await loadFees(context);
}
