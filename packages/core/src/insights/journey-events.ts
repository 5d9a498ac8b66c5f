import type { PaymentResponse, TipLevel } from '../domain/entities';
import { passesLuhn } from '../domain/luhn';
import { INSUFFICIENT_FUNDS_CODE } from '../domain/refusal';
import { CODE_PREFIXES, TIP_LEVELS } from '../domain/vocabulary';
import { isStepName, type StepName } from '../flow/step-name';

/**
 * What the business learns of a guest's journey (docs/decisions/0022-journey-insights.md). Every
 * field is from a closed set or a bounded number, except the journey id (random), the location uid
 * (the business's own, checked against a uid's shape) and the language (a BCP 47 tag): nothing a
 * guest typed, no amount per person, no card data, no fingerprint.
 */
export const JOURNEY_EVENT_TYPES = [
  'landed',
  'step',
  'tip-chosen',
  'fee-toggled',
  'payment-attempted',
  'payment-captured',
  'payment-failed',
  '3ds-started',
  '3ds-returned',
  'review-sent',
  'tip-again',
  'not-found',
  'client-error',
  'vital',
] as const;
export type JourneyEventType = (typeof JOURNEY_EVENT_TYPES)[number];

/** How the guest came in: a code's prefix, or a QR / pay-later intent. */
export const LANDING_KINDS = [...CODE_PREFIXES, 'qr', 'pl'] as const;
export type LandingKind = (typeof LANDING_KINDS)[number];

/** Why a payment failed: the service's closed status, or the two refusals the app tells apart. */
export const FAILURE_REASONS = [
  'refused',
  'insufficient_funds',
  'cancelled',
  'no_answer',
  'redirect_failed',
  'other',
] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];

/** What kind of error the app caught in the guest's browser: the error's class, never its text. */
export const CLIENT_ERROR_KINDS = [
  'Error',
  'TypeError',
  'RangeError',
  'ReferenceError',
  'SyntaxError',
  'AppError',
  'ChunkLoadError',
  'other',
] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

/** Who paid the convenience fee of a captured payment: the guest on top, or out of the tip. */
export const FEE_PAYERS = ['guest', 'tip'] as const;
export type FeePayer = (typeof FEE_PAYERS)[number];

export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

export interface JourneyEvent {
  readonly type: JourneyEventType;
  /** Random per journey (IdGenerator), kept through a 3-D Secure round trip in the tab. */
  readonly journey: string;
  /** Milliseconds since the journey began (the landing's navigation). */
  readonly at: number;
  readonly step: StepName;
  readonly kind: LandingKind | null;
  readonly location: string | null;
  readonly lang: string;
  readonly level?: TipLevel;
  /** fee-toggled: the box's new state; payment-attempted: whether the guest pays the fee. */
  readonly feeOn?: boolean;
  readonly reason?: FailureReason;
  readonly error?: ClientErrorKind;
  readonly vital?: VitalName;
  /** vital: milliseconds (CLS: the score × 1000), rounded. */
  readonly value?: number;
  /** payment-captured: what the staff receive, as the tips service answered (cents). */
  readonly tipCents?: number;
  /** payment-captured: the convenience fee, as the tips service answered (cents). */
  readonly feeCents?: number;
  /** payment-captured: who paid the fee. */
  readonly feeBy?: FeePayer;
  /** payment-attempted, payment-captured: whether the guest could choose to pay the fee. */
  readonly feeChoice?: boolean;
  /** payment-captured: the staff members tipped by name (user uids; none for a team's pool). */
  readonly staff?: readonly string[];
  /** payment-captured: how many payments the press captured (users and pools are paid apart). */
  readonly payments?: number;
}

/** A journey id: what the IdGenerator makes in a browser, a UUID (crypto.randomUUID). */
export const JOURNEY_ID_PATTERN = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
/** The services' uids: digits (at most 9, never a phone number's length) or a UUID. */
export const UID_PATTERN =
  '^([0-9]{1,9}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$';
export const LANG_PATTERN = '^([a-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}|und)$';
/** The largest amount of one press, in cents (the tips service's bound: 10,000.00 per tip, 20 tips). */
export const MAX_EVENT_CENTS = 20 * 1_000_000;
const JOURNEY = new RegExp(JOURNEY_ID_PATTERN);
const UID = new RegExp(UID_PATTERN);
const LANG = new RegExp(LANG_PATTERN);
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;
const DIGITS_AND_SEPARATORS = /^\+?[\d\s().-]+$/;

