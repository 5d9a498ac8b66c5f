import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../sandbox-context';
import { HttpError } from './http-error';
import { type SchemaFailure, validationError } from './validation-error';

/** What a keyed route's handler hands over: its validated key and body. */
export interface KeyedRequest {
  readonly headers: { readonly 'idempotency-key': string };
  readonly body: unknown;
}

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

/**
 * Route options of a keyed POST: the route's own header schema (request-schemas.ts,
 * `idempotencyHeaders`) runs before the body's, so a request without a key is a 400 whatever its
 * body (Fastify checks params, body, query, then headers: this only moves the headers first).
 */
export const keyedRoute = {
  preValidation: async (request: FastifyRequest): Promise<void> => {
    const validate = request.getValidationFunction('headers');
    if (validate && !validate(request.headers)) {
      throw validationError('headers', (validate.errors ?? []) as readonly SchemaFailure[]);
    }
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
  request: KeyedRequest,
  reply: FastifyReply,
  endpoint: string,
  work: (key: string) => Outcome,
): FastifyReply {
  const key = request.headers['idempotency-key'];
  const requestHash = createHash('sha256').update(canonicalJson(request.body)).digest('hex');
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
