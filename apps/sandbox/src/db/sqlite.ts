import { pathToFileURL } from 'node:url';
import Libsql from 'libsql';

/**
 * The SQLite driver behind one small interface (decision 0043): libsql 0.5 ships prebuilt binaries
 * on npm and speaks better-sqlite3's API, with differences this module takes out:
 * - `get()` rows carry an extra enumerable `_metadata` (timing) field: removed here;
 * - the `readonly` and `fileMustExist` options are ignored (and `db.readonly` is always false):
 *   a read-only database is opened as a `mode=ro` URI, which also refuses a missing file;
 * - `pragma(…, { simple: true })` returns the row, not the value; a lone `null` parameter is taken
 *   for named parameters; a boolean parameter aborts the process (a Rust panic): values are
 *   checked here and refused with a TypeError, as better-sqlite3 does;
 * - no default busy timeout (better-sqlite3's is 5 s): set on every connection.
 */

export interface RunResult {
  readonly changes: number;
  readonly lastInsertRowid: number | bigint;
}

export interface SqliteStatement {
  run(...params: unknown[]): RunResult;
  get(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
}

/** Runs the function in BEGIN … COMMIT (`immediate()`: BEGIN IMMEDIATE); ROLLBACK if it throws. */
export interface SqliteTransaction<T> {
  (): T;
  immediate(): T;
}

export interface SqliteDatabase {
  readonly readonly: boolean;
  prepare(sql: string): SqliteStatement;
  exec(sql: string): void;
  pragma(source: string, options?: { readonly simple?: boolean }): unknown;
  transaction<T>(fn: () => T): SqliteTransaction<T>;
  close(): void;
}

export interface OpenSqliteOptions {
  /** Open for reading only; the file must exist. */
  readonly readonly?: boolean;
}

type Bindable = null | number | bigint | string | Uint8Array;

function bindable(value: unknown): value is Bindable {
  return (
    value === null ||
    typeof value === 'number' ||
    typeof value === 'bigint' ||
    typeof value === 'string' ||
    value instanceof Uint8Array
  );
}

function refuse(value: unknown): never {
  throw new TypeError(
    `SQLite can only bind numbers, strings, bigints, buffers and null (got ${typeof value})`,
  );
}

/** One argument for libsql: the named parameters' object, or the positional values as one array. */
function parameters(params: readonly unknown[]): Record<string, Bindable> | Bindable[] {
  const [first] = params;
  if (
    params.length === 1 &&
    typeof first === 'object' &&
    first !== null &&
    !Array.isArray(first) &&
    !(first instanceof Uint8Array)
  ) {
    for (const value of Object.values(first)) if (!bindable(value)) refuse(value);
    return first as Record<string, Bindable>;
  }
  const values = params.flat();
  for (const value of values) if (!bindable(value)) refuse(value);
  return values as Bindable[];
}

function withoutMetadata(row: unknown): unknown {
  if (typeof row !== 'object' || row === null || !('_metadata' in row)) return row;
  const { _metadata: _, ...rest } = row as Record<string, unknown>;
  return rest;
}

function statement(raw: ReturnType<Libsql.Database['prepare']>): SqliteStatement {
  return {
    run: (...params) => {
      const { changes, lastInsertRowid } = raw.run(parameters(params));
      return { changes, lastInsertRowid };
    },
    get: (...params) => withoutMetadata(raw.get(parameters(params))),
    all: (...params) => raw.all(parameters(params)),
  };
}

export function openSqlite(path: string, options: OpenSqliteOptions = {}): SqliteDatabase {
  const readonly = options.readonly === true;
  const raw = new Libsql(readonly ? `${pathToFileURL(path).href}?mode=ro` : path);
  raw.exec('PRAGMA busy_timeout = 5000');
  const db: SqliteDatabase = {
    readonly,
    prepare: (sql) => statement(raw.prepare(sql)),
    exec: (sql) => {
      raw.exec(sql);
    },
    pragma: (source, pragmaOptions) => {
      const query = db.prepare(`PRAGMA ${source}`);
      if (pragmaOptions?.simple !== true) return query.all();
      const row = query.get();
      return row === undefined ? undefined : Object.values(row as object)[0];
    },
    transaction: <T>(fn: () => T) => {
      const wrapped = raw.transaction(fn);
      return Object.assign(() => wrapped(), { immediate: () => wrapped.immediate() });
    },
    close: () => {
      raw.close();
    },
  };
  return db;
}
