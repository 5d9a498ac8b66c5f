import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { openSqlite } from '../db/sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestSandbox, removeDb, type TestSandbox } from '../test-support/test-sandbox';
import { InsightsRepository, type StoredInsight } from './insights-repository';
import { buildReport, percentile, type Directory } from './insights-report';
import { formatInsightsText } from './format-insights';
import { formatInsightsHtml } from './insights-page';

type Event = Omit<StoredInsight, 'receivedAt'>;

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function journey(
  n: number,
  kind: string,
  steps: readonly [string, number, Partial<Event>?][],
  location = '100',
): Event[] {
  return steps.map(([type, at, extra]) => ({
    type,
    journey: id(n),
    at,
    step: 'landing',
    kind,
    location,
    lang: 'en-US',
    level: null,
    feeOn: null,
    reason: null,
    error: null,
    vital: null,
    value: null,
    tipCents: null,
    feeCents: null,
    feeBy: null,
    feeChoice: null,
    staff: [],
    payments: null,
    ...extra,
  }));
}

const captured = (tipCents: number, feeCents: number, feeBy: string, staff: string[] = []) => ({
  tipCents,
  feeCents,
  feeBy,
  staff,
  payments: 1,
});

const EVENTS: Event[] = [
  ...journey(1, 'U', [
    ['landed', 100],
    ['tip-chosen', 2000, { level: 'medium' }],
    ['payment-attempted', 5000, { feeOn: true, feeChoice: true }],
    ['payment-captured', 8100, captured(1000, 60, 'guest', ['500'])],
    ['review-sent', 12000],
    ['vital', 300, { vital: 'LCP', value: 1200 }],
    ['vital', 300, { vital: 'CLS', value: 50 }],
  ]),
  ...journey(2, 'U', [
    ['landed', 0],
    ['tip-chosen', 1000, { level: 'low' }],
    ['payment-attempted', 3000, { feeOn: false, feeChoice: true }],
    ['payment-failed', 4000, { reason: 'refused' }],
    ['payment-attempted', 6000, { feeOn: false, feeChoice: true }],
    // $5.00 given, the $0.45 fee out of it.
    ['payment-captured', 10000, captured(455, 45, 'tip', ['500'])],
    ['vital', 300, { vital: 'LCP', value: 2600 }],
  ]),
  ...journey(
    3,
    'P',
    [
      ['landed', 0],
      ['tip-chosen', 1000, { level: 'custom' }],
      ['payment-attempted', 3000, { feeOn: true, feeChoice: false }],
      ['payment-captured', 9000, captured(123_400, 7_404, 'guest')],
    ],
    '200',
  ),
  ...journey(4, 'qr', [['landed', 0]], '200'),
];

const DIRECTORY: Directory = {
  location: (uid) =>
    ({
      '100': { name: 'Lumen Salon & Spa', vertical: 'beauty' },
      '200': { name: 'Harbor View Hotel', vertical: 'hospitality' },
    })[uid] ?? null,
  staffName: (uid) => (uid === '500' ? 'Maya' : null),
};

const stored = (events: readonly Event[], receivedAt = '2026-11-25T23:30:00.000Z') =>
  events.map((e) => ({ ...e, receivedAt }));

/** An event as the web server hands it on: the wire schema's fields, no nulls for absent ones. */
const onTheWire = (events: readonly Event[]) =>
  events.map((event) =>
    Object.fromEntries(
      Object.entries(event)
        .filter(([key, value]) => value !== null || key === 'kind' || key === 'location')
        .filter(([key, value]) => key !== 'staff' || (value as string[]).length > 0),
    ),
  );

describe('the insights collector', () => {
  let sandbox: TestSandbox;
  beforeAll(() => {
    sandbox = openTestSandbox();
  });
  afterAll(async () => {
    await sandbox.close();
    removeDb(sandbox.dbPath);
  });

  it('keeps what the server hands on, and refuses what is not an event batch', async () => {
    expect((await sandbox.post('/collector/events', { events: onTheWire(EVENTS) })).status).toBe(
      204,
    );
    expect((await sandbox.post('/collector/events', { events: [{ type: 'x' }] })).status).toBe(422);
    const db = openSqlite(sandbox.dbPath, { readonly: true });
    try {
      const kept = new InsightsRepository(db).between('2000-01-01', '2100-01-01');
      expect(kept).toHaveLength(EVENTS.length);
      expect(kept[1]).toMatchObject({ type: 'tip-chosen', level: 'medium', journey: id(1) });
      expect(kept[3]).toMatchObject({
        tipCents: 1000,
        feeCents: 60,
        feeBy: 'guest',
        staff: ['500'],
      });
    } finally {
      db.close();
    }
  });

  it('refuses a card number or a name as journey or location, and any personal string (issue 37)', async () => {
    const base = onTheWire(journey(9, 'U', [['landed', 0]]))[0];
    const bad = [
      { journey: '4111111111111111' },
      { journey: 'Alex Guest' },
      { location: '4111111111111111' },
      { location: 'Alex Guest' },
      { location: '+1 415 555 0100' },
      { lang: 'guest@example.com' },
      { staff: ['4111-1111-1111-1111'] },
    ];
    for (const fields of bad) {
      const answer = await sandbox.post('/collector/events', { events: [{ ...base, ...fields }] });
      expect(answer.status, JSON.stringify(fields)).toBe(422);
      expect(JSON.stringify(answer.json)).not.toMatch(/4111|Alex|example|555/);
    }
    const db = openSqlite(sandbox.dbPath, { readonly: true });
    try {
      const text = JSON.stringify(db.prepare('SELECT * FROM insights').all());
      expect(text).not.toMatch(/4111|Alex Guest|example\.com|555/);
    } finally {
      db.close();
    }
  });
});

