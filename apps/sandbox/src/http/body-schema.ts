import { toJsonSchema, type ConversionConfig, type JsonSchema } from '@valibot/to-json-schema';
import { hasOneIntent, isDistinct, isJsonObject } from '@tipwell/core/vocabulary';

/** What the converter says of a regex with flags; Ajv compiles every pattern with `u` anyway. */
const FLAGS_NOT_SUPPORTED = 'RegExp flags are not supported by JSON Schema.';

/**
 * The JSON Schema Ajv gets for the core's two named checks (`v.check` over a function the core
 * exports), which the converter cannot read. `hasOneIntent` comes after the body's own schema
 * (`allOf` keeps the order; Ajv would check a `oneOf` beside `properties` first), so every other
 * refusal names its field.
 */
const TRANSLATED = new Map<unknown, (schema: JsonSchema) => JsonSchema>([
  [
    hasOneIntent,
    (schema) => ({
      allOf: [
        schema,
        {
          oneOf: [
            { type: 'object', required: ['intent'] },
            { type: 'object', required: ['scheduledPaymentIntentCode'] },
          ],
          description: 'sent with exactly one of intent or scheduledPaymentIntentCode',
        },
      ],
    }),
  ],
  [isDistinct, (schema) => ({ ...schema, uniqueItems: true })],
]);

const config: ConversionConfig = {
  overrideAction: ({ valibotAction, jsonSchema, errors }) => {
    const { type, requirement } = valibotAction as { type: string; requirement?: unknown };
    const translate = type === 'check' ? TRANSLATED.get(requirement) : undefined;
    if (translate) return translate(jsonSchema);
    // An intersection's entry limit: the converter writes maxProperties beside `allOf` with no type,
    // which Ajv's strictTypes warns of on every start; the intersection is of objects.
    if (type === 'max_entries' && jsonSchema.type === undefined) {
      return { type: 'object', ...jsonSchema };
    }
    const onlyUnicodeFlag =
      requirement instanceof RegExp &&
      requirement.flags === 'u' &&
      errors?.every((message) => message === FLAGS_NOT_SUPPORTED);
    return onlyUnicodeFlag ? jsonSchema : undefined;
  },
  // The core's free-form JSON object (a valibot `custom` schema over `isJsonObject`).
  overrideSchema: ({ valibotSchema }) => {
    const { type, check } = valibotSchema as { type: string; check?: unknown };
    return type === 'custom' && check === isJsonObject ? { type: 'object' } : undefined;
  },
};

/**
 * A route's body schema: JSON Schema generated from the core's valibot schema (decision 0037),
 * so a body and its limits are written once. Anything the converter cannot express throws here,
 * at start-up, rather than being left unchecked.
 */
export function bodySchema(schema: Parameters<typeof toJsonSchema>[0]): JsonSchema {
  return toJsonSchema(schema, config);
}
