import type { IntentPayload, Payload } from '../../domain/entities';
import type { Cents } from '../../domain/money';
import type { PaymentTip } from '../../domain/payment-request';
import type { CapturedPart } from '../../state/payment-store';
import type { TipRecipient, TipsState } from '../../state/tips-store';
import { recipientOf } from './recipient-of';

/** One request of a press of Pay: the pools' tips (pool-web) or the users' tips (web). */
export interface PaymentPart {
  readonly kind: 'pool' | 'user';
  readonly tips: readonly PaymentTip[];
}

/**
 * The contract has no request that pays users and pools together: a mix is two payments, pools
 * first. A selection of one kind is one payment, as before.
 */
export function paymentParts(tips: readonly PaymentTip[]): PaymentPart[] {
  const parts: PaymentPart[] = [];
  const pools = tips.filter((tip) => tip.kind === 'pool');
  const users = tips.filter((tip) => tip.kind === 'user');
  if (pools.length > 0) parts.push({ kind: 'pool', tips: pools });
  if (users.length > 0) parts.push({ kind: 'user', tips: users });
  return parts;
}

/** The total still to pay: everything, less the parts of this press already captured. */
export function amountDue(tips: TipsState, captured: readonly CapturedPart[]): Cents {
  const paid = captured.reduce((sum, part) => sum + part.total, 0);
  return Math.max(0, tips.totals.total - paid);
}

/** True when a tip belongs to a part already captured (it can no longer be removed). */
export function isCapturedTip(
  recipient: Pick<TipRecipient, 'kind'>,
  captured: readonly CapturedPart[],
): boolean {
  return captured.some((part) => part.kind === recipient.kind);
}

/** A recipient as the guest sees it: a user's display name or a pool's name. */
export function recipientName(payload: Payload | null, recipient: TipRecipient): string {
  return recipientOf({ payload, intent: null }, recipient).name;
}

/** The names of the recipients in the captured parts, and of those not paid yet. */
export function partialNames(
  payload: Payload | null,
  tips: TipsState,
  captured: readonly CapturedPart[],
): { readonly paid: string; readonly failed: string } {
  const paid: string[] = [];
  const failed: string[] = [];
  for (const tip of tips.tips) {
    const name = recipientName(payload, tip.recipient);
    const list = isCapturedTip(tip.recipient, captured) ? paid : failed;
    if (name !== '' && !list.includes(name)) list.push(name);
  }
  return { paid: paid.join(', '), failed: failed.join(', ') };
}

/**
 * Each recipient's name once, in the order of the tips (unknown names left out). An intent's
 * people come with the intent, not in a payload.
 */
export function recipientNames(
  landing: { readonly payload: Payload | null; readonly intent: IntentPayload | null },
  tips: TipsState,
): string[] {
  const names = tips.tips.map((tip) => recipientOf(landing, tip.recipient).name);
  return [...new Set(names.filter((name) => name !== ''))];
}
