import * as v from 'valibot';
import { PAYMENT_MAX_TIPS } from '../domain/payment-limit';
import { FEE_MODES, PROCESSORS, TIP_LEVELS } from '../domain/vocabulary';

/**
 * The tips service's request bodies as they cross the wire (docs/service-contract.md): money as a
 * decimal string, each field bounded. Written once (decision 0037): the sandbox's routes validate
 * with JSON Schema generated from these schemas. Unknown fields are allowed, as a service
 * allows a newer client's field (`v.object`: no `additionalProperties` once converted).
 *
 * Every rule here converts to JSON Schema (`@valibot/to-json-schema`); the three that do not,
 * `hasOneIntent`, `isDistinct` and `isJsonObject`, are named functions the sandbox's converter
 * translates itself.
 * Texts use Unicode property classes, so those regexes carry the `u` flag (Ajv compiles every
 * pattern with it).
 */

/** How much a request's fields may hold: what a guest may type, or a provider send, with room. */
export const REQUEST_LIMITS = {
  /** A name on a card, a pool's customer name. */
  name: 200,
  /** The device id of a QR or pay-later payment. */
  deviceId: 500,
  /** A provider's token string. */
  sourceToken: 4096,
  /** Fields of a provider's object (a source, riskData, browserInfo). */
  providerFields: 50,
  /** The return address of a redirect (3-D Secure). */
  returnUrl: 4000,
  /** An intent code (QR or pay later). */
  intentCode: 200,
  /** A payment's reference in a details request. */
  reference: 100,
  /** Fields of a details request's `details`. */
  detailsFields: 20,
  redirectResult: 2000,
  paymentData: 10000,
  /** A review's comment. */
  comment: 2000,
  /** An e-mail address (RFC 5321's path limit). */
  email: 254,
  /** A room number's digits. */
  roomDigits: 20,
  /** A postal code's characters. */
  postalCode: 20,
} as const;

/** Lone surrogates, line/paragraph separators and bidirectional overrides: never in text. */
const NEVER = '\\p{Cs}\\p{Zl}\\p{Zp}\\u202A-\\u202E\\u2066-\\u2069';
/** …and no control character at all in a one-line text such as a name. */
const UNPRINTABLE = `\\p{Cc}${NEVER}`;
/** A comment may break lines (tab, line feed, carriage return), nothing else that is a control. */
const UNPRINTABLE_IN_COMMENT = `\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F-\\x9F${NEVER}`;

function oneOf<const V extends readonly [string, ...string[]]>(values: V) {
  return v.pipe(v.picklist(values), v.description(`one of ${values.join(', ')}`));
}

/** Money in a request: two decimals, no sign, no spaces, no leading zeros ("0.50", "10.60"). */
export const wireMoneySchema = v.pipe(
  v.string(),
  v.regex(/^(0|[1-9][0-9]{0,7})\.[0-9]{2}$/),
  v.description('a decimal string with two decimals like "10.00"'),
);

/** An id the services hand out (users, pools, locations, tips): letters, digits, `_` and `-`. */
const uid = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9_-]{1,64}$/),
  v.description('an id of 1 to 64 letters, digits, _ or -'),
);

/** Printable text a person typed (a name): not blank, no control characters. */
function printable(maxLength: number) {
  return v.pipe(
    v.string(),
    v.minLength(1),
    v.maxLength(maxLength),
    v.regex(new RegExp(`^(?=.*\\S)[^${UNPRINTABLE}]*$`, 'u')),
    v.description(`printable text of 1 to ${maxLength} characters`),
  );
}

/** An opaque token from a provider or the services: printable ASCII, no spaces. */
function token(maxLength: number) {
  return v.pipe(
    v.string(),
    v.regex(new RegExp(`^[\\x21-\\x7E]{1,${maxLength}}$`)),
    v.description(`1 to ${maxLength} printable characters without spaces`),
  );
}

/**
 * A JSON object, not an array. valibot's objects and records read an array as an object (a record
 * of `[]` is `{}`), JSON Schema's `type: "object"` refuses it: free-form objects are this custom
 * schema, which the sandbox's converter writes as `type: "object"`.
 */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const jsonObject = v.custom<Record<string, unknown>>(isJsonObject, 'Invalid type: Expected Object');

