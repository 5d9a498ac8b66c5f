import type { Payload, Pool } from './entities';
import { MAX_FEE_AMOUNT_CENTS } from './fee-rule';
import type { Cents } from './money';
import { isValidLastName, isValidRoomNumber } from './validation';

/** Nights shown before the guest touches the stepper (a decision: the shortest stay). */
export const DEFAULT_NIGHTS = 1;

/**
 * The most nights a pool's suggested tip can count: lowAmount × nights stays within one tip's
 * limit, the most the tips service calculates a fee for ($10,000, decision 0006). Beyond it the
 * tip could be offered but never paid. A pool that is not per night has no count of nights.
 */
export function maxNightsFor(pool: Pool): number {
  if (pool.tippingMode !== 'per_night' || pool.lowAmount <= 0) return Number.MAX_SAFE_INTEGER;
  return Math.max(1, Math.floor(MAX_FEE_AMOUNT_CENTS / pool.lowAmount));
}

/** The guest's nights for a pool: the count kept per pool (within its limit), else the default. */
export function nightsFor(pool: Pool, nights: Readonly<Record<string, number>>): number {
  return Math.min(nights[pool.uid] ?? DEFAULT_NIGHTS, maxNightsFor(pool));
}

/**
 * The pool's suggested tip: lowAmount × nights for per_night pools, else lowAmount.
 * Zero or negative nights count as one (the nights screen never lets the guest on at 0).
 */
export function hospitalityAmount(pool: Pool, nights: number): Cents {
  if (pool.tippingMode !== 'per_night') return pool.lowAmount;
  const whole = Number.isFinite(nights) ? Math.floor(nights) : DEFAULT_NIGHTS;
  return pool.lowAmount * Math.max(1, whole);
}

/** Guest verification shows when the pool needs a customer name or a room number. */
export function needsGuestVerification(pool: Pool): boolean {
  return pool.requiresCustomerName || pool.requiresRoomNumber;
}

export interface GuestDetails {
  readonly roomNumber: string;
  readonly lastName: string;
}

/**
 * Next on guest verification: the room number digits only (required when the pool says so), the
 * last name non-blank when required. Surrounding spaces do not count.
 */
export function guestDetailsComplete(pool: Pool | null, details: GuestDetails): boolean {
  return (
    isValidRoomNumber(details.roomNumber.trim(), pool?.requiresRoomNumber ?? false) &&
    isValidLastName(details.lastName.trim(), pool?.requiresCustomerName ?? false)
  );
}

/** A room number as typed: only its digits are kept. */
export function roomNumberInput(text: string): string {
  return text.replace(/\D/g, '');
}

/**
 * The review must carry a note when a pool the guest tips requires one (Concierge): the picked
 * pools, or the only pool of a single-pool code (P202, L210), which is never picked.
 */
export function noteRequired(payload: Payload | null, pickedPoolUids: readonly string[]): boolean {
  const pools = payload?.pools ?? [];
  const poolsOnly = payload !== null && payload.users.length === 0 && payload.groups.length === 0;
  const only = poolsOnly && pools.length === 1 && pools[0] ? [pools[0].uid] : [];
  const uids = pickedPoolUids.length > 0 ? pickedPoolUids : only;
  return uids.some((uid) => pools.find((pool) => pool.uid === uid)?.requiresNote === true);
}
