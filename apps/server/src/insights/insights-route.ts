import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyBaseLogger } from 'fastify';
import { toJsonSchema } from '@valibot/to-json-schema';
import {
  MAX_EVENTS_PER_REQUEST,
  journeyBatchSchema,
  looksPersonal,
  type JourneyBatch,
  type JourneyEvent,
} from '@tipwell/core/vocabulary';
import type { ServerConfig } from '../config';
import { errorBody } from '../http/error-envelope';
import { JourneyRateLimit } from './journey-rate-limit';

/** One request: at most this many bytes (a beacon's batch of MAX_EVENTS_PER_REQUEST is ~2 kB). */
export const MAX_BODY_BYTES = 32 * 1024;

/** The wire batch's JSON Schema, generated from the core's valibot schema (decision 0037). */
const bodySchema = toJsonSchema(journeyBatchSchema(MAX_EVENTS_PER_REQUEST));

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
  app.post<{ Body: JourneyBatch }>(
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
