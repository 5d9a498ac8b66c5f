import * as v from 'valibot';
import { passesLuhn } from '../domain/luhn';
import { CODE_PREFIXES, TIP_LEVELS } from '../domain/vocabulary';
import { STEP_NAMES } from '../flow/step-name';

/**
 * The journey event on the wire (docs/decisions/0022-journey-insights.md), written once: the
 * core's `JourneyEvent` type is this schema's output, the browser's `toWireEvent` ends in it, and
 * the web server's and the sandbox collector's routes validate with the JSON Schema generated from
 * it (decision 0037). Every field is from a closed set or a bounded number, except the journey id
 * (random), the location uid (the business's own, checked against a uid's shape) and the language
 * (a BCP 47 tag): nothing a guest typed, no amount per person, no card data, no fingerprint.
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

export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** A journey id: what the IdGenerator makes in a browser, a UUID (crypto.randomUUID). */
export const JOURNEY_ID_PATTERN = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
/** The services' uids: digits (at most 9, never a phone number's length) or a UUID. */
export const UID_PATTERN =
  '^([0-9]{1,9}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$';
export const LANG_PATTERN = '^([a-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}|und)$';
/** The largest amount of one press, in cents (the tips service's bound: 10,000.00 per tip, 20 tips). */
export const MAX_EVENT_CENTS = 20 * 1_000_000;
/** At most this many staff members on one captured event (a press pays at most 20 tips). */
export const MAX_STAFF = 20;
/** A journey's events come within a week of its landing (milliseconds). */
export const MAX_ELAPSED_MS = 7 * 24 * 3600 * 1000;
/** A vital's largest value (milliseconds; CLS: the score × 1000). */
export const MAX_VITAL_VALUE = 600_000;

/** One request of a guest's browser to the web server: at most this many events. */
export const MAX_EVENTS_PER_REQUEST = 50;
/**
 * One batch the web server hands the collector (the sandbox's stand-in holds it): larger on
 * purpose, so that a collector never refuses what a server gathered from several requests.
 */
export const MAX_EVENTS_PER_COLLECTOR_BATCH = 500;

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

const shaped = (pattern: string) => v.pipe(v.string(), v.regex(new RegExp(pattern)));
const count = (min: number, max: number) =>
  v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));

/**
 * One journey event. Closed (`additionalProperties: false` in its JSON Schema): the web server's
 * validator drops a field it does not name before the handler sees it (a newer client's field
 * never reaches the log), the sandbox collector refuses it.
 */
export const journeyEventSchema = v.strictObject({
  type: v.picklist(JOURNEY_EVENT_TYPES),
  /** Random per journey (IdGenerator), kept through a 3-D Secure round trip in the tab. */
  journey: shaped(JOURNEY_ID_PATTERN),
  /** Milliseconds since the journey began (the landing's navigation). */
  at: count(0, MAX_ELAPSED_MS),
  step: v.picklist(STEP_NAMES),
  kind: v.nullable(v.picklist(LANDING_KINDS)),
  location: v.nullable(shaped(UID_PATTERN)),
  lang: shaped(LANG_PATTERN),
  level: v.optional(v.picklist(TIP_LEVELS)),
  /** fee-toggled: the box's new state; payment-attempted: whether the guest pays the fee. */
  feeOn: v.optional(v.boolean()),
  reason: v.optional(v.picklist(FAILURE_REASONS)),
  error: v.optional(v.picklist(CLIENT_ERROR_KINDS)),
  vital: v.optional(v.picklist(VITAL_NAMES)),
  /** vital: milliseconds (CLS: the score × 1000), rounded. */
  value: v.optional(count(0, MAX_VITAL_VALUE)),
  /** payment-captured: what the staff receive, as the tips service answered (cents). */
  tipCents: v.optional(count(0, MAX_EVENT_CENTS)),
  /** payment-captured: the convenience fee, as the tips service answered (cents). */
  feeCents: v.optional(count(0, MAX_EVENT_CENTS)),
  /** payment-captured: who paid the fee. */
  feeBy: v.optional(v.picklist(FEE_PAYERS)),
  /** payment-captured: how many payments the press captured (users and pools are paid apart). */
  payments: v.optional(count(1, MAX_STAFF)),
  /** payment-attempted, payment-captured: whether the guest could choose to pay the fee. */
  feeChoice: v.optional(v.boolean()),
  /** payment-captured: the staff members tipped by name (user uids; none for a team's pool). */
  staff: v.optional(v.pipe(v.array(shaped(UID_PATTERN)), v.maxLength(MAX_STAFF))),
});

export type JourneyEvent = Readonly<v.InferOutput<typeof journeyEventSchema>>;

/** A batch of events, `{ events: [...] }`: at least one, at most `maxEvents` (the caps above). */
export function journeyBatchSchema(maxEvents: number) {
  return v.strictObject({
    events: v.pipe(v.array(journeyEventSchema), v.minLength(1), v.maxLength(maxEvents)),
  });
}

export type JourneyBatch = v.InferOutput<ReturnType<typeof journeyBatchSchema>>;
