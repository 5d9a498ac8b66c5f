import type { SqliteDatabase } from './sqlite';
import { toWireMoney } from '@tipwell/core';

/** Wire shapes of docs/service-contract.md (money as decimal strings). */
export interface WireLocation {
  uid: string;
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  logo: string | null;
}
export interface WireUser {
  uid: string;
  firstName: string;
  lastName: string;
  nickname: string | null;
  avatar: string | null;
}
export interface WirePool {
  uid: string;
  name: string;
  locationUid: string;
  lowAmount: string;
  customerInstructions: string | null;
  requiresCustomerName: boolean;
  requiresRoomNumber: boolean;
  requiresNote: boolean;
  requiresReview: boolean;
  tippingMode: string;
}
export interface WireGroup {
  uid: string;
  name: string;
  userUids: string[];
}

interface UserRow {
  uid: string;
  first_name: string;
  last_name: string;
  nickname: string | null;
  avatar: string | null;
}
interface PoolRow {
  uid: string;
  name: string;
  location_uid: string;
  low_amount: number;
  customer_instructions: string | null;
  requires_customer_name: number;
  requires_room_number: number;
  requires_note: number;
  requires_review: number;
  tipping_mode: string;
}

const toUser = (r: UserRow): WireUser => ({
  uid: r.uid,
  firstName: r.first_name,
  lastName: r.last_name,
  nickname: r.nickname,
  avatar: r.avatar,
});

const toPool = (r: PoolRow): WirePool => ({
  uid: r.uid,
  name: r.name,
  locationUid: r.location_uid,
  lowAmount: toWireMoney(r.low_amount),
  customerInstructions: r.customer_instructions,
  requiresCustomerName: r.requires_customer_name === 1,
  requiresRoomNumber: r.requires_room_number === 1,
  requiresNote: r.requires_note === 1,
  requiresReview: r.requires_review === 1,
  tippingMode: r.tipping_mode,
});

const LOCATION_COLUMNS = 'uid, name, address, city, state, zip, logo';
const USER_COLUMNS = 'u.uid, u.first_name, u.last_name, u.nickname, u.avatar';

/** Read access to the seeded world: locations, people, pools, stations, groups, accounts. */
export class CatalogRepository {
  constructor(private readonly db: SqliteDatabase) {}

  location(uid: string): WireLocation | null {
    const row = this.db.prepare(`SELECT ${LOCATION_COLUMNS} FROM locations WHERE uid = ?`).get(uid);
    return (row as WireLocation | undefined) ?? null;
  }

  /** The people a location's own landing lists (station staff excluded). */
  listedUsers(locationUid: string): WireUser[] {
    const rows = this.db
      .prepare(
        `SELECT ${USER_COLUMNS} FROM users u WHERE u.location_uid = ? AND u.station_uid IS NULL ORDER BY u.position`,
      )
      .all(locationUid) as UserRow[];
    return rows.map(toUser);
  }

  user(uid: string): (WireUser & { locationUid: string }) | null {
    const row = this.db
      .prepare(`SELECT ${USER_COLUMNS}, u.location_uid FROM users u WHERE u.uid = ?`)
      .get(uid) as (UserRow & { location_uid: string }) | undefined;
    return row ? { ...toUser(row), locationUid: row.location_uid } : null;
  }

  /** The station a user works at (their tips follow its settings), or null. */
  userStation(uid: string): string | null {
    const row = this.db.prepare('SELECT station_uid FROM users WHERE uid = ?').get(uid) as
      { station_uid: string | null } | undefined;
    return row?.station_uid ?? null;
  }

  pool(uid: string): WirePool | null {
    const row = this.db.prepare('SELECT * FROM pools WHERE uid = ?').get(uid) as
      PoolRow | undefined;
    return row ? toPool(row) : null;
  }

  poolsOfLocation(locationUid: string): WirePool[] {
    const rows = this.db
      .prepare('SELECT * FROM pools WHERE location_uid = ? ORDER BY uid')
      .all(locationUid);
    return (rows as PoolRow[]).map(toPool);
  }

  station(uid: string): { uid: string; name: string; locationUid: string } | null {
    const row = this.db
      .prepare('SELECT uid, name, location_uid AS locationUid FROM stations WHERE uid = ?')
      .get(uid);
    return (row as { uid: string; name: string; locationUid: string } | undefined) ?? null;
  }

  stationPools(stationUid: string): WirePool[] {
    const rows = this.db
      .prepare(
        'SELECT p.* FROM pools p JOIN station_pools s ON s.pool_uid = p.uid WHERE s.station_uid = ? ORDER BY s.position',
      )
      .all(stationUid);
    return (rows as PoolRow[]).map(toPool);
  }

  stationGroups(stationUid: string): WireGroup[] {
    const groups = this.db
      .prepare('SELECT uid, name FROM staff_groups WHERE station_uid = ? ORDER BY position')
      .all(stationUid) as { uid: string; name: string }[];
    const members = this.db.prepare(
      'SELECT user_uid FROM group_members WHERE group_uid = ? ORDER BY position',
    );
    return groups.map((g) => ({
      ...g,
      userUids: (members.all(g.uid) as { user_uid: string }[]).map((m) => m.user_uid),
    }));
  }

  stationUsers(stationUid: string): WireUser[] {
    const rows = this.db
      .prepare(`SELECT ${USER_COLUMNS} FROM users u WHERE u.station_uid = ? ORDER BY u.position`)
      .all(stationUid) as UserRow[];
    return rows.map(toUser);
  }

  account(uid: string): { uid: string; name: string; locations: WireLocation[] } | null {
    const account = this.db.prepare('SELECT uid, name FROM accounts WHERE uid = ?').get(uid) as
      { uid: string; name: string } | undefined;
    if (!account) return null;
    const locations = this.db
      .prepare(
        `SELECT ${LOCATION_COLUMNS.split(', ')
          .map((c) => `l.${c}`)
          .join(', ')} FROM locations l
         JOIN account_locations a ON a.location_uid = l.uid WHERE a.account_uid = ? ORDER BY a.position`,
      )
      .all(uid) as WireLocation[];
    return { ...account, locations };
  }
}
