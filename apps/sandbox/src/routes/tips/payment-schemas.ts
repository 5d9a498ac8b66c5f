import {
  MAX_TIP_LINES,
  type Schema,
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
import { TIP_LEVELS } from '@tipwell/core';
import { keyedRoute } from '../../http/idempotency';
import { WEB_PROCESSORS } from '../../sandbox-context';

export const LEVELS = TIP_LEVELS;

/** Common: what every payment body carries (docs/service-contract.md). */
const common: Record<string, Schema> = {
  processor: oneOfStrings(WEB_PROCESSORS),
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
};
const commonRequired = ['processor', 'source', 'deviceTime', 'nameOnCard'];

function tips(line: Schema): Schema {
  return { type: 'array', minItems: 1, maxItems: MAX_TIP_LINES, items: line };
}

const userLine = object(
  { userUid: uid, locationUid: uid, amount: money, level: oneOfStrings(LEVELS) },
  ['userUid', 'locationUid', 'amount', 'level'],
);

const poolLine = object(
  {
    poolUid: uid,
    amount: money,
    level: oneOfStrings(LEVELS),
    customerName: printable(200),
    roomNumber: nullable({
      type: 'string',
      pattern: '^[0-9]{1,20}$',
      description: 'digits (at most 20)',
    }),
  },
  ['poolUid', 'amount', 'level', 'customerName'],
);

/** The intent reference of a QR or pay-later request (exactly one of the two: the handler checks). */
const intentRef: Record<string, Schema> = {
  deviceId: printable(500),
  intent: token(200),
  scheduledPaymentIntentCode: token(200),
};

/** A keyed POST's route options: its Idempotency-Key checked first, then its schemas. */
interface KeyedRoute {
  readonly preValidation: (typeof keyedRoute)['preValidation'];
  readonly schema: { readonly body: Schema; readonly headers: Schema };
}

function keyed(body: Schema): KeyedRoute {
  return { ...keyedRoute, schema: { headers: idempotencyHeaders, body } };
}

export const webPaymentRoute = keyed(
  object({ ...common, tips: tips(userLine) }, [...commonRequired, 'tips']),
);

export const poolPaymentRoute = keyed(
  object({ ...common, tips: tips(poolLine) }, [...commonRequired, 'tips']),
);

export const qrPaymentRoute = keyed(
  object(
    {
      ...common,
      ...intentRef,
      postalCode: nullable({
        type: 'string',
        pattern: '^[A-Za-z0-9 -]{0,20}$',
        description: 'a postal code (at most 20 letters, digits, spaces or -)',
      }),
      tips: tips(userLine),
    },
    [...commonRequired, 'deviceId', 'tips'],
  ),
);

export const intentRoute = { schema: { body: object(intentRef, ['deviceId']) } };

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
        processor: oneOfStrings(WEB_PROCESSORS),
        amount: money,
        mode: oneOfStrings(['net', 'gross']),
        tipCount: { type: 'integer', minimum: 1, maximum: 1, description: '1' },
        locationUid: uid,
      },
      ['processor', 'amount', 'mode', 'tipCount', 'locationUid'],
    ),
  },
};

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
};
