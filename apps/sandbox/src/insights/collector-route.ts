import type Database from 'better-sqlite3';
import type { FromSchema } from 'json-schema-to-ts';
import {
  JOURNEY_ID_PATTERN,
  LANG_PATTERN,
  MAX_STAFF,
  UID_PATTERN,
  looksPersonal,
} from '@tipwell/core';
import { HttpError } from '../http/http-error';
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
          journey: { type: 'string', pattern: JOURNEY_ID_PATTERN },
          at: { type: 'integer', minimum: 0 },
          step: text(40),
          kind: optionalText(4),
          location: { anyOf: [{ type: 'string', pattern: UID_PATTERN }, { type: 'null' }] },
          lang: { type: 'string', pattern: LANG_PATTERN },
          level: optionalText(10),
          feeOn: { anyOf: [{ type: 'boolean' }, { type: 'null' }] },
          reason: optionalText(40),
          error: optionalText(40),
          vital: optionalText(8),
          value: { anyOf: [{ type: 'integer', minimum: 0 }, { type: 'null' }] },
          tipCents: { anyOf: [{ type: 'integer', minimum: 0 }, { type: 'null' }] },
          feeCents: { anyOf: [{ type: 'integer', minimum: 0 }, { type: 'null' }] },
          feeBy: optionalText(8),
          feeChoice: { anyOf: [{ type: 'boolean' }, { type: 'null' }] },
          staff: {
            type: 'array',
            maxItems: MAX_STAFF,
            items: { type: 'string', pattern: UID_PATTERN },
          },
          payments: {
            anyOf: [{ type: 'integer', minimum: 1, maximum: MAX_STAFF }, { type: 'null' }],
          },
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
  db: Database.Database,
  now: () => Date = () => new Date(),
): void {
  const repository = new InsightsRepository(db);
  app.post('/collector/events', { schema: { body: bodySchema } }, async (request, reply) => {
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
  });
}
