/**
 * The contract's request shapes as JSON Schema (docs/service-contract.md): Fastify validates each
 * route's body, query, params and headers with these before its handler runs, so nothing hostile
 * reaches the idempotency hash or the database. Semantic checks (a known recipient, the amount
 * bounds, the processor the settings name) stay in the handlers, which run after.
 */

/** A JSON Schema fragment; kept loose on purpose (Fastify hands it to Ajv as is). */
export type Schema = Readonly<Record<string, unknown>>;

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
export const money: Schema = {
  type: 'string',
  pattern: '^(0|[1-9][0-9]{0,7})\\.[0-9]{2}$',
  description: 'a decimal string with two decimals like "10.00"',
};

/** An id the services hand out (users, pools, locations, tips): letters, digits, `_` and `-`. */
export const uid: Schema = {
  type: 'string',
  pattern: '^[A-Za-z0-9_-]{1,64}$',
  description: 'an id of 1 to 64 letters, digits, _ or -',
};

/** Printable text a person typed (a name): not blank, no control characters. */
export function printable(maxLength: number): Schema {
  return {
    type: 'string',
    minLength: 1,
    maxLength,
    pattern: `^(?=.*\\S)[^${UNPRINTABLE}]*$`,
    description: `printable text of 1 to ${maxLength} characters`,
  };
}

/** Optional printable text (may be empty), e.g. a review's comment. */
export function optionalText(maxLength: number): Schema {
  return {
    type: 'string',
    maxLength,
    pattern: `^[^${UNPRINTABLE_IN_COMMENT}]*$`,
    description: `text of at most ${maxLength} characters without control characters`,
  };
}

/** An opaque token from a provider or the services: printable ASCII, no spaces. */
export function token(maxLength: number): Schema {
  return {
    type: 'string',
    pattern: `^[\\x21-\\x7E]{1,${maxLength}}$`,
    description: `1 to ${maxLength} printable characters without spaces`,
  };
}

/** The e-mail rule of the app's own check (text@text.text, no spaces), at most 254 characters. */
export const email: Schema = {
  type: 'string',
  maxLength: 254,
  pattern: `^[^\\s@${UNPRINTABLE}]+@[^\\s@${UNPRINTABLE}]+\\.[^\\s@${UNPRINTABLE}]+$`,
  description: 'an e-mail address',
};

/** ISO 8601 date-time with seconds and a zone ("2026-11-23T10:00:00.000Z"). */
export const dateTime: Schema = {
  type: 'string',
  maxLength: 40,
  format: 'date-time',
  description: 'an ISO 8601 date-time like "2026-11-23T10:00:00.000Z"',
};

/** A small free-form object a provider hands over (riskData, browserInfo, a source's state). */
export const providerObject: Schema = { type: 'object', maxProperties: 50 };

export function object(properties: Record<string, Schema>, required: readonly string[]): Schema {
  return { type: 'object', properties, required };
}

export function nullable(schema: Schema): Schema {
  return { anyOf: [{ type: 'null' }, schema] };
}

export function oneOfStrings(values: readonly string[]): Schema {
  return { type: 'string', enum: values, description: `one of ${values.join(', ')}` };
}

/** The Idempotency-Key header of payment POSTs and reviews (a second header is refused earlier). */
export const idempotencyHeaders: Schema = object(
  { 'idempotency-key': { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' } },
  ['idempotency-key'],
);

/** Path parameters that name a resource; one that cannot name anything is a 404. */
export function idParams(...names: string[]): Schema {
  return object(
    Object.fromEntries(names.map((name) => [name, { type: 'string', maxLength: 100 }])),
    names,
  );
}
