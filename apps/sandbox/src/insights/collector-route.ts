import type Database from 'better-sqlite3';
import type { FromSchema } from 'json-schema-to-ts';
import type { SandboxApp } from '../http/sandbox-app';
import { InsightsRepository, type StoredInsight } from './insights-repository';

const text = (max: number) => ({ type: 'string', maxLength: max }) as const;
const optionalText = (max: number) => ({ anyOf: [text(max), { type: 'null' }] }) as const;

const bodySchema = {
  type: 'object',
  required: ['events'],
  properties: {
    events: {
      type: 'array',
      minItems: 1,
      maxItems: 500,
      items: {
        type: 'object',
        required: ['type', 'journey', 'at', 'step', 'lang'],
        properties: {
          type: text(40),
          journey: text(64),
          at: { type: 'integer', minimum: 0 },
          step: text(40),
          kind: optionalText(4),
          location: optionalText(64),
          lang: text(35),
          level: optionalText(10),
          feeOn: { anyOf: [{ type: 'boolean' }, { type: 'null' }] },
          reason: optionalText(40),
          error: optionalText(40),
          vital: optionalText(8),
          value: { anyOf: [{ type: 'integer', minimum: 0 }, { type: 'null' }] },
        },
      },
    },
  },
} as const;

type WireEvent = FromSchema<typeof bodySchema>['events'][number];

function stored(event: WireEvent): Omit<StoredInsight, 'receivedAt'> {
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
  };
}

/**
 * POST /collector/events: the stand-in for the insights collector the server hands the guests'
 * journey events to (INSIGHTS_COLLECTOR_URL). Outside `/api`: the server calls it, not a guest's
 * browser, so it carries no device fingerprint. `npm run insights` reads what it keeps.
 */
export function registerCollectorRoute(
  app: SandboxApp,
  db: Database.Database,
  now: () => Date = () => new Date(),
): void {
  const repository = new InsightsRepository(db);
  app.post('/collector/events', { schema: { body: bodySchema } }, async (request, reply) => {
    repository.insertAll(request.body.events.map(stored), now().toISOString());
    return reply.code(204).send();
  });
}
