import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyBaseLogger } from 'fastify';
import {
  CLIENT_ERROR_KINDS,
  FAILURE_REASONS,
  FEE_PAYERS,
  JOURNEY_EVENT_TYPES,
  JOURNEY_ID_PATTERN,
  LANDING_KINDS,
  LANG_PATTERN,
  MAX_EVENT_CENTS,
  MAX_STAFF,
  STEP_NAMES,
  UID_PATTERN,
  VITAL_NAMES,
  looksPersonal,
  type JourneyEvent,
} from '@tipwell/core';
import { TIP_LEVELS } from '@tipwell/core/vocabulary';
import type { ServerConfig } from '../config';
import { errorBody } from '../http/error-envelope';
import { JourneyRateLimit } from './journey-rate-limit';

/** One request: at most this many events, in at most this many bytes (a beacon's batch is ~2 kB). */
export const MAX_EVENTS = 50;
export const MAX_BODY_BYTES = 32 * 1024;

const nullable = (schema: object) => ({ anyOf: [schema, { type: 'null' }] });

/** The wire event (packages/core/src/insights/journey-events.ts): closed sets and shapes only. */
const eventSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'journey', 'at', 'step', 'kind', 'location', 'lang'],
  properties: {
    type: { enum: JOURNEY_EVENT_TYPES },
    journey: { type: 'string', pattern: JOURNEY_ID_PATTERN },
    at: { type: 'integer', minimum: 0, maximum: 7 * 24 * 3600 * 1000 },
    step: { enum: STEP_NAMES },
    kind: nullable({ enum: LANDING_KINDS }),
    location: nullable({ type: 'string', pattern: UID_PATTERN }),
    lang: { type: 'string', pattern: LANG_PATTERN },
    level: { enum: TIP_LEVELS },
    feeOn: { type: 'boolean' },
    reason: { enum: FAILURE_REASONS },
    error: { enum: CLIENT_ERROR_KINDS },
    vital: { enum: VITAL_NAMES },
    value: { type: 'integer', minimum: 0, maximum: 600_000 },
    tipCents: { type: 'integer', minimum: 0, maximum: MAX_EVENT_CENTS },
    feeCents: { type: 'integer', minimum: 0, maximum: MAX_EVENT_CENTS },
    feeBy: { enum: FEE_PAYERS },
    payments: { type: 'integer', minimum: 1, maximum: MAX_STAFF },
    feeChoice: { type: 'boolean' },
    staff: {
      type: 'array',
      maxItems: MAX_STAFF,
      items: { type: 'string', pattern: UID_PATTERN },
    },
  },
} as const;

const bodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['events'],
  properties: { events: { type: 'array', minItems: 1, maxItems: MAX_EVENTS, items: eventSchema } },
} as const;

/** Every string the events carry (the shapes above admit no more), for the personal-data check. */
function strings(events: readonly JourneyEvent[]): string[] {
  return events.flatMap((event) =>
    Object.values(event).flatMap((value: unknown) =>
      typeof value === 'string' ? [value] : Array.isArray(value) ? value.map(String) : [],
    ),
  );
}

/** The guest's browser objects to being tracked: Global Privacy Control or Do Not Track. */
function objects(headers: Readonly<Record<string, string | string[] | undefined>>): boolean {
  return headers['sec-gpc'] === '1' || headers['dnt'] === '1';
}

/** Hands the batch on; true once the collector (or the log) has it. */
async function handOn(
  config: ServerConfig['insights'],
  events: readonly JourneyEvent[],
  log: FastifyBaseLogger,
): Promise<boolean> {
  if (config.mode === 'log') {
    for (const event of events) log.info({ insight: event }, 'insight');
    return true;
  }
  try {
    const response = await fetch(config.collectorUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ events }),
      signal: AbortSignal.timeout(5000),
    });
    if (response.ok) return true;
    log.warn({ status: response.status }, 'the insights collector refused');
  } catch (error) {
    log.warn({ err: { type: (error as Error).name } }, 'the insights collector did not answer');
  }
  return false;
}

/**
 * `POST /api/insights`: the guests' journey events (decision 0022). Size-limited, validated against
 * the closed wire shape (a field the shape does not know is dropped by Fastify's validator before
 * the handler sees it: a newer client's field never reaches the log), refused whole when a string
 * reads as a card number, an e-mail or a phone number, rate-limited per client address and per
 * journey. A request whose browser sends `Sec-GPC: 1` or `DNT: 1` is answered 204 and dropped.
 * Answered 204 once the collector (or the log) has the batch, 503 when it has not, so that the page
 * keeps it and sends it again. The client's address is used for the rate limit only.
 */
export async function registerInsightsRoute(
  app: FastifyInstance,
  config: ServerConfig['insights'],
): Promise<void> {
  if (config.mode === 'off') return;
  await app.register(rateLimit, { global: false });
  const journeys = new JourneyRateLimit(config.ratePerJourneyPerMinute, 60_000);
  app.post<{ Body: { events: JourneyEvent[] } }>(
    '/api/insights',
    {
      bodyLimit: MAX_BODY_BYTES,
      schema: { body: bodySchema },
      config: { rateLimit: { max: config.ratePerMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      if (objects(request.headers)) return reply.code(204).send();
      const { events } = request.body;
      if (strings(events).some(looksPersonal)) {
        return reply
          .code(400)
          .send(errorBody('BAD_REQUEST', 'An event carries what looks like personal data'));
      }
      if (!journeys.take(new Set(events.map((event) => event.journey)))) {
        return reply.code(429).send(errorBody('RATE_LIMITED', 'Too many events for one journey'));
      }
      if (!(await handOn(config, events, request.log))) {
        return reply
          .code(503)
          .send(errorBody('UPSTREAM_UNAVAILABLE', 'The insights collector could not be reached'));
      }
      return reply.code(204).send();
    },
  );
}
