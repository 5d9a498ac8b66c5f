import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../sandbox-context';
import { HttpError } from './http-error';

const MAX_KEY_LENGTH = 200;

export interface Outcome {
  readonly status: number;
  readonly body: unknown;
}

/** JSON with object keys sorted, so two equal bodies hash alike whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requireIdempotencyKey(request: FastifyRequest): string {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || key.trim() === '' || key.length > MAX_KEY_LENGTH) {
    throw new HttpError(
      400,
      'IDEMPOTENCY_KEY_REQUIRED',
      'The Idempotency-Key header is required (1 to 200 characters)',
    );
  }
  return key;
}

/**
 * Route options of a keyed POST: the key is checked before the body's schema, so a request
 * without one is a 400 whatever its body (the header schema documents the same rule).
 */
export const keyedRoute = {
  preValidation: async (request: FastifyRequest): Promise<void> => {
    requireIdempotencyKey(request);
  },
};

/**
 * Runs `work` once per Idempotency-Key: the work's writes and the key with its response are
 * committed in one transaction. A repeat with the same body gets the stored response (header
 * `Idempotent-Replayed: true`); the same key with another body or endpoint is a 422. Work that
 * throws stores nothing, so a refused request can be retried with the same key.
 */
export function runIdempotent(
  ctx: SandboxContext,
  request: FastifyRequest,
  reply: FastifyReply,
  endpoint: string,
  work: (key: string) => Outcome,
): FastifyReply {
  const key = requireIdempotencyKey(request);
  const requestHash = createHash('sha256')
    .update(canonicalJson(request.body ?? null))
    .digest('hex');
  const outcome = ctx.db
    .transaction((): Outcome & { replayed: boolean } => {
      const stored = ctx.keys.find(key);
      if (stored) {
        if (stored.endpoint !== endpoint || stored.requestHash !== requestHash) {
          throw new HttpError(
            422,
            'IDEMPOTENCY_KEY_REUSED',
            'This Idempotency-Key was used for another request',
          );
        }
        return { status: stored.status, body: JSON.parse(stored.body) as unknown, replayed: true };
      }
      const fresh = work(key);
      ctx.keys.insert(
        { key, endpoint, requestHash, status: fresh.status, body: JSON.stringify(fresh.body) },
        ctx.now(),
      );
      return { ...fresh, replayed: false };
    })
    .immediate();
  if (outcome.replayed) reply.header('Idempotent-Replayed', 'true');
  return reply.status(outcome.status).send(outcome.body);
}
