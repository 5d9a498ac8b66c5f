import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { openSqlite, type SqliteDatabase } from './sqlite';
import { SCHEMA_VERSION, createTables, dropAllTables } from './schema';
import { type SeedName, seedWorld, worldFor } from './seed';

export interface OpenDatabaseOptions {
  readonly dbPath: string;
  readonly seed?: SeedName | undefined;
  /** Drop everything and reseed (SANDBOX_RESET=1). */
  readonly reset?: boolean | undefined;
}

/**
 * Opens the sandbox database, creating the file and seeding the world when it is new, older than
 * this schema, or when a reset is asked for. An existing world (and its payments) is kept.
 */
export function openDatabase(options: OpenDatabaseOptions): SqliteDatabase {
  if (options.dbPath !== ':memory:') mkdirSync(dirname(options.dbPath), { recursive: true });
  const db = openSqlite(options.dbPath);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  const version = db.pragma('user_version', { simple: true }) as number;
  if (options.reset === true || version !== SCHEMA_VERSION) {
    // Foreign keys cannot be switched inside a transaction; tables drop in any order without them.
    db.pragma('foreign_keys = OFF');
    db.transaction(() => {
      dropAllTables(db);
      createTables(db);
    })();
    db.pragma('foreign_keys = ON');
    seedWorld(db, worldFor(options.seed ?? 'demo'));
  }
  return db;
}