describe('the manager’s report', () => {
  const report = buildReport([...stored(EVENTS), ...stored(EVENTS.slice(0, 4))], {
    from: '2026-11-25T00:00:00.000Z',
    to: '2026-11-26T12:00:00.000Z',
    timeZone: 'Europe/Paris',
    directory: DIRECTORY,
  });

  it('counts each journey once, even when a batch came twice', () => {
    expect(report.all.funnel.map((s) => s.journeys)).toEqual([4, 3, 3, 3, 1]);
    expect(report.all.money.payments).toBe(3);
  });

  it('adds the money up: tips given, average, median, fees paid by guests and taken from tips', () => {
    expect(report.all.money).toEqual({
      payments: 3,
      guests: 3,
      tips: 1000 + 500 + 123_400,
      averageTip: Math.round((1000 + 500 + 123_400) / 3),
      medianTip: 1000,
      feesPaidByGuests: 60 + 7_404,
      feesFromTips: 45,
      charged: 1000 + 60 + 500 + 123_400 + 7_404,
    });
    const [hotel, salon] = report.locations;
    expect(salon?.title).toBe('Lumen Salon & Spa');
    expect(salon?.money.tips).toBe(1500);
    expect(hotel?.title).toBe('Harbor View Hotel');
    expect(hotel?.byLanding.map((r) => r.label)).toEqual(['hotel team']);
    // 23:30 UTC is the next day in Paris.
    expect(report.all.byDay.map((r) => r.label)).toEqual(['2026-11-26']);
    expect(salon?.staff).toEqual([{ name: 'Maya', guests: 2 }]);
    expect(hotel?.staff).toEqual([]);
  });

  it('says it in a manager’s words, the fee figure only where guests had the choice', () => {
    const text = formatInsightsText(report);
    expect(text).toContain(
      'Tipwell report, Wed, 25 Nov 2026, 01:00 to Thu, 26 Nov 2026, 13:00 (Europe/Paris time)',
    );
    expect(text).toContain('Tips given: $1,249.00 (average $416.33, median $10.00)');
    expect(text).toContain('Fees paid by guests on top of their tip: $74.64');
    expect(text).toContain('Fees taken from tips: $0.45');
    expect(text).toContain("Charged to guests' cards: $1,323.64");
    expect(text).toContain("a stylist's own code: 2 payments, $15.00 in tips");
    expect(text).toContain('Paid the fee themselves: 1 of 2 guests who had the choice (50%)');
    expect(text).toContain('Failed payments: card declined 1');
    expect(text).toMatch(/page ready in 2\.6 s \(needs work\)/);
    expect(text).toContain('Staff tipped by name: Maya (2 guests)');
    expect(text).not.toMatch(/Landing kind|redirect_failed|LCP|Location 100/);
    const hotel = text.slice(text.indexOf('Harbor View Hotel'), text.indexOf('Lumen Salon'));
    expect(hotel).not.toContain('Paid the fee themselves');
  });

  it('draws a static page: one scale per kind of chart, values on the bars, 14 px text', async () => {
    const html = await formatInsightsHtml(report);
    expect(html).not.toContain('<script');
    expect(html.match(/<svg/g)).toHaveLength(3 * 3);
    expect(html).toMatch(/aria-label="Guests at each step: Opened the page 4, Chose a tip 3/);
    const sizes = [...html.matchAll(/font-size="(\d+)(px)?"/g)].map((m) => Number(m[1]));
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(12);
    const widths = [...html.matchAll(/<svg[^>]* width="(\d+)"/g)].map((m) => Number(m[1]));
    expect(Math.max(...widths)).toBeLessThanOrEqual(358);
    // The hotel's 2 guests are drawn shorter than all 4: one scale across sections.
    const bar = (section: string) => {
      const start = html.indexOf(`<h2>${section}</h2>`);
      return Number(
        /aria-roledescription="bar" d="M0,[\d.]+h([\d.]+)/.exec(html.slice(start))?.[1],
      );
    };
    expect(bar('Harbor View Hotel')).toBeLessThan(bar('All locations'));
    expect(html.match(/\$1,249\.00/g)?.length).toBeGreaterThan(0);
  });

  it('percentiles by nearest rank', () => {
    expect(percentile([], 0.5)).toBeNull();
    expect(percentile([3, 1, 2, 4], 0.5)).toBe(2);
    expect(percentile([3, 1, 2, 4], 0.75)).toBe(3);
  });
});

describe('npm run insights', () => {
  const run = promisify(execFile);
  const script = fileURLToPath(new URL('../insights.ts', import.meta.url));
  const tsx = fileURLToPath(new URL('../../../../node_modules/.bin/tsx', import.meta.url));

  it(
    'prints its usage with --help, and one line and exit 2 for an unknown option',
    { timeout: 60_000 },
    async () => {
      const help = await run(tsx, [script, '--help']);
      expect(help.stdout).toMatch(/^Usage: npm run insights -- \[options\]/);
      expect(help.stdout).toContain('--tz ZONE');
      const wrong = await run(tsx, [script, '--by', 'kind']).catch((error: unknown) => error);
      expect(wrong).toMatchObject({ code: 2, stdout: '' });
      expect((wrong as { stderr: string }).stderr.trim().split('\n')).toHaveLength(1);
      expect((wrong as { stderr: string }).stderr).toMatch(/^insights: .*--by.*\(see --help\)/);
    },
  );
});
