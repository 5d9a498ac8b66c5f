import type { SqliteDatabase } from '../db/sqlite';
import { displayName } from '@tipwell/core';
import type { Directory } from './insights-report';

/** Names from the services' own tables (the sandbox's world): locations and staff, never guests. */
export function sandboxDirectory(db: SqliteDatabase): Directory {
  const location = db.prepare('SELECT name, vertical FROM locations WHERE uid = ?');
  const user = db.prepare('SELECT first_name, last_name, nickname FROM users WHERE uid = ?');
  return {
    location: (uid) =>
      (location.get(uid) as { name: string; vertical: string } | undefined) ?? null,
    staffName: (uid) => {
      const row = user.get(uid) as
        { first_name: string; last_name: string; nickname: string | null } | undefined;
      return row === undefined
        ? null
        : displayName({
            firstName: row.first_name,
            lastName: row.last_name,
            nickname: row.nickname,
          });
    },
  };
}
