import type { StoredInsight } from './insights-repository';

/** The funnel's stages, in order: a journey counts at a stage when it reached every earlier one. */
export const FUNNEL = [
  { type: 'landed', label: 'Opened the page' },
  { type: 'tip-chosen', label: 'Chose a tip' },
  { type: 'payment-attempted', label: 'Started to pay' },
  { type: 'payment-captured', label: 'Paid' },
  { type: 'review-sent', label: 'Left a review' },
] as const;

/** What the report knows of the business from the services: names, never guests. */
export interface Directory {
  /** The location's name and trade, or null when the services do not know the uid. */
  location(uid: string): { readonly name: string; readonly vertical: string } | null;
  /** A staff member's display name (nickname, else first name and initial). */
  staffName(uid: string): string | null;
}

export interface FunnelStage {
  readonly label: string;
  readonly journeys: number;
}

/** Money of captured payments, in cents, as the services answered. */
export interface Money {
  /** Captured payments (a press that pays people and a team together captures two). */
  readonly payments: number;
  /** Guests who paid (one press each). */
  readonly guests: number;
  /** The tips the guests gave (before any fee taken out of them). */
  readonly tips: number;
  readonly averageTip: number | null;
  readonly medianTip: number | null;
  /** Fees the guests paid on top of their tip. */
  readonly feesPaidByGuests: number;
  /** Fees taken out of the tips. */
  readonly feesFromTips: number;
  /** What the cards were charged: tips plus the fees paid on top. */
  readonly charged: number;
}

export interface MoneyRow {
  readonly label: string;
  readonly money: Money;
}

export interface Section {
  readonly title: string;
  readonly funnel: readonly FunnelStage[];
  readonly money: Money;
  readonly byLanding: readonly MoneyRow[];
  readonly byDay: readonly MoneyRow[];
  /** Staff tipped by name, with how many guests tipped them (empty where the venue tips teams). */
  readonly staff: readonly { readonly name: string; readonly guests: number }[];
  /** Time from opening the page to paid, in ms; null without a payment. */
  readonly timeToPay: { readonly median: number; readonly p75: number } | null;
  /** Of the guests who could choose and tried to pay: how many paid the fee themselves. */
  readonly feeChoice: { readonly paidThemselves: number; readonly of: number } | null;
  readonly failures: readonly { readonly label: string; readonly count: number }[];
  /** p75 of the page's speed, in ms (steadiness as a score); null when none came. */
  readonly vitals: {
    readonly ready: number | null;
    readonly tap: number | null;
    readonly steadiness: number | null;
  };
  readonly notFound: number;
  readonly clientErrors: number;
}

export interface InsightsReport {
  readonly from: string;
  readonly to: string;
  readonly timeZone: string;
  readonly all: Section;
  readonly locations: readonly Section[];
}

/** How the guest came in, as a manager says it (the landing kind and the location's trade). */
function landingLabel(kind: string | null, vertical: string | undefined): string {
  const hotel = vertical === 'hospitality';
  switch (kind) {
    case 'qr':
      return 'QR code at a table';
    case 'pl':
      return 'pay-later link';
    case 'L':
      return hotel ? 'hotel page' : 'salon page';
    case 'P':
      return hotel ? 'hotel team' : 'salon team';
    case 'U':
      return hotel ? "a staff member's own code" : "a stylist's own code";
    case 'S':
      return hotel ? 'hotel desk' : 'salon desk';
    case 'A':
      return 'group page (several places)';
    default:
      return 'not known';
  }
}

const FAILURES: Readonly<Record<string, string>> = {
  refused: 'card declined',
  insufficient_funds: 'not enough money on the card',
  cancelled: 'cancelled by the guest',
  no_answer: 'no answer from the payment service',
  redirect_failed: "the bank's security check was not passed",
  other: 'another problem',
};

/** The nearest-rank percentile (p in 0..1) of values; null when empty. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil(p * sorted.length));
  return sorted[rank - 1] ?? null;
}

/** The day of an ISO time in the manager's time zone ('2026-11-25'). */
function dayIn(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));
}

interface Capture {
  readonly event: StoredInsight;
  readonly tip: number;
}

function captureOf(events: readonly StoredInsight[]): Capture | null {
  const event = events.find((e) => e.type === 'payment-captured');
  if (event === undefined) return null;
  const fee = event.feeCents ?? 0;
  // The guest's tip: what the staff receive, plus the fee when it came out of the tip.
  return { event, tip: (event.tipCents ?? 0) + (event.feeBy === 'tip' ? fee : 0) };
}

function money(captures: readonly Capture[]): Money {
  const tips = captures.map((c) => c.tip);
  const total = tips.reduce((sum, tip) => sum + tip, 0);
  const fee = (by: string) =>
    captures
      .filter((c) => c.event.feeBy === by)
      .reduce((sum, c) => sum + (c.event.feeCents ?? 0), 0);
  const feesPaidByGuests = fee('guest');
  return {
    payments: captures.reduce((sum, c) => sum + (c.event.payments ?? 1), 0),
    guests: captures.length,
    tips: total,
    averageTip: captures.length === 0 ? null : Math.round(total / captures.length),
    medianTip: median(tips),
    feesPaidByGuests,
    feesFromTips: fee('tip'),
    charged: total + feesPaidByGuests,
  };
}

