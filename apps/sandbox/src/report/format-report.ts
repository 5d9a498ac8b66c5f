import type { SqliteDatabase } from '../db/sqlite';
import { quoteFee } from '@tipwell/core';

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
  customer_name: string | null;
  room_number: string | null;
  recipient: string | null;
  transparency: string | null;
  low: number | null;
  medium: number | null;
  high: number | null;
  pool_low: number | null;
  tipping_mode: string | null;
}

interface ReviewRow {
  uid: string;
  tip_uids: string;
  rating: number;
  comment: string;
  idempotency_key: string | null;
  created_at: string;
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** Cents as dollars with grouped thousands: '$10,300.30'. */
const dollars = (cents: number): string => money.format(cents / 100);

/** The tip whose fee on top makes `amount` (the fee rule's net mode), if there is one. */
function netTip(amount: number): number | null {
  for (let tip = Math.floor(((amount - 30) * 100) / 103) - 2; tip <= amount; tip += 1) {
    if (tip > 0 && quoteFee(tip, 'net')?.total === amount) return tip;
  }
  return null;
}

/**
 * A line's amount split into the tip and the fee, as the location's fee rule reads it: the fee on
 * top where the guest pays it (transparency full, or optional with the level's own amount plus its
 * fee), else out of the tip. The sandbox keeps the charged amount only.
 */
function split(tip: TipRow): { tip: number; fee: number; feeFrom: 'guest' | 'tip' } {
  const amount = tip.amount_cents;
  const net = netTip(amount);
  const preset = { low: tip.low, medium: tip.medium, high: tip.high }[tip.level] ?? null;
  const guestPays =
    net !== null &&
    (tip.transparency === 'full' ||
      (tip.transparency === 'optional' && (preset === null || preset === net)));
  if (guestPays) return { tip: net, fee: amount - net, feeFrom: 'guest' };
  const gross = quoteFee(amount, 'gross');
  return gross === null
    ? { tip: amount, fee: 0, feeFrom: 'tip' }
    : { tip: gross.tipAmount, fee: gross.fee, feeFrom: 'tip' };
}

/** A hotel guest as the hotel knows them: the last name they gave, and their nights when told. */
function hotelGuest(tip: TipRow, tipCents: number): string {
  const parts: string[] = [];
  const name = tip.customer_name?.trim();
  if (name) parts.push(`guest ${name.split(/\s+/).at(-1) ?? name}`);
  if (tip.room_number !== null) parts.push(`room ${tip.room_number}`);
  if (tip.tipping_mode === 'per_night' && tip.pool_low && tip.level !== 'custom') {
    const nights = tipCents / tip.pool_low;
    if (Number.isInteger(nights) && nights > 0)
      parts.push(`${nights} night${nights === 1 ? '' : 's'}`);
  }
  return parts.length === 0 ? '' : `  ${parts.join(', ')}`;
}

function paymentLines(db: SqliteDatabase, payment: PaymentRow): string[] {
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
      `SELECT t.*, COALESCE(u.first_name || ' ' || u.last_name, p.name) AS recipient,
         s.transparency, s.low, s.medium, s.high, p.low_amount AS pool_low, p.tipping_mode
       FROM payment_tips t LEFT JOIN users u ON u.uid = t.user_uid LEFT JOIN pools p ON p.uid = t.pool_uid
       LEFT JOIN tip_settings s ON s.owner_kind = 'location' AND s.owner_uid = t.location_uid
       WHERE t.payment_reference = ? ORDER BY t.position`,
    )
    .all(payment.reference) as TipRow[];
  for (const tip of tips) {
    const who = tip.user_uid !== null ? `user ${tip.user_uid}` : `pool ${tip.pool_uid ?? '?'}`;
    const parts = split(tip);
    const fee =
      parts.feeFrom === 'guest'
        ? `fee ${dollars(parts.fee)} paid by the guest`
        : `fee ${dollars(parts.fee)} taken from the tip`;
    lines.push(
      `    tip ${tip.uid}  ${who} (${tip.recipient ?? 'unknown'})  location ${tip.location_uid ?? '-'}  ` +
        `tip ${dollars(parts.tip)}  ${fee}  charged ${dollars(tip.amount_cents)}  ${tip.level}` +
        hotelGuest(tip, parts.tip),
    );
  }
  return lines;
}

/** The payments (with their tips) and the reviews of a sandbox database, as plain text. */
export function formatReport(db: SqliteDatabase): string {
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
