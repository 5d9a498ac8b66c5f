import { describe, expect, it, vi } from 'vitest';
import type { JourneyEvent } from '@tipwell/core';
import { BeaconJourneyLog, declinesTracking } from './beacon-journey-log';

function event(n: number): JourneyEvent {
  return {
    type: 'step',
    journey: 'j-1',
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
  it('sends a batch by beacon every few events, off the tap', async () => {
    const sendBeacon = vi.fn(() => true);
    const deferred: (() => void)[] = [];
    const log = new BeaconJourneyLog({
      url: '/api/insights',
      transport: { sendBeacon },
      batchSize: 3,
      defer: (run) => deferred.push(run),
    });
    log.record(event(1));
    log.record(event(2));
    expect(deferred).toHaveLength(0);
    log.record(event(3));
    expect(sendBeacon).not.toHaveBeenCalled();
    deferred.forEach((run) => run());
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(await bodies(sendBeacon.mock.calls)).toEqual([
      { events: [event(1), event(2), event(3)] },
    ]);
  });

  it('sends what waits when the page is hidden, and falls back to fetch with keepalive', async () => {
    const sendBeacon = vi.fn(() => false);
    const fetch = vi.fn(() => Promise.resolve());
    const log = new BeaconJourneyLog({ url: '/api/insights', transport: { sendBeacon, fetch } });
    const target = new EventTarget();
    const doc = { visibilityState: 'visible' };
    log.listen(target, doc);
    log.record(event(1));
    target.dispatchEvent(new Event('visibilitychange'));
    expect(fetch).not.toHaveBeenCalled();
    doc.visibilityState = 'hidden';
    target.dispatchEvent(new Event('visibilitychange'));
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
