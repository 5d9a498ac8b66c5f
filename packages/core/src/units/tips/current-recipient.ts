import type { TipLevel } from '../../domain/entities';
import { hospitalityAmount, nightsFor } from '../../domain/hospitality';
import type { Cents } from '../../domain/money';
import { selectedPool } from '../../flow/build-flow';
import { currentStep } from '../../state/flow-store';
import type { TipRecipient } from '../../state/tips-store';
import type { TipsInside } from './inside';

export interface TipTarget {
  readonly recipient: TipRecipient;
  /** The amounts of the three cards (hospitality: the pool's default, times nights when per night). */
  readonly amounts: Readonly<Record<Exclude<TipLevel, 'custom'>, Cents>>;
}

/** Who the current tip screen tips and what its cards propose; null off a tip screen. */
export function currentTarget(tips: TipsInside): TipTarget | null {
  const landing = tips.landing.getSnapshot();
  const flow = tips.flow.store.getSnapshot();
  const step = currentStep(flow);
  if (step === 'proposed-tip-intent') {
    const tip = landing.intent?.tips[flow.subStep];
    if (!tip) return null;
    const { low, medium, high } = tip.proposals;
    return {
      recipient: { kind: 'user', uid: tip.userUid },
      amounts: { low: low.amount, medium: medium.amount, high: high.amount },
    };
  }
  if (step === 'proposed-tip-hospitality') {
    const pool = selectedPool(landing.payload?.pools ?? [], flow.selections);
    if (!pool) return null;
    const amount = hospitalityAmount(pool, nightsFor(pool, flow.selections.nights));
    return {
      recipient: { kind: 'pool', uid: pool.uid },
      amounts: { low: amount, medium: amount, high: amount },
    };
  }
  if (step === 'proposed-tip-beauty') {
    const { users, preSelectedUserUid } = flow.selections;
    const uid = users[users.length - 1] ?? preSelectedUserUid;
    const settings = landing.settings;
    if (uid === undefined || uid === null || !settings) return null;
    return {
      recipient: { kind: 'user', uid },
      amounts: { low: settings.low, medium: settings.medium, high: settings.high },
    };
  }
  return null;
}
