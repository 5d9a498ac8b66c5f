import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyBaseLogger } from 'fastify';
import {
  CLIENT_ERROR_KINDS,
  FAILURE_REASONS,
  JOURNEY_EVENT_TYPES,
  LANDING_KINDS,
  STEP_NAMES,
  VITAL_NAMES,
  type JourneyEvent,
} from '@tipwell/core';
import { TIP_LEVELS } from '@tipwell/core/vocabulary';
import type { ServerConfig } from '../config';

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
    journey: { type: 'string', pattern: '^[A-Za-z0-9-]{1,64}$' },
    at: { type: 'integer', minimum: 0, maximum: 7 * 24 * 3600 * 1000 },
    step: { enum: STEP_NAMES },
    kind: nullable({ enum: LANDING_KINDS }),
    location: nullable({ type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' }),
    lang: { type: 'string', pattern: '^([a-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}|und)$' },
    level: { enum: TIP_LEVELS },
    feeOn: { type: 'boolean' },
    reason: { enum: FAILURE_REASONS },
    error: { enum: CLIENT_ERROR_KINDS },
    vital: { enum: VITAL_NAMES },
    value: { type: 'integer', minimum: 0, maximum: 600_000 },
  },
} as const;

const bodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['events'],
  properties: { events: { type: 'array', minItems: 1, maxItems: MAX_EVENTS, items: eventSchema } },
} as const;

async function handOn(
  config: ServerConfig['insights'],
  events: readonly JourneyEvent[],
  log: FastifyBaseLogger,
): Promise<void> {
  if (config.mode === 'log') {
    for (const event of events) log.info({ insight: event }, 'insight');
    return;
  }
  try {
    const response = await fetch(config.collectorUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ events }),
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) log.warn({ status: response.status }, 'the insights collector refused');
  } catch (error) {
    log.warn({ err: error }, 'the insights collector did not answer');
  }
}

/**
 * `POST /api/insights`: the guests' journey events (decision 0022). Size-limited, validated against
 * the closed wire shape (a field the shape does not know is dropped by Fastify's validator before
 * the handler sees it: a newer client's field never reaches the log), rate-limited per client; answered 204 at once, then handed on to the
 * collector or written to the log. The client's address is used for the rate limit only.
 */
export async function registerInsightsRoute(
  app: FastifyInstance,
  config: ServerConfig['insights'],
): Promise<void> {
  if (config.mode === 'off') return;
  await app.register(rateLimit, { global: false });
  app.post<{ Body: { events: JourneyEvent[] } }>(
    '/api/insights',
    {
      bodyLimit: MAX_BODY_BYTES,
      schema: { body: bodySchema },
      config: { rateLimit: { max: config.ratePerMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      void handOn(config, request.body.events, request.log);
      return reply.code(204).send();
    },
  );
}
