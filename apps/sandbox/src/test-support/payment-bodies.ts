import { openSqlite } from '../db/sqlite';
import type { TestSandbox } from './test-sandbox';

let keyCounter = 0;
export function newKey(): string {
  keyCounter += 1;
  return `key-${Date.now()}-${keyCounter}`;
}

export async function tokenFor(sandbox: TestSandbox, number: string): Promise<string> {
  const response = await sandbox.post('/sandbox-provider/v1/tokens', {
    number,
    expiry: '12/39',
    cvc: '123',
    postalCode: '62701',
    name: 'Avery Guest',
  });
  if (response.status !== 200) throw new Error(`tokenise failed: ${response.body}`);
  return response.json.data.token as string;
}

export function common(source: string): Record<string, unknown> {
  return {
    processor: 'sandbox',
    source,
    deviceTime: '2026-11-23T10:00:00.000Z',
    nameOnCard: 'Avery Guest',
    shopperEmail: 'avery@example.com',
    returnUrl: '/external?redirectData=%7B%22code%22%3A%22L100%22%7D',
  };
}

/** Maya at L100: $10 'medium' with its fee (10.60), or another amount as the guest's own. */
export function webPayment(source: string, amount = '10.60'): Record<string, unknown> {
  const level = amount === '10.60' ? 'medium' : 'custom';
  return {
    ...common(source),
    tips: [{ userUid: '500', locationUid: '100', amount, level }],
  };
}

/** Pool 201 at L200: one night's $5 with its fee (5.45), or another amount as the guest's own. */
export function poolPayment(source: string, amount = '5.45'): Record<string, unknown> {
  const level = amount === '5.45' ? 'low' : 'custom';
  return {
    ...common(source),
    tips: [{ poolUid: '201', amount, level, customerName: 'Diaz', roomNumber: '12' }],
  };
}

export async function pay(
  sandbox: TestSandbox,
  url: string,
  body: unknown,
  key: string = newKey(),
): ReturnType<TestSandbox['post']> {
  return sandbox.post(url, body, { 'idempotency-key': key });
}

/** Rows in a table, read through a second (read-only) handle: WAL lets it see committed writes. */
export function countRows(
  sandbox: TestSandbox,
  table: 'payments' | 'payment_tips' | 'reviews' | 'idempotency_keys',
): number {
  const db = openSqlite(sandbox.dbPath, { readonly: true });
  try {
    return (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
  } finally {
    db.close();
  }
}
