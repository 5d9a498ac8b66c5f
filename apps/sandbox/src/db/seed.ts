import type { SqliteDatabase } from './sqlite';
import {
  SEED_THEME_DEFAULTS,
  avatarPath,
  demoWorld,
  logoPath,
  type SeedSettings,
  type World,
} from '@tipwell/core/demo-world';
import { hostileWorld } from './hostile-world';
import { wirePolicy } from './wire-policy';

export type SeedName = 'demo' | 'hostile';

export function worldFor(seed: SeedName): World {
  return seed === 'hostile' ? hostileWorld() : demoWorld;
}

function insertSettings(db: SqliteDatabase, kind: string, uid: string, s: SeedSettings): void {
  const theme = s.theme === null ? null : JSON.stringify({ ...SEED_THEME_DEFAULTS, ...s.theme });
  db.prepare(`INSERT INTO tip_settings VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(
    kind,
    uid,
    s.low,
    s.medium,
    s.high,
    ...s.labels,
    s.tipInstructionText,
    s.transparency,
    s.reviewsEnabled ? 1 : 0,
    theme,
    s.tippingPolicy === null ? null : JSON.stringify(wirePolicy(s.tippingPolicy)),
  );
}

/** Writes a whole world into empty tables, in one transaction. */
export function seedWorld(db: SqliteDatabase, world: World): void {
  db.transaction(() => {
    for (const l of world.locations) {
      db.prepare(`INSERT INTO locations VALUES (?, ?, ?, ?, ?, ?, ?, ?)`).run(
        l.uid,
        l.name,
        l.address,
        l.city,
        l.state,
        l.zip,
        l.logo ? logoPath(l.uid) : null,
        l.vertical,
      );
      insertSettings(db, 'location', l.uid, l.settings);
    }
    world.users.forEach((u, position) => {
      db.prepare(`INSERT INTO users VALUES (?, ?, ?, ?, ?, ?, ?, ?)`).run(
        u.uid,
        u.locationUid,
        u.stationUid,
        u.firstName,
        u.lastName,
        u.nickname,
        avatarPath(u.uid),
        position,
      );
    });
    for (const p of world.pools) {
      db.prepare(`INSERT INTO pools VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(
        p.uid,
        p.locationUid,
        p.name,
        p.lowAmount,
        p.customerInstructions,
        p.requiresCustomerName ? 1 : 0,
        p.requiresRoomNumber ? 1 : 0,
        p.requiresNote ? 1 : 0,
        p.requiresReview ? 1 : 0,
        p.tippingMode,
      );
    }
    for (const s of world.stations) {
      db.prepare(`INSERT INTO stations VALUES (?, ?, ?)`).run(s.uid, s.locationUid, s.name);
      s.poolUids.forEach((poolUid, i) =>
        db.prepare(`INSERT INTO station_pools VALUES (?, ?, ?)`).run(s.uid, poolUid, i),
      );
      s.groups.forEach((g, i) => {
        db.prepare(`INSERT INTO staff_groups VALUES (?, ?, ?, ?)`).run(g.uid, s.uid, g.name, i);
        g.userUids.forEach((userUid, j) =>
          db.prepare(`INSERT INTO group_members VALUES (?, ?, ?)`).run(g.uid, userUid, j),
        );
      });
      insertSettings(db, 'station', s.uid, s.settings);
    }
    for (const a of world.accounts) {
      db.prepare(`INSERT INTO accounts VALUES (?, ?)`).run(a.uid, a.name);
      a.locationUids.forEach((uid, i) =>
        db.prepare(`INSERT INTO account_locations VALUES (?, ?, ?)`).run(a.uid, uid, i),
      );
    }
    for (const intent of world.intents) {
      db.prepare(`INSERT INTO intents VALUES (?, ?, ?, ?, ?)`).run(
        intent.type,
        intent.token,
        intent.locationUid,
        intent.mode,
        intent.total,
      );
      intent.tips.forEach((tip, i) => {
        const [low, medium, high] = tip.proposals;
        const proposals = JSON.stringify({ type: tip.type, low, medium, high });
        db.prepare(`INSERT INTO intent_tips VALUES (?, ?, ?, ?, ?, ?)`).run(
          intent.type,
          intent.token,
          tip.userUid,
          tip.amount,
          proposals,
          i,
        );
      });
    }
  })();
}
