import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { openSqlite } from '../db/sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CARDS } from '../processor/card-outcome';
import { newKey, pay, poolPayment, tokenFor, webPayment } from '../test-support/payment-bodies';
import { type TestSandbox, openTestSandbox, tempDbPath } from '../test-support/test-sandbox';
import { formatReport } from './format-report';

describe('sandbox report', () => {
  let sandbox: TestSandbox;
  const key = newKey();
  beforeAll(async () => {
    sandbox = openTestSandbox();
    const paid = await pay(
      sandbox,
      '/api/tips/v1/payments/web',
      webPayment(await tokenFor(sandbox, DEMO_CARDS.captured)),
      key,
    );
    await pay(
      sandbox,
      '/api/tips/v1/payments/web',
      webPayment(await tokenFor(sandbox, DEMO_CARDS.insufficientFunds), '5.45'),
    );
    const big = webPayment(await tokenFor(sandbox, DEMO_CARDS.captured), '10300.30');
    await pay(sandbox, '/api/tips/v1/payments/web', {
      ...big,
      tips: [
        { ...(big['tips'] as Record<string, unknown>[])[0], amount: '10300.30', level: 'custom' },
      ],
    });
    const stay = poolPayment(await tokenFor(sandbox, DEMO_CARDS.captured), '15.75');
    await pay(sandbox, '/api/tips/v1/payments/pool-web', {
      ...stay,
      tips: [
        {
          poolUid: '201',
          amount: '15.75',
          level: 'low',
          customerName: 'Rosa Diaz',
          roomNumber: '12',
        },
      ],
    });
    await sandbox.post(
      '/api/tips/web/v1/reviews',
      { tipUids: [paid.json.data.tips[0].uid], rating: 4, comment: 'Great "cut"' },
      { 'idempotency-key': newKey() },
    );
  });
  afterAll(() => sandbox.close());

  it('lists payments with status, key, last four and tips, then reviews', () => {
    const db = openSqlite(sandbox.dbPath, { readonly: true });
    const text = formatReport(db);
    db.close();
    expect(text).toContain('Payments (4)');
    expect(text).toMatch(
      new RegExp(
        `pay_\\S+  captured  web/sandbox  \\$10\\.60  key ${key}  card \\*\\*\\*\\*1111 \\(visa\\)`,
      ),
    );
    expect(text).toMatch(/failed .* card \*\*\*\*9995 .* reason insufficient_funds/);
    // The tip and the fee apart: Maya's $10 tip, the $0.60 fee the guest paid on top.
    expect(text).toMatch(
      /tip tip_\S+ {2}user 500 \(Maya Chen\) {2}location 100 {2}tip \$10\.00 {2}fee \$0\.60 paid by the guest {2}charged \$10\.60 {2}medium/,
    );
    // Thousands grouped.
    expect(text).toMatch(
      /tip \$10,000\.00 {2}fee \$300\.30 paid by the guest {2}charged \$10,300\.30 {2}custom/,
    );
    // A hotel guest's last name and nights (Housekeeping tips $5.00 a night).
    expect(text).toMatch(
      /pool 201 \(Housekeeping\) .*tip \$15\.00 {2}fee \$0\.75 paid by the guest .* guest Diaz, room 12, 3 nights/,
    );
    expect(text).toContain('Reviews (1)');
    expect(text).toMatch(/rating 4\/5 .*"Great \\"cut\\""/);
  });

  it('runs as `npm run sandbox:report` against SANDBOX_DB, and says so when there is no database', () => {
    const script = fileURLToPath(new URL('../report.ts', import.meta.url));
    const tsx = fileURLToPath(new URL('../../../../node_modules/.bin/tsx', import.meta.url));
    const output = execFileSync(tsx, [script], {
      env: { ...process.env, SANDBOX_DB: sandbox.dbPath },
      encoding: 'utf8',
    });
    expect(output).toContain(`Sandbox database ${sandbox.dbPath}`);
    expect(output).toContain('Payments (4)');
    const missing = tempDbPath();
    const none = execFileSync(tsx, [script], {
      env: { ...process.env, SANDBOX_DB: missing },
      encoding: 'utf8',
    });
    expect(none).toContain('No sandbox database');
  });
});
