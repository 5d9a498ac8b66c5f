import type Database from 'better-sqlite3';
import { toWireMoney } from '@tipwell/core';

interface PaymentRow {
  reference: string;
  kind: string;
  processor: string;
  status: string;
  total_cents: number;
  idempotency_key: string | null;
  last4: string | null;
  brand: string | null;
  failure_reason: string | null;
  shopper_email: string | null;
  intent_token: string | null;
  created_at: string;
}

interface TipRow {
  uid: string;
  user_uid: string | null;
  pool_uid: string | null;
  location_uid: string | null;
  amount_cents: number;
  level: string;
  room_number: string | null;
  recipient: string | null;
}

interface ReviewRow {
  uid: string;
  tip_uids: string;
  rating: number;
  comment: string;
  idempotency_key: string | null;
  created_at: string;
}

const dollars = (cents: number): string => `$${toWireMoney(cents)}`;

function paymentLines(db: Database.Database, payment: PaymentRow): string[] {
  const card =
    payment.last4 === null ? 'no card' : `card ****${payment.last4} (${payment.brand ?? '?'})`;
  const extras = [
    payment.failure_reason && `reason ${payment.failure_reason}`,
    payment.intent_token && `intent ${payment.intent_token}`,
    payment.shopper_email && `email ${payment.shopper_email}`,
  ].filter(Boolean);
  const lines = [
    `  ${payment.reference}  ${payment.status}  ${payment.kind}/${payment.processor}  ${dollars(payment.total_cents)}  ` +
      `key ${payment.idempotency_key ?? '-'}  ${card}  ${payment.created_at}` +
      (extras.length > 0 ? `  ${extras.join('  ')}` : ''),
  ];
  const tips = db
    .prepare(
      `SELECT t.*, COALESCE(u.first_name || ' ' || u.last_name, p.name) AS recipient
       FROM payment_tips t LEFT JOIN users u ON u.uid = t.user_uid LEFT JOIN pools p ON p.uid = t.pool_uid
       WHERE t.payment_reference = ? ORDER BY t.position`,
    )
    .all(payment.reference) as TipRow[];
  for (const tip of tips) {
    const who = tip.user_uid !== null ? `user ${tip.user_uid}` : `pool ${tip.pool_uid ?? '?'}`;
    const room = tip.room_number === null ? '' : `  room ${tip.room_number}`;
    lines.push(
      `    tip ${tip.uid}  ${who} (${tip.recipient ?? 'unknown'})  location ${tip.location_uid ?? '-'}  ` +
        `${dollars(tip.amount_cents)}  ${tip.level}${room}`,
    );
  }
  return lines;
}

/** The payments (with their tips) and the reviews of a sandbox database, as plain text. */
export function formatReport(db: Database.Database): string {
  const payments = db
    .prepare('SELECT * FROM payments ORDER BY created_at, rowid')
    .all() as PaymentRow[];
  const reviews = db
    .prepare('SELECT * FROM reviews ORDER BY created_at, rowid')
    .all() as ReviewRow[];
  const lines = [`Payments (${payments.length})`];
  if (payments.length === 0) lines.push('  none');
  for (const payment of payments) lines.push(...paymentLines(db, payment));
  lines.push('', `Reviews (${reviews.length})`);
  if (reviews.length === 0) lines.push('  none');
  for (const review of reviews) {
    const tips = (JSON.parse(review.tip_uids) as string[]).join(', ');
    lines.push(
      `  ${review.uid}  rating ${review.rating}/5  tips ${tips}  key ${review.idempotency_key ?? '-'}  ` +
        `${review.created_at}  ${JSON.stringify(review.comment)}`,
    );
  }
  return `${lines.join('\n')}\n`;
}