/** A small free-form object a provider hands over (riskData, browserInfo, a source's state). */
const providerObject = v.pipe(
  jsonObject,
  v.maxEntries(REQUEST_LIMITS.providerFields),
  v.description(`an object of at most ${REQUEST_LIMITS.providerFields} fields`),
);

/**
 * ISO 8601 date-time with seconds and a zone ("2026-11-23T10:00:00.000Z"). The format allows a
 * leap second (":60"), which no clock of the app sends and `Date.parse` cannot read: the pattern
 * refuses it (the seconds' tens digit is the 18th character).
 */
const dateTime = v.pipe(
  v.string(),
  v.maxLength(40),
  v.isoTimestamp(),
  v.regex(/^.{17}[0-5]/),
  v.description('an ISO 8601 date-time like "2026-11-23T10:00:00.000Z"'),
);

/** The e-mail rule of the app's own check (text@text.text, no spaces). */
const email = v.pipe(
  v.string(),
  v.maxLength(REQUEST_LIMITS.email),
  v.regex(
    new RegExp(`^[^\\s@${UNPRINTABLE}]+@[^\\s@${UNPRINTABLE}]+\\.[^\\s@${UNPRINTABLE}]+$`, 'u'),
  ),
  v.description('an e-mail address'),
);

/** A user's tip line. */
export const userLineSchema = v.object({
  userUid: uid,
  locationUid: uid,
  amount: wireMoneySchema,
  level: oneOf(TIP_LEVELS),
});

/** A pool's tip line. */
export const poolLineSchema = v.object({
  poolUid: uid,
  amount: wireMoneySchema,
  level: oneOf(TIP_LEVELS),
  customerName: printable(REQUEST_LIMITS.name),
  roomNumber: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.regex(new RegExp(`^[0-9]{1,${REQUEST_LIMITS.roomDigits}}$`)),
        v.description(`digits (at most ${REQUEST_LIMITS.roomDigits})`),
      ),
    ),
  ),
});

function tipLines<const L extends v.GenericSchema>(line: L) {
  return v.pipe(
    v.array(line),
    v.minLength(1),
    v.maxLength(PAYMENT_MAX_TIPS),
    v.description(`1 to ${PAYMENT_MAX_TIPS} tip lines`),
  );
}

/** What every payment body carries. `source`: a provider's token or its payment-method object. */
const paymentCommonEntries = {
  processor: oneOf(PROCESSORS),
  source: v.union([
    v.pipe(
      v.string(),
      v.minLength(1),
      v.maxLength(REQUEST_LIMITS.sourceToken),
      v.regex(/^[\x21-\x7E]+$/),
      v.description(`a token of 1 to ${REQUEST_LIMITS.sourceToken} printable characters`),
    ),
    providerObject,
  ]),
  deviceTime: dateTime,
  nameOnCard: printable(REQUEST_LIMITS.name),
  shopperEmail: v.optional(email),
  returnUrl: v.optional(token(REQUEST_LIMITS.returnUrl)),
  riskData: v.optional(providerObject),
  browserInfo: v.optional(providerObject),
};

/** The common fields as a service receives them. */
export const paymentCommonSchema = v.object(paymentCommonEntries);

/** The intent reference of a QR or pay-later request. */
const intentRefEntries = {
  deviceId: printable(REQUEST_LIMITS.deviceId),
  intent: v.optional(token(REQUEST_LIMITS.intentCode)),
  scheduledPaymentIntentCode: v.optional(token(REQUEST_LIMITS.intentCode)),
};

/**
 * Exactly one of `intent` (QR) and `scheduledPaymentIntentCode` (pay later). A check, so it does
 * not convert by itself: the sandbox's converter recognizes this function and writes its `oneOf`.
 */
export function hasOneIntent(body: {
  readonly intent?: string | undefined;
  readonly scheduledPaymentIntentCode?: string | undefined;
}): boolean {
  return (body.intent === undefined) !== (body.scheduledPaymentIntentCode === undefined);
}

const ONE_INTENT_MESSAGE = 'sent with exactly one of intent or scheduledPaymentIntentCode';

