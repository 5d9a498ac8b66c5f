import type { SqliteDatabase } from './sqlite';

export interface NewReview {
  readonly uid: string;
  readonly tipUids: readonly string[];
  readonly rating: number;
  readonly comment: string;
  readonly idempotencyKey: string;
}

/** One row per review; the reviewed tips are kept as a JSON array. */
export class ReviewsRepository {
  constructor(private readonly db: SqliteDatabase) {}

  insert(review: NewReview, now: string): void {
    this.db
      .prepare('INSERT INTO reviews VALUES (?, ?, ?, ?, ?, ?)')
      .run(
        review.uid,
        JSON.stringify(review.tipUids),
        review.rating,
        review.comment,
        review.idempotencyKey,
        now,
      );
  }

  /** The tips among `tipUids` that a review already names. */
  reviewedTips(tipUids: readonly string[]): string[] {
    const statement = this.db.prepare(
      'SELECT 1 FROM reviews, json_each(reviews.tip_uids) WHERE json_each.value = ? LIMIT 1',
    );
    return tipUids.filter((uid) => statement.get(uid) !== undefined);
  }
}
