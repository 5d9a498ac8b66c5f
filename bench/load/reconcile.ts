import { openSqlite } from '@tipwell/sandbox';
import type { GuestStats } from './guest-flow';

export interface Reconciliation {
  readonly ok: boolean;
  /** Payments answered 200, by distinct Idempotency-Key. */
  readonly acknowledged: number;
  /** Rows in payments. */
  readonly stored: number;
  /** Sent when the run stopped and never answered: stored or not, neither is a fault. */
  readonly inFlight: number;
  readonly inFlightStored: number;
  readonly duplicateKeys: number;
  /** Acknowledged keys with no row, or whose row has another reference. */
  readonly lost: number;
  /** Rows whose key was never acknowledged (nor in flight), or was answered with an error. */
  readonly unexplained: number;
  readonly replays: number;
  readonly replayMismatches: number;
  readonly problems: readonly string[];
}

/** Compares what the guests were told with what the sandbox's database holds, read-only. */
export function reconcile(dbPath: string, stats: GuestStats): Reconciliation {
  const db = openSqlite(dbPath, { readonly: true });
  let rows: { key: string | null; reference: string }[];
  try {
    rows = db
      .prepare('SELECT idempotency_key AS key, reference FROM payments')
      .all() as typeof rows;
  } finally {
    db.close();
  }
  const byKey = new Map<string, string[]>();
  for (const row of rows) {
    const key = row.key ?? '(no key)';
    byKey.set(key, [...(byKey.get(key) ?? []), row.reference]);
  }
  const problems: string[] = [];
  const duplicateKeys = [...byKey].filter(([, refs]) => refs.length > 1);
  for (const [key, refs] of duplicateKeys.slice(0, 5))
    problems.push(`duplicate ${key}: ${refs.join(', ')}`);

  let acknowledged = 0;
  let inFlight = 0;
  let inFlightStored = 0;
  let lost = 0;
  for (const [key, reference] of stats.acknowledged) {
    const stored = byKey.get(key) ?? [];
    if (reference === null) {
      inFlight += 1;
      if (stored.length > 0) inFlightStored += 1;
      continue;
    }
    acknowledged += 1;
    if (stored.length !== 1 || stored[0] !== reference) {
      lost += 1;
      if (lost <= 5)
        problems.push(`acknowledged ${key} (${reference}) stored as [${stored.join(', ')}]`);
    }
  }
  let unexplained = 0;
  for (const key of byKey.keys()) {
    if (!stats.acknowledged.has(key) || stats.refused.has(key)) {
      unexplained += 1;
      if (unexplained <= 5) problems.push(`stored ${key} was never acknowledged`);
    }
  }
  problems.push(...stats.replayMismatches.slice(0, 5).map((m) => `replay ${m}`));
  const ok =
    acknowledged > 0 &&
    duplicateKeys.length === 0 &&
    lost === 0 &&
    unexplained === 0 &&
    stats.replayMismatches.length === 0 &&
    rows.length === acknowledged + inFlightStored;
  if (acknowledged === 0) problems.push('no payment was acknowledged');
  return {
    ok,
    acknowledged,
    stored: rows.length,
    inFlight,
    inFlightStored,
    duplicateKeys: duplicateKeys.length,
    lost,
    unexplained,
    replays: stats.replays,
    replayMismatches: stats.replayMismatches.length,
    problems,
  };
}
