import type { FeeResponse } from './entities';
import type { Cents } from './money';
import type { PoolShares, TippingPolicy } from './tipping-policy';

/**
 * The one sentence that says where the tip goes (decision 0036), as a catalog key and its values:
 * never English, and never the venue's words (only the note is theirs, and it is not in here). It
 * claims nothing (null) when there is no policy, when a recipient does not fit it (a pool tip under
 * a policy for people, a person's tip under a pool policy), or when the amounts the services
 * answered contradict it (the fee taken from the tip where the guest or the venue bears it).
 */
export type PolicyStage = 'choose' | 'pay' | 'paid';

export type PolicySentenceKey =
  | 'policy.choose.individual' // 'Your tip goes to {names}, paid out {payout}.'
  | 'policy.choose.pooled' // 'Tips to the {teams} team are shared {shares} among {people} on shift, paid out {payout}.'
  | 'policy.choose.split' // '{percent} of your tip goes to {names} and the rest to the {team} team, …'
  | 'policy.pay.individual' // 'All of your {tip} goes to {names}, paid out {payout}.'
  | 'policy.pay.pooled' // 'All of your {tip} goes to the {teams} team, shared {shares} among …'
  | 'policy.pay.split' // '{percent} of your {tip} goes to {names} and the rest to the {team} team, …'
  | 'policy.paid.individual' // the pay sentences in the past tense
  | 'policy.paid.pooled'
  | 'policy.paid.split';

/** A value the web app formats in the guest's language. */
export type PolicyValue =
  | string
  | number
  | { readonly tipCents: Cents }
  | { readonly moneyCents: Cents }
  | { readonly names: readonly string[] }
  | { readonly percent: number };

export interface PolicySentence {
  readonly key: PolicySentenceKey;
  readonly values: Readonly<Record<string, PolicyValue>>;
}

/** One tip the sentence speaks of: its recipient, and once chosen, its amount and fee answer. */
export interface PolicyLine {
  readonly kind: 'user' | 'pool';
  readonly uid: string;
  /** The name the guest sees (display name, pool name); '' when unknown: nothing is claimed. */
  readonly name: string;
  /** The amount the guest chose; absent while choosing. */
  readonly amount?: Cents;
  /** The tips service's answer for this tip; absent while choosing, null while awaited. */
  readonly fee?: FeeResponse | null;
}

export interface PolicySentenceInput {
  readonly policy: TippingPolicy | null | undefined;
  readonly stage: PolicyStage;
  readonly lines: readonly PolicyLine[];
  /** The amount the payment service answered as captured (stage paid). */
  readonly paidTotal?: Cents;
}

interface Amounts {
  readonly tip: Cents;
  readonly received: Cents;
  readonly fee: Cents;
  /** The fee was taken out of the tip (gross) rather than paid on top (net). */
  readonly deducted: boolean;
}

/** Which way the service's answer went for a tip; null when it adds up neither way. */
function modeOf(amount: Cents, fee: FeeResponse): 'net' | 'gross' | null {
  if (fee.fee < 0 || fee.tipAmount <= 0) return null;
  if (fee.tipAmount === amount && fee.total === amount + fee.fee) return 'net';
  if (fee.fee > 0 && fee.total === amount && fee.tipAmount === amount - fee.fee) return 'gross';
  return null;
}

/** The answered amounts, summed, when every tip has an answer that adds up and they agree. */
function amountsOf(lines: readonly PolicyLine[]): Amounts | null {
  let tip = 0;
  let received = 0;
  let fee = 0;
  const modes = new Set<'net' | 'gross'>();
  for (const line of lines) {
    if (line.amount === undefined || !line.fee) return null;
    const mode = modeOf(line.amount, line.fee);
    if (mode === null) return null;
    modes.add(mode);
    tip += line.amount;
    received += line.fee.tipAmount;
    fee += line.fee.fee;
  }
  if (modes.size !== 1) return null;
  return { tip, received, fee, deducted: modes.has('gross') };
}

/** The largest fee the stated rate allows on an amount (percent with up to two decimals). */
function statedDeduction(amount: Cents, percent: number, fixed: Cents): Cents {
  const hundredths = Math.round(percent * 100);
  return Math.ceil((amount * hundredths) / 10_000) + fixed;
}

/** Whether the answered amounts are what the policy says about the processing cost. */
function costHolds(policy: TippingPolicy, lines: readonly PolicyLine[], amounts: Amounts): boolean {
  const cost = policy.processingCost;
  if (cost.borneBy !== 'tip') return !amounts.deducted;
  if (!amounts.deducted) return false;
  return lines.every(
    (line) =>
      line.fee != null &&
      line.amount !== undefined &&
      line.fee.fee <= statedDeduction(line.amount, cost.percent, cost.fixed),
  );
}

function distributionValues(
  policy: TippingPolicy,
  lines: readonly PolicyLine[],
): Record<string, PolicyValue> | null {
  const kinds = new Set(lines.map((line) => line.kind));
  const names = lines.map((line) => line.name);
  const distribution = policy.distribution;
  if (distribution.kind === 'pooled') {
    if (kinds.has('user')) return null;
    const shift =
      lines.length === 1
        ? distribution.onShift.find((entry) => entry.poolUid === lines[0]?.uid)
        : undefined;
    const shares: PoolShares = distribution.shares;
    return { teams: { names }, teamCount: lines.length, people: shift?.people ?? 0, shares };
  }
  if (kinds.has('pool')) return null;
  if (distribution.kind === 'split') {
    return {
      names: { names },
      percent: { percent: distribution.individualPercent },
      team: distribution.team,
    };
  }
  return { names: { names } };
}

/** The sentence for a stage, or null when nothing can honestly be claimed. */
export function policySentence(input: PolicySentenceInput): PolicySentence | null {
  const { policy, stage, lines } = input;
  if (!policy || lines.length === 0 || lines.some((line) => line.name.trim() === '')) return null;
  const values = distributionValues(policy, lines);
  if (values === null) return null;
  const kind = policy.distribution.kind;
  const payout = policy.payout;
  if (stage === 'choose') return { key: `policy.choose.${kind}`, values: { ...values, payout } };
  const amounts = amountsOf(lines);
  if (amounts === null || !costHolds(policy, lines, amounts)) return null;
  if (stage === 'paid') {
    const answered = lines.reduce((sum, line) => sum + (line.fee?.total ?? 0), 0);
    if (input.paidTotal !== answered) return null;
  }
  return {
    key: `policy.${stage}.${kind}`,
    values: {
      ...values,
      payout,
      tip: { tipCents: amounts.tip },
      received: { moneyCents: amounts.received },
      fee: { moneyCents: amounts.fee },
      deducted: amounts.deducted ? 'yes' : 'no',
    },
  };
}
