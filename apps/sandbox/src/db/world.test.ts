import { openSqlite } from './sqlite';
import { describe, expect, it } from 'vitest';
import { DEMO_CARDS } from '../processor/card-outcome';
import { countRows, pay, tokenFor, webPayment } from '../test-support/payment-bodies';
import { openTestSandbox, removeDb, tempDbPath } from '../test-support/test-sandbox';
import { hostileStrings } from './hostile-world';

describe('the seeded world and its database', () => {
  it('keeps payments across restarts and reseeds on reset', async () => {
    const dbPath = tempDbPath();
    try {
      const first = openTestSandbox({ dbPath });
      await pay(
        first,
        '/api/tips/v1/payments/web',
        webPayment(await tokenFor(first, DEMO_CARDS.captured)),
      );
      await first.app.close();
      const second = openTestSandbox({ dbPath });
      expect(countRows(second, 'payments')).toBe(1);
      await second.app.close();
      const reset = openTestSandbox({ dbPath, reset: true });
      expect(countRows(reset, 'payments')).toBe(0);
      expect((await reset.get('/api/core/v3/web/locations/100')).status).toBe(200);
      await reset.app.close();
    } finally {
      removeDb(dbPath);
    }
  });

  it('gives every person an SVG avatar and L100 an SVG logo', async () => {
    const sandbox = openTestSandbox();
    try {
      const db = openSqlite(sandbox.dbPath, { readonly: true });
      const avatars = db.prepare('SELECT uid, avatar FROM users').all() as {
        uid: string;
        avatar: string;
      }[];
      db.close();
      expect(avatars.map((a) => a.uid)).toEqual(['500', '501', '502', '503', '504', '505', '506']);
      for (const { avatar } of avatars) {
        const image = await sandbox.app.inject({ method: 'GET', url: avatar });
        expect(image.statusCode).toBe(200);
        expect(image.headers['content-type']).toBe('image/svg+xml');
        expect(image.body).toMatch(/^<svg [^>]*viewBox="0 0 96 96"/);
      }
      const logo = await sandbox.app.inject({
        method: 'GET',
        url: '/sandbox-assets/logos/100.svg',
      });
      expect(logo.body).toContain('#6C4AB6');
      for (const url of [
        '/sandbox-assets/logos/200.svg',
        '/sandbox-assets/avatars/999.svg',
        '/sandbox-assets/avatars/..%2f500.svg',
      ]) {
        expect((await sandbox.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      }
    } finally {
      await sandbox.close();
    }
  });

  it('seeds a hostile world with the same codes, whose text the SVGs escape', async () => {
    const sandbox = openTestSandbox({ seed: 'hostile' });
    try {
      const location = (await sandbox.get('/api/core/v3/web/locations/100')).json.data;
      expect(location.name).toBe(hostileStrings.markup);
      const users = (await sandbox.get('/api/core/v3/web/locations/100/payload')).json.data.users;
      expect(users).toHaveLength(4);
      const logo = await sandbox.app.inject({
        method: 'GET',
        url: '/sandbox-assets/logos/100.svg',
      });
      expect(logo.body).not.toContain('<img');
      const intent = await sandbox.post('/api/tips/v1/payments/intent', {
        deviceId: 'd',
        intent: 'tab-42',
      });
      expect(intent.status).toBe(200);
    } finally {
      await sandbox.close();
    }
  });
});
