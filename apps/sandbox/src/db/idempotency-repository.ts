import type { SqliteDatabase } from './sqlite';

export interface StoredResponse {
  readonly key: string;
  readonly endpoint: string;
  readonly requestHash: string;
  readonly status: number;
  readonly body: string;
}

/** Idempotency keys with the first response given to them. */
export class IdempotencyRepository {
  constructor(private readonly db: SqliteDatabase) {}

  find(key: string): StoredResponse | null {
    const row = this.db
      .prepare(
        'SELECT key, endpoint, request_hash AS requestHash, status, body FROM idempotency_keys WHERE key = ?',
      )
      .get(key);
    return (row as StoredResponse | undefined) ?? null;
  }

  insert(response: StoredResponse, now: string): void {
    this.db
      .prepare('INSERT INTO idempotency_keys VALUES (?, ?, ?, ?, ?, ?)')
      .run(
        response.key,
        response.endpoint,
        response.requestHash,
        response.status,
        response.body,
        now,
      );
  }
}
