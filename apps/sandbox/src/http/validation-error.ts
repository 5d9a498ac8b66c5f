import { HttpError } from './http-error';

/** The part of an Ajv error the sandbox reads (Fastify's `error.validation` items). */
export interface SchemaFailure {
  readonly keyword: string;
  readonly instancePath: string;
  readonly params: Readonly<Record<string, unknown>>;
  readonly message?: string | undefined;
  readonly parentSchema?: Readonly<Record<string, unknown>> | undefined;
}

/** `/tips/0/amount` → `tips[0].amount`; the root is `body` (or `query`). */
function fieldPath(instancePath: string, root: string): string {
  const parts = instancePath.split('/').slice(1);
  let path = '';
  for (const raw of parts) {
    const part = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    path = /^\d+$/.test(part) ? `${path}[${part}]` : path === '' ? part : `${path}.${part}`;
  }
  return path === '' ? root : path;
}

function describe(failure: SchemaFailure): string {
  const description = failure.parentSchema?.['description'];
  if (failure.keyword === 'type') return `must be of type ${String(failure.params['type'])}`;
  if (typeof description === 'string') return `must be ${description}`;
  return failure.message ?? 'is invalid';
}

/**
 * A schema failure in the contract's envelope: the body or query → 422 VALIDATION_FAILED naming
 * the field by its full path; a path parameter that cannot name anything → 404 NOT_FOUND; the
 * headers (only the Idempotency-Key has a schema) → 400 IDEMPOTENCY_KEY_REQUIRED.
 */
export function validationError(context: string, failures: readonly SchemaFailure[]): HttpError {
  if (context === 'headers') {
    return new HttpError(
      400,
      'IDEMPOTENCY_KEY_REQUIRED',
      'The Idempotency-Key header is required (1 to 200 characters)',
    );
  }
  if (context === 'params') return new HttpError(404, 'NOT_FOUND', 'No such resource');
  const failure = failures[0];
  const root = context === 'querystring' ? 'query' : 'body';
  if (!failure) return new HttpError(422, 'VALIDATION_FAILED', `${root} is invalid`, root);
  const at = fieldPath(failure.instancePath, root);
  if (failure.keyword === 'required') {
    const missing = String(failure.params['missingProperty']);
    const field = at === root ? missing : `${at}.${missing}`;
    return new HttpError(422, 'VALIDATION_FAILED', `${field} is required`, field);
  }
  return new HttpError(422, 'VALIDATION_FAILED', `${at} ${describe(failure)}`, at);
}
