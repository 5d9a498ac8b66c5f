import type Database from 'better-sqlite3';

/** One journey event as the collector keeps it (the server validated its closed shape). */
export interface StoredInsight {
  readonly receivedAt: string;
  readonly type: string;
  readonly journey: string;
  readonly at: number;
  readonly step: string;
  readonly kind: string | null;
  readonly location: string | null;
  readonly lang: string;
  readonly level: string | null;
  readonly feeOn: boolean | null;
  readonly reason: string | null;
  readonly error: string | null;
  readonly vital: string | null;
  readonly value: number | null;
}

// Its own table, made when missing: the sandbox's world (schema.ts) is reseeded without it.
const TABLE = `
CREATE TABLE IF NOT EXISTS insights (
  received_at TEXT NOT NULL, type TEXT NOT NULL, journey TEXT NOT NULL, at INTEGER NOT NULL,
  step TEXT NOT NULL, kind TEXT, location TEXT, lang TEXT NOT NULL, level TEXT, fee_on INTEGER,
  reason TEXT, error TEXT, vital TEXT, value INTEGER
);
CREATE INDEX IF NOT EXISTS insights_received ON insights (received_at);
`;

interface Row {
  received_at: string;
  type: string;
  journey: string;
  at: number;
  step: string;
  kind: string | null;
  location: string | null;
  lang: string;
  level: string | null;
  fee_on: number | null;
  reason: string | null;
  error: string | null;
  vital: string | null;
  value: number | null;
}

/** The collector's store: the stand-in for the real insights collector (decision 0022). */
export class InsightsRepository {
  constructor(private readonly db: Database.Database) {
    if (!db.readonly) db.exec(TABLE);
  }

  insertAll(events: readonly Omit<StoredInsight, 'receivedAt'>[], receivedAt: string): void {
    const insert = this.db.prepare(
      'INSERT INTO insights VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    this.db.transaction(() => {
      for (const e of events) {
        insert.run(
          receivedAt,
          e.type,
          e.journey,
          e.at,
          e.step,
          e.kind,
          e.location,
          e.lang,
          e.level,
          e.feeOn === null ? null : Number(e.feeOn),
          e.reason,
          e.error,
          e.vital,
          e.value,
        );
      }
    })();
  }

  /** Events received in [from, to) (ISO times), oldest first; none when the table is missing. */
  between(from: string, to: string): StoredInsight[] {
    const exists = this.db
      .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'insights'")
      .get();
    if (exists === undefined) return [];
    const rows = this.db
      .prepare(
        'SELECT * FROM insights WHERE received_at >= ? AND received_at < ? ORDER BY received_at, rowid',
      )
      .all(from, to) as Row[];
    return rows.map((row) => ({
      receivedAt: row.received_at,
      type: row.type,
      journey: row.journey,
      at: row.at,
      step: row.step,
      kind: row.kind,
      location: row.location,
      lang: row.lang,
      level: row.level,
      feeOn: row.fee_on === null ? null : row.fee_on === 1,
      reason: row.reason,
      error: row.error,
      vital: row.vital,
      value: row.value,
    }));
  }
}
