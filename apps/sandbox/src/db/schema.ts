import type { SqliteDatabase } from './sqlite';

/** Bump when the tables change: an older database file is then rebuilt and reseeded. */
export const SCHEMA_VERSION = 2;

const TABLES = `
CREATE TABLE locations (
  uid TEXT PRIMARY KEY, name TEXT NOT NULL, address TEXT NOT NULL, city TEXT NOT NULL,
  state TEXT NOT NULL, zip TEXT NOT NULL, logo TEXT, vertical TEXT NOT NULL
);
CREATE TABLE stations (uid TEXT PRIMARY KEY, location_uid TEXT NOT NULL, name TEXT NOT NULL);
-- station_uid set: the person works at a station and is not listed on the location's own landing.
CREATE TABLE users (
  uid TEXT PRIMARY KEY, location_uid TEXT NOT NULL, station_uid TEXT, first_name TEXT NOT NULL,
  last_name TEXT NOT NULL, nickname TEXT, avatar TEXT, position INTEGER NOT NULL
);
CREATE TABLE pools (
  uid TEXT PRIMARY KEY, location_uid TEXT NOT NULL, name TEXT NOT NULL, low_amount INTEGER NOT NULL,
  customer_instructions TEXT, requires_customer_name INTEGER NOT NULL,
  requires_room_number INTEGER NOT NULL, requires_note INTEGER NOT NULL,
  requires_review INTEGER NOT NULL, tipping_mode TEXT NOT NULL
);
CREATE TABLE station_pools (station_uid TEXT NOT NULL, pool_uid TEXT NOT NULL, position INTEGER NOT NULL);
CREATE TABLE staff_groups (uid TEXT PRIMARY KEY, station_uid TEXT NOT NULL, name TEXT NOT NULL, position INTEGER NOT NULL);
CREATE TABLE group_members (group_uid TEXT NOT NULL, user_uid TEXT NOT NULL, position INTEGER NOT NULL);
CREATE TABLE accounts (uid TEXT PRIMARY KEY, name TEXT NOT NULL);
CREATE TABLE account_locations (account_uid TEXT NOT NULL, location_uid TEXT NOT NULL, position INTEGER NOT NULL);
CREATE TABLE tip_settings (
  owner_kind TEXT NOT NULL, owner_uid TEXT NOT NULL, low INTEGER NOT NULL, medium INTEGER NOT NULL,
  high INTEGER NOT NULL, label_low TEXT NOT NULL, label_medium TEXT NOT NULL, label_high TEXT NOT NULL,
  tip_instruction_text TEXT, transparency TEXT NOT NULL, reviews_enabled INTEGER NOT NULL, theme TEXT,
  tipping_policy TEXT,
  PRIMARY KEY (owner_kind, owner_uid)
);
CREATE TABLE intents (
  type INTEGER NOT NULL, token TEXT NOT NULL, location_uid TEXT NOT NULL, mode TEXT NOT NULL,
  total INTEGER, PRIMARY KEY (type, token)
);
CREATE TABLE intent_tips (
  intent_type INTEGER NOT NULL, intent_token TEXT NOT NULL, user_uid TEXT NOT NULL,
  amount INTEGER NOT NULL, proposals TEXT NOT NULL, position INTEGER NOT NULL
);
CREATE TABLE payments (
  reference TEXT PRIMARY KEY, kind TEXT NOT NULL, processor TEXT NOT NULL, status TEXT NOT NULL,
  total_cents INTEGER NOT NULL, idempotency_key TEXT, last4 TEXT, brand TEXT, failure_reason TEXT,
  shopper_email TEXT, name_on_card TEXT NOT NULL, device_id TEXT, intent_type INTEGER,
  intent_token TEXT, postal_code TEXT, return_url TEXT, result_code TEXT, challenge_result TEXT,
  challenge_outcome TEXT, created_at TEXT NOT NULL, updated_at TEXT NOT NULL
);
CREATE INDEX payments_intent ON payments (intent_type, intent_token, status);
CREATE TABLE payment_tips (
  uid TEXT PRIMARY KEY, payment_reference TEXT NOT NULL REFERENCES payments (reference),
  user_uid TEXT, pool_uid TEXT, location_uid TEXT, amount_cents INTEGER NOT NULL, level TEXT NOT NULL,
  customer_name TEXT, room_number TEXT, position INTEGER NOT NULL
);
CREATE INDEX payment_tips_payment ON payment_tips (payment_reference);
CREATE TABLE reviews (
  uid TEXT PRIMARY KEY, tip_uids TEXT NOT NULL, rating INTEGER NOT NULL, comment TEXT NOT NULL,
  idempotency_key TEXT, created_at TEXT NOT NULL
);
CREATE TABLE idempotency_keys (
  key TEXT PRIMARY KEY, endpoint TEXT NOT NULL, request_hash TEXT NOT NULL,
  status INTEGER NOT NULL, body TEXT NOT NULL, created_at TEXT NOT NULL
);
`;

export function dropAllTables(db: SqliteDatabase): void {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .all() as { name: string }[];
  for (const { name } of tables) db.exec(`DROP TABLE IF EXISTS "${name}"`);
}

export function createTables(db: SqliteDatabase): void {
  db.exec(TABLES);
  db.pragma(`user_version = ${SCHEMA_VERSION}`);
}
