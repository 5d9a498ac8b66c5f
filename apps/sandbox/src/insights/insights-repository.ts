import type { SqliteDatabase } from '../db/sqlite';

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
  readonly tipCents: number | null;
  readonly feeCents: number | null;
  readonly feeBy: string | null;
  readonly feeChoice: boolean | null;
  /** User uids tipped by name (none for a team's pool). */
  readonly staff: readonly string[];
  /** The payments the press captured (two when users and pools were paid together). */
  readonly payments: number | null;
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
/** Columns added since the table was first made (issue 43): added to an older table in place. */
const ADDED = {
  tip_cents: 'INTEGER',
  fee_cents: 'INTEGER',
  fee_by: 'TEXT',
  fee_choice: 'INTEGER',
  staff: 'TEXT',
  payments: 'INTEGER',
} as const;
const COLUMNS = [
  'received_at',
  'type',
  'journey',
  'at',
  'step',
  'kind',
  'location',
  'lang',
  'level',
  'fee_on',
  'reason',
  'error',
  'vital',
  'value',
  ...Object.keys(ADDED),
];

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
  tip_cents?: number | null;
  fee_cents?: number | null;
  fee_by?: string | null;
  fee_choice?: number | null;
  staff?: string | null;
  payments?: number | null;
}

const flag = (value: boolean | null): number | null => (value === null ? null : Number(value));
const bool = (value: number | null | undefined): boolean | null =>
  value === null || value === undefined ? null : value === 1;

function staffOf(text: string | null | undefined): string[] {
  if (!text) return [];
  const value = JSON.parse(text) as unknown;
  return Array.isArray(value) ? value.filter((uid): uid is string => typeof uid === 'string') : [];
}

/** The collector's store: the stand-in for the real insights collector (decision 0022). */
export class InsightsRepository {
  constructor(private readonly db: SqliteDatabase) {
    if (db.readonly) return;
    db.exec(TABLE);
    const present = new Set(
      (db.prepare('PRAGMA table_info(insights)').all() as { name: string }[]).map((c) => c.name),
    );
    for (const [column, type] of Object.entries(ADDED)) {
      if (!present.has(column)) db.exec(`ALTER TABLE insights ADD COLUMN ${column} ${type}`);
    }
  }

  insertAll(events: readonly Omit<StoredInsight, 'receivedAt'>[], receivedAt: string): void {
    const insert = this.db.prepare(
      `INSERT INTO insights (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map(() => '?').join(', ')})`,
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
          flag(e.feeOn),
          e.reason,
          e.error,
          e.vital,
          e.value,
          e.tipCents,
          e.feeCents,
          e.feeBy,
          flag(e.feeChoice),
          e.staff.length === 0 ? null : JSON.stringify(e.staff),
          e.payments,
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
      feeOn: bool(row.fee_on),
      reason: row.reason,
      error: row.error,
      vital: row.vital,
      value: row.value,
      tipCents: row.tip_cents ?? null,
      feeCents: row.fee_cents ?? null,
      feeBy: row.fee_by ?? null,
      feeChoice: bool(row.fee_choice),
      staff: staffOf(row.staff),
      payments: row.payments ?? null,
    }));
  }
}
