import type { FromSchema } from 'json-schema-to-ts';
import { FEE_MODES, PROCESSORS, TIP_LEVELS } from '@tipwell/core/vocabulary';
import {
  MAX_TIP_LINES,
  type ObjectSchema,
  dateTime,
  email,
  idempotencyHeaders,
  money,
  nullable,
  object,
  oneOfStrings,
  optionalText,
  printable,
  providerObject,
  token,
  uid,
} from '../../http/request-schemas';
import { keyedRoute } from '../../http/idempotency';

/** Common: what every payment body carries (docs/service-contract.md). */
const common = {
  processor: oneOfStrings(PROCESSORS),
  source: {
    type: ['string', 'object'],
    minLength: 1,
    maxLength: 4096,
    pattern: '^[\\x21-\\x7E]+$',
    maxProperties: 50,
    description: 'a token string or a provider object',
  },
  deviceTime: dateTime,
  nameOnCard: printable(200),
  shopperEmail: email,
  returnUrl: token(4000),
  riskData: providerObject,
  browserInfo: providerObject,
} as const;
const commonRequired = ['processor', 'source', 'deviceTime', 'nameOnCard'] as const;

/** The common fields as a handler receives them. */
export type CommonBody = FromSchema<ObjectSchema<typeof common, typeof commonRequired>>;

function tips<const L>(line: L) {
  return { type: 'array', minItems: 1, maxItems: MAX_TIP_LINES, items: line } as const;
}

const userLine = object(
  { userUid: uid, locationUid: uid, amount: money, level: oneOfStrings(TIP_LEVELS) },
  ['userUid', 'locationUid', 'amount', 'level'],
);
export type UserLine = FromSchema<typeof userLine>;

const poolLine = object(
  {
    poolUid: uid,
    amount: money,
    level: oneOfStrings(TIP_LEVELS),
    customerName: printable(200),
    roomNumber: nullable({
      type: 'string',
      pattern: '^[0-9]{1,20}$',
      description: 'digits (at most 20)',
    } as const),
  },
  ['poolUid', 'amount', 'level', 'customerName'],
);
export type PoolLine = FromSchema<typeof poolLine>;

/** The intent reference of a QR or pay-later request. */
const intentRef = {
  deviceId: printable(500),
  intent: token(200),
  scheduledPaymentIntentCode: token(200),
} as const;

/**
 * Exactly one of `intent` (QR, type 0) and `scheduledPaymentIntentCode` (pay later, type 1). It
 * comes after the body's own schema (`allOf` keeps the order; Ajv would check a `oneOf` beside
 * `properties` first), so every other refusal names its field as before.
 */
function withOneIntent<const B>(body: B) {
  return {
    allOf: [
      body,
      {
        oneOf: [
          { type: 'object', required: ['intent'] },
          { type: 'object', required: ['scheduledPaymentIntentCode'] },
        ],
        description: 'sent with exactly one of intent or scheduledPaymentIntentCode',
      },
    ],
  } as const;
}

/** A keyed POST's route options: its Idempotency-Key checked first, then its schemas. */
function keyed<const B>(body: B) {
  return { ...keyedRoute, schema: { headers: idempotencyHeaders, body } } as const;
}

export const webPaymentRoute = keyed(
  object({ ...common, tips: tips(userLine) }, [...commonRequired, 'tips']),
);

export const poolPaymentRoute = keyed(
  object({ ...common, tips: tips(poolLine) }, [...commonRequired, 'tips']),
);

export const qrPaymentRoute = keyed(
  withOneIntent(
    object(
      {
        ...common,
        ...intentRef,
        postalCode: nullable({
          type: 'string',
          pattern: '^[A-Za-z0-9 -]{0,20}$',
          description: 'a postal code (at most 20 letters, digits, spaces or -)',
        } as const),
        tips: tips(userLine),
      },
      [...commonRequired, 'deviceId', 'tips'],
    ),
  ),
);

export const intentRoute = {
  schema: { body: withOneIntent(object(intentRef, ['deviceId'])) },
} as const;

export const detailsRoute = keyed(
  object(
    {
      reference: token(100),
      details: {
        type: 'object',
        maxProperties: 20,
        properties: { redirectResult: token(2000), paymentData: token(10000) },
      },
    },
    ['reference', 'details'],
  ),
);

export const reviewRoute = keyed(
  object(
    {
      tipUids: {
        type: 'array',
        minItems: 1,
        maxItems: MAX_TIP_LINES,
        uniqueItems: true,
        items: uid,
      },
      rating: {
        type: 'integer',
        minimum: 1,
        maximum: 5,
        description: 'a whole number from 1 to 5',
      },
      comment: nullable(optionalText(2000)),
    },
    ['tipUids', 'rating'],
  ),
);

export const feesRoute = {
  schema: {
    body: object(
      {
        processor: oneOfStrings(PROCESSORS),
        amount: money,
        mode: oneOfStrings(FEE_MODES),
        tipCount: { type: 'integer', minimum: 1, maximum: 1, description: '1' },
        locationUid: uid,
      },
      ['processor', 'amount', 'mode', 'tipCount', 'locationUid'],
    ),
  },
} as const;

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
