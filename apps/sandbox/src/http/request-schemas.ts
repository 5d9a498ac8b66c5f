/**
 * The contract's request shapes as JSON Schema (docs/service-contract.md), written `as const` so
 * that each route's handler receives its body, query, params and headers typed from the same
 * schema Fastify validates them with (the json-schema-to-ts type provider, http/sandbox-app.ts).
 * Validation happens once, here, before the handler: nothing hostile reaches the idempotency hash
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
  // `source` is a token string or a provider's object.
  allowUnionTypes: true,
} as const;

/** The most tip lines one payment or review carries. */
export const MAX_TIP_LINES = 50;

/** Lone surrogates, line/paragraph separators and bidirectional overrides: never in text. */
const NEVER = '\\p{Cs}\\p{Zl}\\p{Zp}\\u202A-\\u202E\\u2066-\\u2069';
/** …and no control character at all in a one-line text such as a name. */
const UNPRINTABLE = `\\p{Cc}${NEVER}`;
/** A comment may break lines (tab, line feed, carriage return), nothing else that is a control. */
const UNPRINTABLE_IN_COMMENT = `\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F-\\x9F${NEVER}`;

/** Money in a request: two decimals, no sign, no spaces, no leading zeros ("0.50", "10.60"). */
export const money = {
  type: 'string',
  pattern: '^(0|[1-9][0-9]{0,7})\\.[0-9]{2}$',
  description: 'a decimal string with two decimals like "10.00"',
} as const satisfies StringSchema;

/** An id the services hand out (users, pools, locations, tips): letters, digits, `_` and `-`. */
export const uid = {
  type: 'string',
  pattern: '^[A-Za-z0-9_-]{1,64}$',
  description: 'an id of 1 to 64 letters, digits, _ or -',
} as const satisfies StringSchema;

/** Printable text a person typed (a name): not blank, no control characters. */
export function printable(maxLength: number): StringSchema {
  return {
    type: 'string',
    minLength: 1,
    maxLength,
    pattern: `^(?=.*\\S)[^${UNPRINTABLE}]*$`,
    description: `printable text of 1 to ${maxLength} characters`,
  };
}

/** Optional printable text (may be empty), e.g. a review's comment. */
export function optionalText(maxLength: number): StringSchema {
  return {
    type: 'string',
    maxLength,
    pattern: `^[^${UNPRINTABLE_IN_COMMENT}]*$`,
    description: `text of at most ${maxLength} characters without control characters`,
  };
}

/** An opaque token from a provider or the services: printable ASCII, no spaces. */
export function token(maxLength: number): StringSchema {
  return {
    type: 'string',
    pattern: `^[\\x21-\\x7E]{1,${maxLength}}$`,
    description: `1 to ${maxLength} printable characters without spaces`,
  };
}

/** The e-mail rule of the app's own check (text@text.text, no spaces), at most 254 characters. */
export const email = {
  type: 'string',
  maxLength: 254,
  pattern: `^[^\\s@${UNPRINTABLE}]+@[^\\s@${UNPRINTABLE}]+\\.[^\\s@${UNPRINTABLE}]+$`,
  description: 'an e-mail address',
} as const satisfies StringSchema;

/**
 * ISO 8601 date-time with seconds and a zone ("2026-11-23T10:00:00.000Z"). The format allows a
 * leap second (":60"), which no clock of the app sends and `Date.parse` cannot read: the pattern
 * refuses it (the seconds' tens digit is the 18th character).
 */
export const dateTime = {
  type: 'string',
  maxLength: 40,
  format: 'date-time',
  pattern: '^.{17}[0-5]',
  description: 'an ISO 8601 date-time like "2026-11-23T10:00:00.000Z"',
} as const satisfies StringSchema;

/** A small free-form object a provider hands over (riskData, browserInfo, a source's state). */
export const providerObject = { type: 'object', maxProperties: 50 } as const;

export function object<const P, const R extends readonly string[]>(
  properties: P,
  required: R,
): ObjectSchema<P, R> {
  return { type: 'object', properties, required };
}

export function nullable<const S>(schema: S): { readonly anyOf: readonly [{ type: 'null' }, S] } {
  return { anyOf: [{ type: 'null' }, schema] };
}

/** One of a closed list; the lists are the core's (`@tipwell/core/vocabulary`). */
export function oneOfStrings<const V extends readonly string[]>(
  values: V,
): { readonly type: 'string'; readonly enum: V; readonly description: string } {
  return { type: 'string', enum: values, description: `one of ${values.join(', ')}` };
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