/**
 * True when a value reads as a card number (12–19 digits passing Luhn, spaces or hyphens between),
 * an e-mail address, or a phone number (a `+` and 7–15 digits, 7–15 digits with separators, or
 * 10–15 plain digits). Every string an insight carries is refused when it does (decision 0022).
 */
export function looksPersonal(value: string): boolean {
  if (EMAIL.test(value)) return true;
  const trimmed = value.trim();
  if (!DIGITS_AND_SEPARATORS.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '');
  if (passesLuhn(digits)) return true;
  if (digits.length < 7 || digits.length > 15) return false;
  return trimmed.startsWith('+') || /[\s().-]/.test(trimmed) || digits.length >= 10;
}

function shaped(value: unknown, pattern: RegExp): value is string {
  return typeof value === 'string' && pattern.test(value) && !looksPersonal(value);
}
/** At most this many staff members on one captured event (a press pays at most 20 tips). */
export const MAX_STAFF = 20;
const MAX_ELAPSED = 7 * 24 * 3600 * 1000;

function oneOf<T extends string>(allowed: readonly T[], value: unknown): T | undefined {
  return (allowed as readonly unknown[]).includes(value) ? (value as T) : undefined;
}

function bounded(value: unknown, max: number): number {
  return typeof value === 'number' && Number.isFinite(value)
    ? Math.min(max, Math.max(0, Math.round(value)))
    : 0;
}

/**
 * The event as it may leave the device: every field checked against its closed set or shape, any
 * other field dropped. Null when the event itself is not one of ours. The server applies the same
 * rules (apps/server/src/insights).
 */
export function toWireEvent(event: Readonly<Record<string, unknown>>): JourneyEvent | null {
  const type = oneOf(JOURNEY_EVENT_TYPES, event['type']);
  const journey = event['journey'];
  if (type === undefined || !shaped(journey, JOURNEY)) return null;
  const step =
    typeof event['step'] === 'string' && isStepName(event['step']) ? event['step'] : 'landing';
  const location = shaped(event['location'], UID) ? event['location'] : null;
  const lang = shaped(event['lang'], LANG) ? event['lang'] : 'und';
  const wire: Record<string, unknown> = {
    type,
    journey,
    at: bounded(event['at'], MAX_ELAPSED),
    step,
    kind: oneOf(LANDING_KINDS, event['kind']) ?? null,
    location,
    lang,
  };
  const level = oneOf(TIP_LEVELS, event['level']);
  if (level !== undefined) wire['level'] = level;
  if (typeof event['feeOn'] === 'boolean') wire['feeOn'] = event['feeOn'];
  const reason = oneOf(FAILURE_REASONS, event['reason']);
  if (reason !== undefined) wire['reason'] = reason;
  const error = oneOf(CLIENT_ERROR_KINDS, event['error']);
  if (error !== undefined) wire['error'] = error;
  const vital = oneOf(VITAL_NAMES, event['vital']);
  if (vital !== undefined) {
    wire['vital'] = vital;
    wire['value'] = bounded(event['value'], 600_000);
  }
  if (type === 'payment-captured') {
    wire['tipCents'] = bounded(event['tipCents'], MAX_EVENT_CENTS);
    wire['feeCents'] = bounded(event['feeCents'], MAX_EVENT_CENTS);
    wire['payments'] = Math.max(1, bounded(event['payments'], MAX_STAFF));
    const feeBy = oneOf(FEE_PAYERS, event['feeBy']);
    if (feeBy !== undefined) wire['feeBy'] = feeBy;
    const staff = Array.isArray(event['staff']) ? event['staff'] : [];
    const uids = staff.filter((uid): uid is string => shaped(uid, UID)).slice(0, MAX_STAFF);
    if (uids.length > 0) wire['staff'] = uids;
  }
  if (typeof event['feeChoice'] === 'boolean') wire['feeChoice'] = event['feeChoice'];
  return wire as unknown as JourneyEvent;
}

/** The closed reason of a failed payment (decision 0014's refusal codes, the service's status). */
export function failureReason(response: PaymentResponse | null): FailureReason {
  if (response === null) return 'no_answer';
  if (response.processorResponse?.refusalReasonCode === INSUFFICIENT_FUNDS_CODE) {
    return 'insufficient_funds';
  }
  if (response.status === 'failed') return 'refused';
  if (response.status === 'cancelled') return 'cancelled';
  return 'other';
}

/** The class of a caught error, from the closed set (its message may hold anything). */
export function clientErrorKind(error: unknown): ClientErrorKind {
  const name = error instanceof Error ? error.name : undefined;
  return oneOf(CLIENT_ERROR_KINDS, name) ?? 'other';
}
