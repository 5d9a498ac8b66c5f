import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqlite } from './sqlite';

// The better-sqlite3 behaviours the sandbox relies on, kept over libsql 0.5 (decision 0043).
describe('openSqlite', () => {
  const dirs: string[] = [];
  const fresh = (): string => {
    const dir = mkdtempSync(join(tmpdir(), 'tipwell-sqlite-'));
    dirs.push(dir);
    return join(dir, 'test.db');
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('reads rows with their columns only, and statements report changes', () => {
    const db = openSqlite(':memory:');
    db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, cents INTEGER NOT NULL, note TEXT)');
    const insert = db.prepare('INSERT INTO t (cents, note) VALUES (?, ?)');
    expect(insert.run(1250, null)).toEqual({ changes: 1, lastInsertRowid: 1 });
    expect(db.prepare('SELECT * FROM t WHERE id = ?').get(1)).toEqual({
      id: 1,
      cents: 1250,
      note: null,
    });
    expect(db.prepare('SELECT * FROM t WHERE id = ?').get(2)).toBeUndefined();
    expect(db.prepare('SELECT cents FROM t WHERE note IS ?').all(null)).toEqual([{ cents: 1250 }]);
    expect(db.prepare('SELECT id FROM t WHERE cents = @cents').get({ cents: 1250 })).toEqual({
      id: 1,
    });
    db.close();
  });

  it('refuses values SQLite cannot bind with a TypeError, and stays up', () => {
    const db = openSqlite(':memory:');
    const select = db.prepare('SELECT ? AS v');
    for (const value of [true, undefined, [{}], () => 1]) {
      expect(() => select.get(value), String(value)).toThrow(TypeError);
    }
    expect(() => db.prepare('SELECT @v AS v').get({ v: false })).toThrow(TypeError);
    expect(select.get(7n)).toEqual({ v: 7 });
    db.close();
  });

  it('gives a pragma its value when asked for it simply', () => {
    const db = openSqlite(':memory:');
    db.pragma('user_version = 7');
    expect(db.pragma('user_version', { simple: true })).toBe(7);
    expect(db.pragma('user_version')).toEqual([{ user_version: 7 }]);
    expect(db.pragma('busy_timeout', { simple: true })).toBe(5000);
    db.close();
  });

  it('commits a transaction whole, or nothing when it throws', () => {
    const db = openSqlite(':memory:');
    db.exec('CREATE TABLE t (n INTEGER)');
    const insert = db.prepare('INSERT INTO t (n) VALUES (?)');
    expect(
      db
        .transaction(() => {
          insert.run(1);
          insert.run(2);
          return 'done';
        })
        .immediate(),
    ).toBe('done');
    expect(() =>
      db.transaction(() => {
        insert.run(3);
        throw new Error('refused');
      })(),
    ).toThrow('refused');
    expect(db.prepare('SELECT n FROM t ORDER BY n').all()).toEqual([{ n: 1 }, { n: 2 }]);
    db.close();
  });

  it('opens read-only: writes are refused and a missing file is not created', () => {
    const path = fresh();
    const writer = openSqlite(path);
    writer.exec('CREATE TABLE t (n INTEGER)');
    writer.prepare('INSERT INTO t (n) VALUES (?)').run(1);
    const reader = openSqlite(path, { readonly: true });
    expect(reader.readonly).toBe(true);
    expect(reader.prepare('SELECT n FROM t').all()).toEqual([{ n: 1 }]);
    expect(() => reader.exec('INSERT INTO t (n) VALUES (2)')).toThrow(/readonly/);
    reader.close();
    writer.close();
    expect(() => openSqlite(`${path}.missing`, { readonly: true })).toThrow();
    expect(existsSync(`${path}.missing`)).toBe(false);
  });
});
