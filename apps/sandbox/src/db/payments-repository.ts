import type { SqliteDatabase } from './sqlite';

export type PaymentKind = 'web' | 'pool-web' | 'qr' | 'pay-later';

export interface NewTip {
  readonly uid: string;
  readonly userUid: string | null;
  readonly poolUid: string | null;
  readonly locationUid: string | null;
  readonly amountCents: number;
  readonly level: string;
  readonly customerName: string | null;
  readonly roomNumber: string | null;
}

export interface NewPayment {
  readonly reference: string;
  readonly kind: PaymentKind;
  readonly processor: string;
  readonly status: string;
  readonly totalCents: number;
  readonly idempotencyKey: string | null;
  readonly last4: string | null;
  readonly brand: string | null;
  readonly failureReason: string | null;
  readonly shopperEmail: string | null;
  readonly nameOnCard: string;
  readonly deviceId: string | null;
  readonly intentType: 0 | 1 | null;
  readonly intentToken: string | null;
  readonly postalCode: string | null;
  readonly returnUrl: string | null;
  readonly resultCode: string | null;
  readonly tips: readonly NewTip[];
}

export interface StoredPayment {
  readonly reference: string;
  readonly status: string;
  readonly resultCode: string | null;
  /** Why a failed payment failed ('refused', 'insufficient_funds', 'authentication_failed'). */
  readonly failureReason: string | null;
  /** The sum of its tip lines: what the payment charges, and captures. */
  readonly totalCents: number;
  readonly returnUrl: string | null;
  readonly challengeResult: string | null;
  readonly challengeOutcome: 'complete' | 'fail' | null;
  readonly tipUids: readonly string[];
}

/** Payments and their tips. Callers wrap writes in a transaction with the idempotency key. */
export class PaymentsRepository {
  constructor(private readonly db: SqliteDatabase) {}

  insert(p: NewPayment, now: string): void {
    this.db
      .prepare(
        `INSERT INTO payments (reference, kind, processor, status, total_cents, idempotency_key, last4,
          brand, failure_reason, shopper_email, name_on_card, device_id, intent_type, intent_token,
          postal_code, return_url, result_code, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        p.reference,
        p.kind,
        p.processor,
        p.status,
        p.totalCents,
        p.idempotencyKey,
        p.last4,
        p.brand,
        p.failureReason,
        p.shopperEmail,
        p.nameOnCard,
        p.deviceId,
        p.intentType,
        p.intentToken,
        p.postalCode,
        p.returnUrl,
        p.resultCode,
        now,
        now,
      );
    const insertTip = this.db.prepare(
      `INSERT INTO payment_tips VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    p.tips.forEach((t, position) =>
      insertTip.run(
        t.uid,
        p.reference,
        t.userUid,
        t.poolUid,
        t.locationUid,
        t.amountCents,
        t.level,
        t.customerName,
        t.roomNumber,
        position,
      ),
    );
  }

  find(reference: string): StoredPayment | null {
    const row = this.db
      .prepare(
        `SELECT reference, status, result_code, failure_reason, total_cents, return_url,
           challenge_result, challenge_outcome
         FROM payments WHERE reference = ?`,
      )
      .get(reference) as
      | {
          reference: string;
          status: string;
          result_code: string | null;
          failure_reason: string | null;
          total_cents: number;
          return_url: string | null;
          challenge_result: string | null;
          challenge_outcome: 'complete' | 'fail' | null;
        }
      | undefined;
    if (!row) return null;
    const tips = this.db
      .prepare('SELECT uid FROM payment_tips WHERE payment_reference = ? ORDER BY position')
      .all(reference) as { uid: string }[];
    return {
      reference: row.reference,
      status: row.status,
      resultCode: row.result_code,
      failureReason: row.failure_reason,
      totalCents: row.total_cents,
      returnUrl: row.return_url,
      challengeResult: row.challenge_result,
      challengeOutcome: row.challenge_outcome,
      tipUids: tips.map((t) => t.uid),
    };
  }

  /**
   * A payment by its reference or, failing that, by the idempotency key of the press that made it
   * (a 3-D Secure return in another browser knows only the key it carried in its return URL).
   */
  findByReferenceOrKey(referenceOrKey: string): StoredPayment | null {
    const direct = this.find(referenceOrKey);
    if (direct) return direct;
    const row = this.db
      .prepare(
        'SELECT reference FROM payments WHERE idempotency_key = ? ORDER BY created_at, rowid LIMIT 1',
      )
      .get(referenceOrKey) as { reference: string } | undefined;
    return row ? this.find(row.reference) : null;
  }

  /**
   * A new payment for an intent cancels the ones still waiting for 3-D Secure: a guest who left a
   * challenge and paid again has one payment left that can capture.
   */
  cancelVerifying(intentType: 0 | 1, intentToken: string, now: string): void {
    this.db
      .prepare(
        `UPDATE payments SET status = 'cancelled', result_code = 'Cancelled', updated_at = ?
         WHERE intent_type = ? AND intent_token = ? AND status = 'verifying'`,
      )
      .run(now, intentType, intentToken);
  }

  /** The intent a payment was made for, or null. */
  intentOf(reference: string): { type: 0 | 1; token: string } | null {
    const row = this.db
      .prepare('SELECT intent_type, intent_token FROM payments WHERE reference = ?')
      .get(reference) as { intent_type: 0 | 1 | null; intent_token: string | null } | undefined;
    if (!row || row.intent_type === null || row.intent_token === null) return null;
    return { type: row.intent_type, token: row.intent_token };
  }

  /** The guest's answer on the 3-D Secure page; the first answer wins. */
  recordChallenge(
    reference: string,
    result: string,
    outcome: 'complete' | 'fail',
    now: string,
  ): void {
    this.db
      .prepare(
        `UPDATE payments SET challenge_result = ?, challenge_outcome = ?, updated_at = ?
         WHERE reference = ? AND challenge_result IS NULL`,
      )
      .run(result, outcome, now, reference);
  }

  settle(
    reference: string,
    status: string,
    resultCode: string,
    failureReason: string | null,
    now: string,
  ): void {
    this.db
      .prepare(
        'UPDATE payments SET status = ?, result_code = ?, failure_reason = ?, updated_at = ? WHERE reference = ?',
      )
      .run(status, resultCode, failureReason, now, reference);
  }

  /** Tips that exist, with their payment's status. */
  tipStatuses(tipUids: readonly string[]): Map<string, string> {
    const statement = this.db.prepare(
      'SELECT p.status FROM payment_tips t JOIN payments p ON p.reference = t.payment_reference WHERE t.uid = ?',
    );
    const found = new Map<string, string>();
    for (const uid of tipUids) {
      const row = statement.get(uid) as { status: string } | undefined;
      if (row) found.set(uid, row.status);
    }
    return found;
  }
}
