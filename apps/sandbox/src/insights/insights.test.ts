import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestSandbox, removeDb, type TestSandbox } from '../test-support/test-sandbox';
import { InsightsRepository, type StoredInsight } from './insights-repository';
import { buildReport, percentile } from './insights-report';
import { formatInsightsHtml, formatInsightsText } from './format-insights';

type Event = Omit<StoredInsight, 'receivedAt'>;

function journey(
  id: string,
  kind: string,
  steps: readonly [string, number, Partial<Event>?][],
): Event[] {
  return steps.map(([type, at, extra]) => ({
    type,
    journey: id,
    at,
    step: 'landing',
    kind,
    location: '100',
    lang: 'en-US',
    level: null,
    feeOn: null,
    reason: null,
    error: null,
    vital: null,
    value: null,
    ...extra,
  }));
}

const EVENTS: Event[] = [
  ...journey('a', 'U', [
    ['landed', 100],
    ['tip-chosen', 2000, { level: 'medium' }],
    ['payment-attempted', 5000, { feeOn: true }],
    ['payment-captured', 8100],
    ['review-sent', 12000],
    ['vital', 300, { vital: 'LCP', value: 1200 }],
    ['vital', 300, { vital: 'CLS', value: 50 }],
  ]),
  ...journey('b', 'U', [
    ['landed', 0],
    ['tip-chosen', 1000, { level: 'low' }],
    ['payment-attempted', 3000, { feeOn: false }],
    ['payment-failed', 4000, { reason: 'refused' }],
    ['payment-attempted', 6000, { feeOn: true }],
    ['payment-captured', 10000],
    ['vital', 300, { vital: 'LCP', value: 2500 }],
  ]),
  ...journey('c', 'S', [
    ['landed', 0],
    ['tip-chosen', 1000, { level: 'high' }],
  ]),
  ...journey('d', 'S', [['landed', 0]]),
];

describe('the insights collector and report', () => {
  let sandbox: TestSandbox;
  beforeAll(() => {
    sandbox = openTestSandbox();
  });
  afterAll(async () => {
    await sandbox.close();
    removeDb(sandbox.dbPath);
  });

  it('keeps what the server hands on, and refuses what is not an event batch', async () => {
    expect((await sandbox.post('/collector/events', { events: EVENTS })).status).toBe(204);
    expect((await sandbox.post('/collector/events', { events: [{ type: 'x' }] })).status).toBe(422);
    const db = new Database(sandbox.dbPath, { readonly: true });
    try {
      const kept = new InsightsRepository(db).between('2000-01-01', '2100-01-01');
      expect(kept).toHaveLength(EVENTS.length);
      expect(kept[1]).toMatchObject({ type: 'tip-chosen', level: 'medium', journey: 'a' });
    } finally {
      db.close();
    }
  });

  it('prints the funnel, timings, fee share, failures and vitals per landing kind', () => {
    const events = EVENTS.map((e) => ({ ...e, receivedAt: '2026-11-25T00:00:00.000Z' }));
    const report = buildReport(events, { from: 'A', to: 'B', groupBy: 'kind' });
    const all = report.groups[0];
    expect(all?.funnel.map((s) => s.journeys)).toEqual([4, 3, 2, 2, 1]);
    expect(all?.funnel[1]?.fromPrevious).toBe(0.75);
    expect(all?.timeToCaptured).toEqual({ median: 8000, p75: 10000 });
    expect(all?.feeKeptOn).toEqual({ share: 1, of: 2 });
    expect(all?.failures).toEqual([{ reason: 'refused', count: 1 }]);
    expect(all?.vitals).toMatchObject({ LCP: 2500, CLS: 0.05, INP: null });
    expect(report.groups.map((g) => g.group)).toEqual(['All', 'S', 'U']);
    const text = formatInsightsText(report);
    expect(text).toContain('Landed to captured: 50%');
    expect(text).toContain('median 8.0 s, p75 10.0 s');
    expect(text).toContain('Landing kind S');
    expect(formatInsightsHtml(report)).toMatch(/<svg role="img" aria-label="Funnel of All"/);
  });

  it('percentiles by nearest rank', () => {
    expect(percentile([], 0.5)).toBeNull();
    expect(percentile([3, 1, 2, 4], 0.5)).toBe(2);
    expect(percentile([3, 1, 2, 4], 0.75)).toBe(3);
  });
});
