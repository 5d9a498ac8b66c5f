import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppTipping } from './create-tipping';
import { createFakeWorld, fakeServices } from './fake-services';
import { startInsights } from './start-insights';

function sent(beacon: ReturnType<typeof vi.fn>): Promise<string[]> {
  return Promise.all(beacon.mock.calls.map(([, body]) => (body as Blob).text()));
}

describe('startInsights', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  function setUp(config: { insightsUrl: string }, privacy: Record<string, unknown> = {}) {
    const beacon = vi.fn(() => true);
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator) as Navigator, { sendBeacon: beacon, ...privacy }),
    );
    const services = fakeServices(createFakeWorld(), config);
    const core = createAppTipping(services);
    return { beacon, started: () => startInsights(core, services), core };
  }

  it('starts nothing when the server turned insights off', () => {
    const { started, beacon } = setUp({ insightsUrl: '' });
    expect(started()).toBe(false);
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).not.toHaveBeenCalled();
  });

  it.each([{ doNotTrack: '1' }, { globalPrivacyControl: true }])(
    'starts nothing when the browser objects (%o)',
    (privacy) => {
      const { started, beacon } = setUp({ insightsUrl: '/api/insights' }, privacy);
      expect(started()).toBe(false);
      window.dispatchEvent(new Event('pagehide'));
      expect(beacon).not.toHaveBeenCalled();
    },
  );

  it('sends the journey by beacon when the page is hidden, in the page language', async () => {
    document.documentElement.lang = 'en-US';
    const { started, beacon, core } = setUp({ insightsUrl: '/api/insights' });
    expect(started()).toBe(true);
    await core.entry.openCode('U500');
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledWith('/api/insights', expect.any(Blob));
    const [body] = await sent(beacon);
    const events = (JSON.parse(body ?? '{}') as { events: { type: string; lang: string }[] })
      .events;
    expect(events.map((e) => e.type)).toContain('landed');
    expect(events.every((e) => e.lang === 'en-US')).toBe(true);
  });

  it('tells the class of an error the app caught, not its text', async () => {
    const { started, beacon } = setUp({ insightsUrl: '/api/insights' });
    const write = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(started()).toBe(true);
    console.error('payment request', new TypeError('guest@example.com'));
    expect(write).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pagehide'));
    const body = (await sent(beacon)).join('');
    expect(body).toContain('"error":"TypeError"');
    expect(body).not.toContain('guest@example.com');
  });
});
