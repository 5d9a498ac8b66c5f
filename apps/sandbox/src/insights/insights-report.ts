import { VITAL_NAMES, type VitalName } from '@tipwell/core';
import type { StoredInsight } from './insights-repository';

/** The funnel's stages, in order: a journey counts at a stage when it reached every earlier one. */
export const FUNNEL = [
  { type: 'landed', label: 'Landed' },
  { type: 'tip-chosen', label: 'Chose a tip' },
  { type: 'payment-attempted', label: 'Attempted payment' },
  { type: 'payment-captured', label: 'Captured' },
  { type: 'review-sent', label: 'Reviewed' },
] as const;

export type GroupBy = 'kind' | 'location';

export interface FunnelStage {
  readonly label: string;
  readonly journeys: number;
  /** Share of the previous stage (the first: 1). */
  readonly fromPrevious: number;
}

export interface GroupReport {
  readonly group: string;
  readonly funnel: readonly FunnelStage[];
  /** Landing to captured, in ms; null without a captured journey. */
  readonly timeToCaptured: { readonly median: number; readonly p75: number } | null;
  /** Of the journeys that attempted a payment: the share whose last attempt kept the fee on. */
  readonly feeKeptOn: { readonly share: number; readonly of: number } | null;
  readonly failures: readonly { readonly reason: string; readonly count: number }[];
  /** p75 per vital (ms; CLS as a score); null when none came. */
  readonly vitals: Readonly<Record<VitalName, number | null>>;
  readonly notFound: number;
  readonly clientErrors: number;
}

export interface InsightsReport {
  readonly from: string;
  readonly to: string;
  readonly groupBy: GroupBy;
  readonly groups: readonly GroupReport[];
}

/** The nearest-rank percentile (p in 0..1) of values; null when empty. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil(p * sorted.length));
  return sorted[rank - 1] ?? null;
}

function groupOf(events: readonly StoredInsight[], by: GroupBy): string {
  for (const event of events) {
    const value = by === 'kind' ? event.kind : event.location;
    if (value !== null) return value;
  }
  return '(unknown)';
}

function groupReport(group: string, journeys: readonly (readonly StoredInsight[])[]): GroupReport {
  let previous = journeys.length;
  let reached = journeys;
  const funnel: FunnelStage[] = [];
  for (const [index, stage] of FUNNEL.entries()) {
    reached = reached.filter((events) => events.some((e) => e.type === stage.type));
    const count = reached.length;
    funnel.push({
      label: stage.label,
      journeys: count,
      fromPrevious: index === 0 || previous === 0 ? (index === 0 ? 1 : 0) : count / previous,
    });
    previous = count;
  }
  const times = journeys.flatMap((events) => {
    const landed = events.find((e) => e.type === 'landed');
    const captured = events.find((e) => e.type === 'payment-captured');
    return landed && captured ? [Math.max(0, captured.at - landed.at)] : [];
  });
  const median = percentile(times, 0.5);
  const p75 = percentile(times, 0.75);
  const lastAttempts = journeys.flatMap((events) => {
    const attempt = events.filter((e) => e.type === 'payment-attempted').at(-1);
    return attempt?.feeOn === undefined || attempt.feeOn === null ? [] : [attempt.feeOn];
  });
  const reasons = new Map<string, number>();
  for (const event of journeys.flat()) {
    if (event.type === 'payment-failed') {
      const reason = event.reason ?? 'other';
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    }
  }
  const vital = (name: string): number | null => {
    const values = journeys
      .flat()
      .filter((e) => e.type === 'vital' && e.vital === name && e.value !== null)
      .map((e) => (name === 'CLS' ? (e.value ?? 0) / 1000 : (e.value ?? 0)));
    return percentile(values, 0.75);
  };
  const count = (type: string) => journeys.flat().filter((e) => e.type === type).length;
  return {
    group,
    funnel,
    timeToCaptured: median === null || p75 === null ? null : { median, p75 },
    feeKeptOn:
      lastAttempts.length === 0
        ? null
        : {
            share: lastAttempts.filter(Boolean).length / lastAttempts.length,
            of: lastAttempts.length,
          },
    failures: [...reasons]
      .map(([reason, n]) => ({ reason, count: n }))
      .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
    vitals: Object.fromEntries(VITAL_NAMES.map((name) => [name, vital(name)])) as Record<
      VitalName,
      number | null
    >,
    notFound: count('not-found'),
    clientErrors: count('client-error'),
  };
}

/** The manager's report: every journey of the range, per landing kind or location, and all together. */
export function buildReport(
  events: readonly StoredInsight[],
  options: { readonly from: string; readonly to: string; readonly groupBy: GroupBy },
): InsightsReport {
  const byJourney = new Map<string, StoredInsight[]>();
  for (const event of events) {
    const list = byJourney.get(event.journey) ?? [];
    list.push(event);
    byJourney.set(event.journey, list);
  }
  const journeys = [...byJourney.values()];
  const groups = new Map<string, StoredInsight[][]>();
  for (const journey of journeys) {
    const key = groupOf(journey, options.groupBy);
    groups.set(key, [...(groups.get(key) ?? []), journey]);
  }
  return {
    ...options,
    groups: [
      groupReport('All', journeys),
      ...[...groups.keys()].sort().map((key) => groupReport(key, groups.get(key) ?? [])),
    ],
  };
}
