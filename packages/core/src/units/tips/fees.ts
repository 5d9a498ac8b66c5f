import type { FeeResponse } from '../../domain/entities';
import { feeModeFor } from '../../domain/fee-mode';
import { lineFeeRule } from '../../domain/line-fee-rule';
import { message } from '../../domain/messages';
import type { FeeRequest } from '../../domain/payment-request.types';
import { sumTotals } from '../../domain/totals';
import { ZERO_TOTALS, type SelectedTip, type Totals } from '../../state/tips-store';
import { locationUidOf } from '../landing/tip-location';
import { screenFeeRules } from './fee-box';
import type { TipsInside } from './inside';

/** Totals of the fee responses; zero until every tip has its response (the payment spinner). */
export function totalsOf(fees: readonly (FeeResponse | null)[]): Totals {
  if (fees.length === 0 || fees.some((fee) => fee === null)) return ZERO_TOTALS;
  return sumTotals(fees);
}

/** Each line's fee in the mode of its own rule: a pool's location's, whichever screen lists it. */
function feeRequest(tips: TipsInside, tip: SelectedTip): FeeRequest | null {
  const landing = tips.landing.getSnapshot();
  const pool =
    tip.recipient.kind === 'pool'
      ? landing.payload?.pools.find((candidate) => candidate.uid === tip.recipient.uid)
      : undefined;
  const locationUid =
    pool?.locationUid ?? locationUidOf(landing, tips.flow.store.getSnapshot().selections);
  if (!landing.processor || locationUid === null) return null;
  const mode = feeModeFor({
    transparency: lineFeeRule(screenFeeRules(landing), tip.recipient),
    intentMode: landing.intent?.mode ?? null,
    feeOnMe: tips.store.getSnapshot().feeOnMe,
  });
  return { processor: landing.processor, amount: tip.amount, mode, tipCount: 1, locationUid };
}

async function fetchFee(tips: TipsInside, tip: SelectedTip): Promise<FeeResponse | null> {
  const request = feeRequest(tips, tip);
  if (!request) return null;
  const result = await tips.tipsApi.calculateFees(request);
  return result.ok ? result.value : null;
}

function feesFailed(tips: TipsInside): void {
  tips.store.set({ feesFailed: true });
  tips.alert.showUnlessOpen(message('fees.failed.title'), message('fees.failed.text'));
}

/** Fetches the fee of one newly added tip (tipCount 1) and stores it at that tip's index. */
export async function loadFeeOf(tips: TipsInside, tip: SelectedTip): Promise<void> {
  const generation = tips.requests.currentGeneration();
  tips.requests.asking(tip);
  if (tips.store.getSnapshot().feesFailed) tips.store.set({ feesFailed: false });
  let fee: FeeResponse | null;
  try {
    fee = await fetchFee(tips, tip);
  } finally {
    tips.requests.answered(tip);
  }
  if (!tips.requests.isCurrent(generation)) return;
  if (!fee) return feesFailed(tips);
  tips.store.set((state) => {
    const index = state.tips.indexOf(tip);
    if (index < 0) return {};
    const fees = state.tips.map((_, i) => (i === index ? fee : (state.fees[i] ?? null)));
    return { fees, totals: totalsOf(fees) };
  });
}

/** Recalculates every tip's fee (one call per tip, summed), with the refreshing flag. */
export async function loadFees(tips: TipsInside): Promise<void> {
  const generation = tips.requests.startRefresh();
  const selected = tips.store.getSnapshot().tips;
  tips.store.set({ refreshing: true, feesFailed: false });
  const fees = await Promise.all(selected.map((tip) => fetchFee(tips, tip)));
  if (!tips.requests.isCurrent(generation)) return;
  tips.store.set((state) => {
    const aligned = state.tips.map((tip) => {
      const at = selected.indexOf(tip);
      return at >= 0 ? (fees[at] ?? null) : (state.fees[state.tips.indexOf(tip)] ?? null);
    });
    return { fees: aligned, totals: totalsOf(aligned), refreshing: false };
  });
  if (fees.some((fee) => fee === null)) feesFailed(tips);
}

/**
 * The payment screen's call: the fees still missing, in one refresh, unless every missing one is
 * a tip's own fee already on its way (the tap that added the tip asked for it; a second call would
 * cost a round trip and drop the first answer).
 */
export async function ensureFees(tips: TipsInside): Promise<void> {
  const { tips: selected, fees } = tips.store.getSnapshot();
  const missing = selected.filter((_, index) => (fees[index] ?? null) === null);
  if (missing.length === 0 || missing.every((tip) => tips.requests.isPending(tip))) return;
  await loadFees(tips);
}

/**
 * The box as the guest clicked it, committed at once (a box that waited for the fees would not
 * move under the guest's tap); the fees in the new mode are their own action, left running as a
 * tip's choice leaves its fee, committed when they settle.
 */
export function setFeeOnMe(tips: TipsInside, feeOnMe: boolean): void {
  if (tips.store.getSnapshot().feeOnMe === feeOnMe) return;
  tips.store.set({ feeOnMe });
  // No tip yet: no fee to ask again (the box is remembered for the tips to come).
  if (tips.store.getSnapshot().tips.length > 0) tips.transaction.detach(() => loadFees(tips));
}
