import * as v from 'valibot';
import type { PaymentResponse } from '../domain/entities';
import { INSUFFICIENT_FUNDS_CODE } from '../domain/refusal';
import { TIP_LEVELS } from '../domain/vocabulary';
import { isStepName } from '../flow/step-name';
import {
  CLIENT_ERROR_KINDS,
  FAILURE_REASONS,
  FEE_PAYERS,
  JOURNEY_EVENT_TYPES,
  JOURNEY_ID_PATTERN,
  LANDING_KINDS,
  LANG_PATTERN,
  MAX_ELAPSED_MS,
  MAX_EVENT_CENTS,
  MAX_STAFF,
  MAX_VITAL_VALUE,
  UID_PATTERN,
  VITAL_NAMES,
  journeyEventSchema,
  looksPersonal,
  type ClientErrorKind,
  type FailureReason,
  type JourneyEvent,
  type JourneyEventType,
} from './journey-event-schema';

// The event's shape and lists are the schema's (journey-event-schema.ts); the browser's side of it is here.
export {
  CLIENT_ERROR_KINDS,
  FAILURE_REASONS,
  FEE_PAYERS,
  JOURNEY_EVENT_TYPES,
  LANDING_KINDS,
  VITAL_NAMES,
  looksPersonal,
};
export type { JourneyEvent, JourneyEventType };
export type { LandingKind, VitalName } from './journey-event-schema';

const JOURNEY = new RegExp(JOURNEY_ID_PATTERN);
const UID = new RegExp(UID_PATTERN);
const LANG = new RegExp(LANG_PATTERN);

function shaped(value: unknown, pattern: RegExp): value is string {
  return typeof value === 'string' && pattern.test(value) && !looksPersonal(value);
}

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
 * schema (apps/server/src/insights).
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
    at: bounded(event['at'], MAX_ELAPSED_MS),
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
    wire['value'] = bounded(event['value'], MAX_VITAL_VALUE);
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
  const parsed = v.safeParse(journeyEventSchema, wire);
  return parsed.success ? parsed.output : null;
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
