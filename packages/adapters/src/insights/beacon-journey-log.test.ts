import { describe, expect, it, vi } from 'vitest';
import type { JourneyEvent } from '@tipwell/core';
import { BeaconJourneyLog, declinesTracking } from './beacon-journey-log';

function event(n: number): JourneyEvent {
  return {
    type: 'step',
    journey: '00000000-0000-4000-8000-000000000001',
    at: n,
    step: 'landing',
    kind: 'U',
    location: null,
    lang: 'en-US',
  };
}

async function bodies(calls: readonly unknown[][]): Promise<unknown[]> {
  return Promise.all(
    calls.map(async ([, blob]) => JSON.parse(await (blob as Blob).text()) as unknown),
  );
}

describe('BeaconJourneyLog', () => {
  function setUp(answers: (number | Error)[]) {
    const deferred: (() => void)[] = [];
    const waits: number[] = [];
    const timers: (() => void)[] = [];
    const sent: unknown[] = [];
    const fetch = vi.fn((_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)));
      const answer = answers.shift() ?? 204;
      return answer instanceof Error
        ? Promise.reject(answer)
        : Promise.resolve({ status: answer, headers: new Headers() });
    });
    const sendBeacon = vi.fn(() => true);
    const log = new BeaconJourneyLog({
      url: '/api/insights',
      transport: { fetch, sendBeacon },
      batchSize: 3,
      defer: (run) => deferred.push(run),
      wait: (run, ms) => {
        waits.push(ms);
        timers.push(run);
      },
      random: () => 0.5,
    });
    const runDeferred = async () => {
      deferred.splice(0).forEach((run) => run());
      await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
      await Promise.resolve();
    };
    return { log, fetch, sendBeacon, sent, deferred, waits, timers, runDeferred };
  }

  it('sends a batch every few events, off the tap, and forgets it once acknowledged', async () => {
    const { log, fetch, sent, deferred, runDeferred } = setUp([204]);
    log.record(event(1));
    log.record(event(2));
    expect(deferred).toHaveLength(0);
    log.record(event(3));
    expect(fetch).not.toHaveBeenCalled();
    await runDeferred();
    expect(sent).toEqual([{ events: [event(1), event(2), event(3)] }]);
    await vi.waitFor(() => expect(log.waiting).toBe(0));
    expect(fetch).toHaveBeenCalledWith(
      '/api/insights',
      expect.objectContaining({ keepalive: true, method: 'POST', credentials: 'omit' }),
    );
  });

  it("sends a payment's outcome at once with what waits, not with the next few events", async () => {
    const { log, sent, deferred, runDeferred } = setUp([204, 204]);
    log.record(event(1));
    const captured: JourneyEvent = { ...event(2), type: 'payment-captured' };
    log.record(captured);
    expect(deferred).toHaveLength(1);
    await runDeferred();
    expect(sent).toEqual([{ events: [event(1), captured] }]);
    await vi.waitFor(() => expect(log.waiting).toBe(0));
    log.record(event(3));
    log.record({ ...event(4), type: 'payment-failed', reason: 'refused' });
    expect(deferred).toHaveLength(1);
  });

  it('keeps a batch refused for its rate, unanswered or failed upstream, and sends it again with backoff', async () => {
    const { log, sent, waits, timers, runDeferred } = setUp([429, new TypeError('offline'), 503]);
    for (const n of [1, 2, 3]) log.record(event(n));
    await runDeferred();
    await vi.waitFor(() => expect(timers).toHaveLength(1));
    log.record(event(4));
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await vi.waitFor(() => expect(timers.length).toBeGreaterThan(0));
      timers.shift()?.();
      await vi.waitFor(() => expect(sent).toHaveLength(attempt + 2));
    }
    // 1 s, 2 s, 4 s, each with jitter (here ×0.75).
    expect(waits).toEqual([750, 1500, 3000]);
    expect(sent.at(-1)).toEqual({ events: [event(1), event(2), event(3), event(4)] });
    await vi.waitFor(() => expect(log.waiting).toBe(0));
  });

  it('drops a batch the server will never take (400, 413), and bounds the queue', async () => {
    const { log, sent, runDeferred, timers } = setUp([400]);
    for (const n of [1, 2, 3]) log.record(event(n));
    await runDeferred();
    await vi.waitFor(() => expect(log.waiting).toBe(0));
    expect(timers).toHaveLength(0);
    expect(sent).toHaveLength(1);
    const idle = new BeaconJourneyLog({ url: '/api/insights', transport: {}, batchSize: 500 });
    for (let n = 0; n < 300; n += 1) idle.record(event(n));
    expect(idle.waiting).toBe(200);
  });

  it('sends what waits by beacon when the page is hidden or left, and falls back to fetch with keepalive', async () => {
    const sendBeacon = vi.fn(() => false);
    const fetch = vi.fn(() => Promise.resolve({ status: 204 }));
    const log = new BeaconJourneyLog({ url: '/api/insights', transport: { sendBeacon, fetch } });
    const target = new EventTarget();
    const doc = { visibilityState: 'visible' };
    log.listen(target, doc);
    log.record(event(1));
    target.dispatchEvent(new Event('visibilitychange'));
    expect(sendBeacon).not.toHaveBeenCalled();
    doc.visibilityState = 'hidden';
    target.dispatchEvent(new Event('visibilitychange'));
    expect(await bodies(sendBeacon.mock.calls)).toEqual([{ events: [event(1)] }]);
    expect(fetch).toHaveBeenCalledWith(
      '/api/insights',
      expect.objectContaining({ keepalive: true, method: 'POST' }),
    );
    target.dispatchEvent(new Event('pagehide'));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('Do Not Track and Global Privacy Control decline', () => {
    expect(declinesTracking({ doNotTrack: '1' })).toBe(true);
    expect(declinesTracking({ globalPrivacyControl: true })).toBe(true);
    expect(declinesTracking({}, { doNotTrack: '1' })).toBe(true);
    expect(declinesTracking({ doNotTrack: '0', globalPrivacyControl: false })).toBe(false);
  });
});