/** No value twice in a list (a review's tips). The sandbox's converter writes `uniqueItems`. */
export function isDistinct(items: readonly unknown[]): boolean {
  return new Set(items).size === items.length;
}

/** POST v1 /payments/web. */
export const webPaymentBodySchema = v.object({
  ...paymentCommonEntries,
  tips: tipLines(userLineSchema),
});

/** POST v1 /payments/pool-web. */
export const poolPaymentBodySchema = v.object({
  ...paymentCommonEntries,
  tips: tipLines(poolLineSchema),
});

/** POST v1 and v3 /payments/qr: a QR payment or a pay-later one. */
const qrPaymentObject = v.object({
  ...paymentCommonEntries,
  ...intentRefEntries,
  postalCode: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.regex(new RegExp(`^[A-Za-z0-9 -]{0,${REQUEST_LIMITS.postalCode}}$`)),
        v.description(
          `a postal code (at most ${REQUEST_LIMITS.postalCode} letters, digits, spaces or -)`,
        ),
      ),
    ),
  ),
  tips: tipLines(userLineSchema),
});
export const qrPaymentBodySchema = v.pipe(
  qrPaymentObject,
  v.check<v.InferOutput<typeof qrPaymentObject>, string>(hasOneIntent, ONE_INTENT_MESSAGE),
);

/** POST v1 /payments/intent: the exchange of an intent reference. */
const intentObject = v.object(intentRefEntries);
export const intentBodySchema = v.pipe(
  intentObject,
  v.check<v.InferOutput<typeof intentObject>, string>(hasOneIntent, ONE_INTENT_MESSAGE),
);

/** POST v3 /payments/web/details: a redirect's result (3-D Secure). */
export const detailsBodySchema = v.object({
  reference: token(REQUEST_LIMITS.reference),
  details: v.pipe(
    v.intersect([
      jsonObject,
      v.looseObject({
        redirectResult: v.optional(token(REQUEST_LIMITS.redirectResult)),
        paymentData: v.optional(token(REQUEST_LIMITS.paymentData)),
      }),
    ]),
    v.maxEntries(REQUEST_LIMITS.detailsFields),
    v.description(`an object of at most ${REQUEST_LIMITS.detailsFields} fields`),
  ),
});

/** POST web/v1 /reviews. */
export const reviewBodySchema = v.object({
  tipUids: v.pipe(
    v.array(uid),
    v.minLength(1),
    v.maxLength(PAYMENT_MAX_TIPS),
    v.check<string[], string>(isDistinct, 'no tip id twice'),
    v.description(`1 to ${PAYMENT_MAX_TIPS} different tip ids`),
  ),
  rating: v.pipe(
    v.number(),
    v.integer(),
    v.minValue(1),
    v.maxValue(5),
    v.description('a whole number from 1 to 5'),
  ),
  comment: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.maxLength(REQUEST_LIMITS.comment),
        v.regex(new RegExp(`^[^${UNPRINTABLE_IN_COMMENT}]*$`, 'u')),
        v.description(
          `text of at most ${REQUEST_LIMITS.comment} characters without control characters`,
        ),
      ),
    ),
  ),
});

/** POST v1 /proposals/calculate-fees: one tip's fee (`tipCount` is always 1). */
export const feeBodySchema = v.object({
  processor: oneOf(PROCESSORS),
  amount: wireMoneySchema,
  mode: oneOf(FEE_MODES),
  tipCount: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1), v.description('1')),
  locationUid: uid,
});

export type PaymentCommonBody = v.InferOutput<typeof paymentCommonSchema>;
export type UserLineBody = v.InferOutput<typeof userLineSchema>;
export type PoolLineBody = v.InferOutput<typeof poolLineSchema>;
export type WebPaymentBody = v.InferOutput<typeof webPaymentBodySchema>;
export type PoolPaymentBody = v.InferOutput<typeof poolPaymentBodySchema>;
export type QrPaymentBody = v.InferOutput<typeof qrPaymentBodySchema>;
export type IntentBody = v.InferOutput<typeof intentBodySchema>;
export type DetailsBody = v.InferOutput<typeof detailsBodySchema>;
export type ReviewBody = v.InferOutput<typeof reviewBodySchema>;
export type FeeBody = v.InferOutput<typeof feeBodySchema>;
