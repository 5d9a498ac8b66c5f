/**
 * The sandbox's own request shapes as JSON Schema: path parameters, queries, the Idempotency-Key
 * header, written `as const` so that each handler receives them typed from the same schema Fastify
 * validates them with (the json-schema-to-ts type provider, http/sandbox-app.ts). The tips
 * service's request bodies are the core's valibot schemas, converted (http/body-schema.ts, decision
 * 0037). Validation happens once, before the handler: nothing hostile reaches the idempotency hash
 * or the database, and the handlers keep only the checks a schema cannot make (a known recipient,
 * the amount bounds, the processor the settings name). Docs: docs/decisions/0024.
 */

/** What the builders below hand out: enough of a schema for json-schema-to-ts to read its type. */
export interface StringSchema {
  readonly type: 'string';
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly format?: string;
  readonly description?: string;
}

export interface ObjectSchema<P, R extends readonly string[]> {
  readonly type: 'object';
  readonly properties: P;
  readonly required: R;
}

/**
 * Ajv's options for the sandbox: no type coercion (a number is not a string, "5" is not 5), the
 * first failure only, and `verbose` so a failure carries its schema's `description`.
 */
export const AJV_OPTIONS = {
  coerceTypes: false,
  removeAdditional: false,
  allErrors: false,
  verbose: true,
} as const;

/** An id the services hand out (users, pools, locations, tips): letters, digits, `_` and `-`. */
export const uid = {
  type: 'string',
  pattern: '^[A-Za-z0-9_-]{1,64}$',
  description: 'an id of 1 to 64 letters, digits, _ or -',
} as const satisfies StringSchema;

export function object<const P, const R extends readonly string[]>(
  properties: P,
  required: R,
): ObjectSchema<P, R> {
  return { type: 'object', properties, required };
}

/**
 * The Idempotency-Key header of payment POSTs and reviews (a second header is refused earlier, in
 * http/request-contract.ts). Checked before the body (http/idempotency.ts, `keyedRoute`).
 */
export const idempotencyHeaders = object(
  {
    'idempotency-key': {
      type: 'string',
      minLength: 1,
      maxLength: 200,
      pattern: '\\S',
      description: '1 to 200 characters',
    },
  },
  ['idempotency-key'],
);

/** Path parameters that name a resource; one that cannot name anything is a 404. */
export function idParams<const N extends readonly string[]>(
  ...names: N
): ObjectSchema<{ readonly [K in N[number]]: StringSchema }, N> {
  const properties = Object.fromEntries(
    names.map((name) => [name, { type: 'string', maxLength: 100 } satisfies StringSchema]),
  ) as { readonly [K in N[number]]: StringSchema };
  return object(properties, names);
}
