import type { SqliteDatabase } from '../db/sqlite';
import { toJsonSchema } from '@valibot/to-json-schema';
import {
  MAX_EVENTS_PER_COLLECTOR_BATCH,
  journeyBatchSchema,
  looksPersonal,
  type JourneyBatch,
  type JourneyEvent,
} from '@tipwell/core/vocabulary';
import { HttpError } from '../http/http-error';
import type { SandboxApp } from '../http/sandbox-app';
import { InsightsRepository, type StoredInsight } from './insights-repository';

/**
 * The batch the web server hands on: the same event schema as the server's route, generated from
 * the core's valibot schema (decision 0037), with the collector's larger batch cap.
 */
const bodySchema = toJsonSchema(journeyBatchSchema(MAX_EVENTS_PER_COLLECTOR_BATCH));

function stored(event: JourneyEvent): Omit<StoredInsight, 'receivedAt'> {
  return {
    type: event.type,
    journey: event.journey,
    at: event.at,
    step: event.step,
    kind: event.kind ?? null,
    location: event.location ?? null,
    lang: event.lang,
    level: event.level ?? null,
    feeOn: event.feeOn ?? null,
    reason: event.reason ?? null,
    error: event.error ?? null,
    vital: event.vital ?? null,
    value: event.value ?? null,
    tipCents: event.tipCents ?? null,
    feeCents: event.feeCents ?? null,
    feeBy: event.feeBy ?? null,
    feeChoice: event.feeChoice ?? null,
    staff: event.staff ?? [],
    payments: event.payments ?? null,
  };
}

/**
 * POST /collector/events: the stand-in for the insights collector the server hands the guests'
 * journey events to (INSIGHTS_COLLECTOR_URL). It holds the wire shape as strictly as the server
 * (journey ids, uids, no string that reads as a card number, an e-mail or a phone number). Outside `/api`: the server calls it, not a guest's
 * browser, so it carries no device fingerprint. `npm run insights` reads what it keeps.
 */
export function registerCollectorRoute(
  app: SandboxApp,
  db: SqliteDatabase,
  now: () => Date = () => new Date(),
): void {
  const repository = new InsightsRepository(db);
  app.post<{ Body: JourneyBatch }>(
    '/collector/events',
    { schema: { body: bodySchema } },
    async (request, reply) => {
      const texts = request.body.events.flatMap((event) =>
        Object.values(event).flatMap((value: unknown) =>
          typeof value === 'string' ? [value] : Array.isArray(value) ? value.map(String) : [],
        ),
      );
      if (texts.some(looksPersonal)) {
        // Refused whole, as the server does: nothing of the batch is kept.
        throw new HttpError(
          422,
          'VALIDATION_FAILED',
          'An event carries what looks like personal data',
        );
      }
      repository.insertAll(request.body.events.map(stored), now().toISOString());
      return reply.code(204).send();
    },
  );
}