/** The median (the mean of the two middle values for an even count), rounded to a cent. */
function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : Math.round(((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2);
}

function rows<K extends string>(
  captures: readonly Capture[],
  keyOf: (capture: Capture) => K,
  labelOf: (key: K) => string,
): MoneyRow[] {
  const groups = new Map<K, Capture[]>();
  for (const capture of captures) {
    const key = keyOf(capture);
    groups.set(key, [...(groups.get(key) ?? []), capture]);
  }
  return [...groups.keys()].sort().map((key) => ({
    label: labelOf(key),
    money: money(groups.get(key) ?? []),
  }));
}

function section(
  title: string,
  journeys: readonly (readonly StoredInsight[])[],
  directory: Directory,
  timeZone: string,
): Section {
  let reached = journeys;
  const funnel = FUNNEL.map((stage) => {
    reached = reached.filter((events) => events.some((e) => e.type === stage.type));
    return { label: stage.label, journeys: reached.length };
  });
  const captures = journeys.flatMap((events) => {
    const capture = captureOf(events);
    return capture === null ? [] : [capture];
  });
  const times = journeys.flatMap((events) => {
    const landed = events.find((e) => e.type === 'landed');
    const captured = events.find((e) => e.type === 'payment-captured');
    return landed && captured ? [Math.max(0, captured.at - landed.at)] : [];
  });
  const medianTime = percentile(times, 0.5);
  const p75 = percentile(times, 0.75);
  const choices = journeys.flatMap((events) => {
    const attempt = events.filter((e) => e.type === 'payment-attempted').at(-1);
    return attempt?.feeChoice === true && attempt.feeOn !== null ? [attempt.feeOn] : [];
  });
  const reasons = new Map<string, number>();
  for (const event of journeys.flat()) {
    if (event.type === 'payment-failed') {
      const label = FAILURES[event.reason ?? 'other'] ?? FAILURES['other'] ?? 'another problem';
      reasons.set(label, (reasons.get(label) ?? 0) + 1);
    }
  }
  const vital = (name: string): number | null =>
    percentile(
      journeys
        .flat()
        .filter((e) => e.type === 'vital' && e.vital === name && e.value !== null)
        .map((e) => (name === 'CLS' ? (e.value ?? 0) / 1000 : (e.value ?? 0))),
      0.75,
    );
  const staff = new Map<string, number>();
  for (const capture of captures) {
    for (const uid of capture.event.staff) {
      const name = directory.staffName(uid) ?? 'a staff member no longer listed';
      staff.set(name, (staff.get(name) ?? 0) + 1);
    }
  }
  const count = (type: string) => journeys.flat().filter((e) => e.type === type).length;
  return {
    title,
    funnel,
    money: money(captures),
    byLanding: rows(
      captures,
      (c) => landingLabel(c.event.kind, directory.location(c.event.location ?? '')?.vertical),
      (label) => label,
    ),
    byDay: rows(
      captures,
      (c) => dayIn(c.event.receivedAt, timeZone),
      (day) => day,
    ),
    staff: [...staff]
      .map(([name, guests]) => ({ name, guests }))
      .sort((a, b) => b.guests - a.guests || a.name.localeCompare(b.name)),
    timeToPay: medianTime === null || p75 === null ? null : { median: medianTime, p75 },
    feeChoice:
      choices.length === 0
        ? null
        : { paidThemselves: choices.filter(Boolean).length, of: choices.length },
    failures: [...reasons]
      .map(([label, n]) => ({ label, count: n }))
      .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label)),
    vitals: { ready: vital('LCP'), tap: vital('INP'), steadiness: vital('CLS') },
    notFound: count('not-found'),
    clientErrors: count('client-error'),
  };
}

/** One event once: a batch sent again after its acknowledgement was lost is counted once. */
function once(events: readonly StoredInsight[]): StoredInsight[] {
  const seen = new Set<string>();
  return events.filter((event) => {
    const { receivedAt: _received, ...fields } = event;
    const key = JSON.stringify(fields);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Where a journey's money went: its payment's location, else the last it was at. */
function locationOf(events: readonly StoredInsight[]): string | null {
  const captured = events.find((e) => e.type === 'payment-captured' && e.location !== null);
  return captured?.location ?? events.findLast((e) => e.location !== null)?.location ?? null;
}

/** The manager's report: every journey of the range, all together and per location. */
export function buildReport(
  events: readonly StoredInsight[],
  options: {
    readonly from: string;
    readonly to: string;
    readonly timeZone: string;
    readonly directory: Directory;
  },
): InsightsReport {
  const { directory, timeZone } = options;
  const byJourney = new Map<string, StoredInsight[]>();
  for (const event of once(events)) {
    byJourney.set(event.journey, [...(byJourney.get(event.journey) ?? []), event]);
  }
  const journeys = [...byJourney.values()];
  const byLocation = new Map<string, StoredInsight[][]>();
  for (const journey of journeys) {
    const uid = locationOf(journey);
    const title =
      uid === null ? 'Place not known' : (directory.location(uid)?.name ?? `Location ${uid}`);
    byLocation.set(title, [...(byLocation.get(title) ?? []), journey]);
  }
  return {
    from: options.from,
    to: options.to,
    timeZone,
    all: section('All locations', journeys, directory, timeZone),
    locations: [...byLocation.keys()]
      .sort()
      .map((title) => section(title, byLocation.get(title) ?? [], directory, timeZone)),
  };
}
