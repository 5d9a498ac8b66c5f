import { describe, expect, it } from 'vitest';
import { processorFrom, startSandbox } from './server';
import { FINGERPRINT, removeDb, tempDbPath } from './test-support/test-sandbox';

describe('startSandbox', () => {
  it('listens on a free port and answers the fingerprint rule over real HTTP', async () => {
    const dbPath = tempDbPath();
    const server = await startSandbox({ port: 0, dbPath, reset: false, processor: 'square-web' });
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const bare = await fetch(`${server.url}/api/core/v2/system-settings/web?locationUid=100`);
      expect(bare.status).toBe(400);
      const answer = await fetch(`${server.url}/api/core/v2/system-settings/web?locationUid=100`, {
        headers: FINGERPRINT,
      });
      expect(await answer.json()).toEqual({ data: { webProcessor: 'square-web' } });
    } finally {
      await server.close();
      removeDb(dbPath);
    }
  });

  it('reads SANDBOX_PROCESSOR strictly', () => {
    expect(processorFrom(undefined)).toBe('sandbox');
    expect(processorFrom('')).toBe('sandbox');
    expect(processorFrom('global-payments-web')).toBe('global-payments-web');
    expect(() => processorFrom('stripe')).toThrow(/SANDBOX_PROCESSOR/);
  });
});
