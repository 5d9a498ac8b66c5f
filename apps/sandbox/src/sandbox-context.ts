import { randomBytes } from 'node:crypto';
import type { SqliteDatabase } from './db/sqlite';
import type { Processor } from '@tipwell/core';
import { CatalogRepository } from './db/catalog-repository';
import { IdempotencyRepository } from './db/idempotency-repository';
import { IntentsRepository } from './db/intents-repository';
import { PaymentsRepository } from './db/payments-repository';
import { ReviewsRepository } from './db/reviews-repository';
import { SettingsRepository } from './db/settings-repository';
import { CardVault } from './processor/card-vault';

/** A processor a location's system settings may name (the core's closed list). */
export type WebProcessor = Processor;

/** Everything a route needs: the repositories over one database, the card vault, the clock, ids. */
export interface SandboxContext {
  readonly db: SqliteDatabase;
  readonly catalog: CatalogRepository;
  readonly settings: SettingsRepository;
  readonly intents: IntentsRepository;
  readonly payments: PaymentsRepository;
  readonly reviews: ReviewsRepository;
  readonly keys: IdempotencyRepository;
  readonly vault: CardVault;
  readonly webProcessor: WebProcessor;
  readonly now: () => string;
  readonly newId: IdSource;
}

/** A fresh id for what the sandbox creates (`pay_…`, `tip_…`, `rev_…`). */
export type IdSource = (prefix: string) => string;

/** The default: 72 random bits after the prefix. */
const randomIds: IdSource = (prefix) => `${prefix}_${randomBytes(9).toString('base64url')}`;

export function createContext(
  db: SqliteDatabase,
  webProcessor: WebProcessor,
  newId: IdSource = randomIds,
): SandboxContext {
  const catalog = new CatalogRepository(db);
  return {
    db,
    catalog,
    settings: new SettingsRepository(db),
    intents: new IntentsRepository(db, catalog),
    payments: new PaymentsRepository(db),
    reviews: new ReviewsRepository(db),
    keys: new IdempotencyRepository(db),
    vault: new CardVault(),
    webProcessor,
    now: () => new Date().toISOString(),
    newId,
  };
}
