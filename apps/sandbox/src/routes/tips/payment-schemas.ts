import type { FromSchema } from 'json-schema-to-ts';
import {
  detailsBodySchema,
  feeBodySchema,
  intentBodySchema,
  poolPaymentBodySchema,
  qrPaymentBodySchema,
  reviewBodySchema,
  webPaymentBodySchema,
} from '@tipwell/core/vocabulary';
import { bodySchema } from '../../http/body-schema';
import { keyedRoute } from '../../http/idempotency';
import { idempotencyHeaders, object } from '../../http/request-schemas';

/**
 * The routes' options of the tips service. Each body's JSON Schema is generated from the core's
 * valibot schema (packages/core/src/schemas/request-body-schemas.ts, decision 0037): a body and its
 * limits are written once; the handlers type their body with that schema's output.
 */

/** A keyed POST's types: its body (the core schema's output) and its checked Idempotency-Key. */
export interface Keyed<B> {
  Body: B;
  Headers: FromSchema<typeof idempotencyHeaders>;
}

/** A keyed POST's route options: its Idempotency-Key checked first, then its schemas. */
function keyed(body: Parameters<typeof bodySchema>[0]) {
  return { ...keyedRoute, schema: { headers: idempotencyHeaders, body: bodySchema(body) } };
}

export const webPaymentRoute = keyed(webPaymentBodySchema);

export const poolPaymentRoute = keyed(poolPaymentBodySchema);

export const qrPaymentRoute = keyed(qrPaymentBodySchema);

export const intentRoute = { schema: { body: bodySchema(intentBodySchema) } };

export const detailsRoute = keyed(detailsBodySchema);

export const reviewRoute = keyed(reviewBodySchema);

export const feesRoute = { schema: { body: bodySchema(feeBodySchema) } };

export const paymentMethodsRoute = {
  schema: {
    querystring: object(
      {
        amount: {
          type: 'string',
          pattern: '^[1-9][0-9]{0,8}$',
          description: 'a positive whole number of cents',
        },
      },
      ['amount'],
    ),
  },
} as const;
