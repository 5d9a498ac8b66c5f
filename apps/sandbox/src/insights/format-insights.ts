import type { InsightsReport, Money, MoneyRow, Section } from './insights-report';

const dollarsFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const percentFormat = new Intl.NumberFormat('en-US', {
  style: 'percent',
  maximumFractionDigits: 0,
});
const secondsFormat = new Intl.NumberFormat('en-US', {
  maximumFractionDigits: 1,
  minimumFractionDigits: 1,
});

/** Cents as a manager reads them: '$1,234.50'. */
export const dollars = (cents: number): string => dollarsFormat.format(cents / 100);
const seconds = (ms: number): string => `${secondsFormat.format(ms / 1000)} s`;
const plural = (n: number, one: string, many: string): string =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** A time in the manager's time zone: 'Tue 25 Nov 2026, 09:00'. */
function when(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/** A day ('2026-11-25') as a manager reads it: 'Tue 25 Nov'. */
export function dayLabel(day: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(new Date(`${day}T12:00:00Z`));
}

type Rating = 'good' | 'needs work' | 'poor';
/** web.dev's thresholds: good up to the first, needs work up to the second. */
function rating(value: number, good: number, poor: number): Rating {
  return value <= good ? 'good' : value <= poor ? 'needs work' : 'poor';
}

/** The phones' speed in words, each with its rating; empty when no phone reported. */
function vitalsText(vitals: Section['vitals']): string[] {
  const parts: string[] = [];
  if (vitals.ready !== null) {
    parts.push(`page ready in ${seconds(vitals.ready)} (${rating(vitals.ready, 2500, 4000)})`);
  }
  if (vitals.tap !== null) {
    parts.push(`answers a tap in ${Math.round(vitals.tap)} ms (${rating(vitals.tap, 200, 500)})`);
  }
  if (vitals.steadiness !== null) {
    parts.push(
      `${vitals.steadiness <= 0.1 ? 'the page stays still' : 'the page jumps as it loads'} (${rating(vitals.steadiness, 0.1, 0.25)})`,
    );
  }
  return parts;
}

export function timeZoneNote(report: InsightsReport): string {
  return `${when(report.from, report.timeZone)} to ${when(report.to, report.timeZone)} (${report.timeZone} time)`;
}

function moneyRowText(row: MoneyRow): string {
  return `${row.label}: ${plural(row.money.payments, 'payment', 'payments')}, ${dollars(row.money.tips)} in tips`;
}

/** The money of a section, one line each. */
export function moneyLines(money: Money): string[] {
  if (money.payments === 0) return ['No tip captured'];
  return [
    `Tips captured: ${plural(money.payments, 'payment', 'payments')} from ${plural(money.guests, 'guest', 'guests')}`,
    `Tips given: ${dollars(money.tips)} (average ${dollars(money.averageTip ?? 0)}, median ${dollars(money.medianTip ?? 0)})`,
    `Fees paid by guests on top of their tip: ${dollars(money.feesPaidByGuests)}`,
    `Fees taken from tips: ${dollars(money.feesFromTips)}`,
    `Charged to guests' cards: ${dollars(money.charged)}`,
  ];
}

/** The lines below the money: the fee choice, the time to pay, failures, speed, errors. */
export function detailLines(section: Section): string[] {
  const lines: string[] = [];
  if (section.staff.length > 0) {
    lines.push(
      `Staff tipped by name: ${section.staff.map((s) => `${s.name} (${plural(s.guests, 'guest', 'guests')})`).join(', ')}`,
    );
  }
  if (section.feeChoice !== null) {
    const { paidThemselves, of } = section.feeChoice;
    lines.push(
      `Paid the fee themselves: ${paidThemselves} of ${plural(of, 'guest', 'guests')} who had the choice (${percentFormat.format(paidThemselves / of)})`,
    );
  }
  if (section.timeToPay !== null) {
    lines.push(
      `Time from opening the page to paid: ${seconds(section.timeToPay.median)} for half the guests, ${seconds(section.timeToPay.p75)} for 3 in 4`,
    );
  }
  lines.push(
    section.failures.length === 0
      ? 'Failed payments: none'
      : `Failed payments: ${section.failures.map((f) => `${f.label} ${f.count}`).join(', ')}`,
  );
  const vitals = vitalsText(section.vitals);
  if (vitals.length > 0) lines.push(`On 3 in 4 phones: ${vitals.join('; ')}`);
  lines.push(
    `Codes not found: ${section.notFound}; errors on guests' phones: ${section.clientErrors}`,
  );
  return lines;
}

function sectionText(section: Section): string {
  const width = Math.max(...section.funnel.map((s) => s.label.length));
  const lines = [section.title, '  Guests'];
  let previous: number | null = null;
  for (const stage of section.funnel) {
    const share =
      previous === null || previous === 0
        ? ''
        : `  (${percentFormat.format(stage.journeys / previous)} of the line above)`;
    lines.push(
      `    ${stage.label.padEnd(width)}  ${stage.journeys.toLocaleString('en-US').padStart(6)}${share}`,
    );
    previous = stage.journeys;
  }
  lines.push('  Money', ...moneyLines(section.money).map((line) => `    ${line}`));
  if (section.byLanding.length > 0) {
    lines.push('  By way in', ...section.byLanding.map((row) => `    ${moneyRowText(row)}`));
  }
  if (section.byDay.length > 0) {
    lines.push(
      '  By day',
      ...section.byDay.map((row) => `    ${moneyRowText({ ...row, label: dayLabel(row.label) })}`),
    );
  }
  lines.push(...detailLines(section).map((line) => `  ${line}`));
  return lines.join('\n');
}

/** The report as the terminal prints it. */
export function formatInsightsText(report: InsightsReport): string {
  const head = `Tipwell report, ${timeZoneNote(report)}`;
  return `${[head, ...[report.all, ...report.locations].map(sectionText)].join('\n\n')}\n`;
}
