import * as v from 'valibot';
import type {
  FeeResponse,
  Group,
  IntentPayload,
  Location,
  Payload,
  PaymentResponse,
  Pool,
  ProcessorResponse,
  Proposal,
  SystemSettings,
  Theme,
  TipSettings,
  User,
} from '../domain/entities';
import { parseMoney } from '../domain/money';
import type { Cents } from '../domain/money';
import {
  CODE_PREFIXES,
  FEE_MODES,
  PAYMENT_STATUSES,
  PROCESSORS,
  TIPPING_MODES,
  TRANSPARENCIES,
} from '../domain/vocabulary';
import { jsonObject, type Schema } from './parse';
import { settingsPolicySchema } from './tipping-policy-schema';

/**
 * One schema per entity, written once. The same shapes arrive two ways: from the services, where
 * money is a decimal string ("10.60", docs/service-contract.md), and from storage, where it is
 * already integer cents. So each schema is built over the money it reads, and `wireSchemas` (the
 * HTTP adapters) and `storedSchemas` (persistence) are the two instances. Unknown fields are dropped,
 * so nothing unchecked reaches the core.
 */
export interface EntitySchemas {
  readonly money: Schema<Cents>;
  readonly location: Schema<Location>;
  readonly user: Schema<User>;
  readonly pool: Schema<Pool>;
  readonly group: Schema<Group>;
  readonly payload: Schema<Payload>;
  readonly tipSettings: Schema<TipSettings>;
  readonly intentPayload: Schema<IntentPayload>;
  readonly fee: Schema<FeeResponse>;
  readonly payment: Schema<PaymentResponse>;
}

const text = v.string();
const nullableText = v.nullable(text);
const flag = v.boolean();

/** Money on the wire: a decimal string turned into integer cents, never through a float. */
const wireMoney: Schema<Cents> = v.pipe(
  v.string(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const cents = parseMoney(dataset.value);
    if (cents !== null) return cents;
    addIssue({ message: 'Invalid money: Expected a decimal money string' });
    return NEVER;
  }),
);

/** Money in storage: integer cents. */
const storedMoney: Schema<Cents> = v.pipe(
  v.number(),
  v.check((n: number) => Number.isSafeInteger(n), 'Invalid cents: Expected an integer'),
);

const theme: Schema<Theme> = v.object({
  primaryColor: text,
  secondaryColor: text,
  textColor: text,
  contrastColor: text,
});

/** Provider payloads the core passes through untouched. */
const providerObject = v.nullable(jsonObject);

/** A field the service may leave out (or send as null); it reads as null. */
const absentAsNull = v.optional(nullableText, null);

function entitySchemas(money: Schema<Cents>): EntitySchemas {
  const location: Schema<Location> = v.object({
    uid: text,
    name: text,
    address: text,
    city: text,
    state: text,
    zip: text,
    logo: nullableText,
  });
  const user: Schema<User> = v.object({
    uid: text,
    firstName: text,
    lastName: text,
    nickname: nullableText,
    avatar: nullableText,
  });
  const pool: Schema<Pool> = v.object({
    uid: text,
    name: text,
    locationUid: text,
    lowAmount: money,
    customerInstructions: nullableText,
    requiresCustomerName: flag,
    requiresRoomNumber: flag,
    requiresNote: flag,
    requiresReview: flag,
    tippingMode: v.picklist(TIPPING_MODES),
  });
  const group: Schema<Group> = v.object({ uid: text, name: text, userUids: v.array(text) });
  const proposal: Schema<Proposal> = v.object({
    amount: money,
    percent: v.nullable(v.number()),
    type: v.picklist(['percent', 'amount']),
  });
  const processorResponse: Schema<ProcessorResponse> = v.object({
    resultCode: nullableText,
    refusalReason: absentAsNull,
    refusalReasonCode: absentAsNull,
    action: providerObject,
    order: providerObject,
    donationToken: nullableText,
  });
  return {
    money,
    location,
    user,
    pool,
    group,
    payload: v.object({
      kind: v.picklist(CODE_PREFIXES),
      uid: text,
      name: text,
      logo: nullableText,
      locationUid: nullableText,
      locations: v.array(location),
      users: v.array(user),
      pools: v.array(pool),
      groups: v.array(group),
    }),
    tipSettings: v.object({
      low: money,
      medium: money,
      high: money,
      labelLow: text,
      labelMedium: text,
      labelHigh: text,
      tipInstructionText: nullableText,
      transparency: v.picklist(TRANSPARENCIES),
      reviewsEnabled: flag,
      theme: v.nullable(theme),
      tippingPolicy: settingsPolicySchema(money),
    }),
    intentPayload: v.object({
      locationUid: text,
      mode: v.picklist(FEE_MODES),
      total: v.nullable(money),
      tips: v.array(
        v.object({
          userUid: text,
          user,
          amount: money,
          proposals: v.object({ low: proposal, medium: proposal, high: proposal }),
        }),
      ),
    }),
    fee: v.object({ fee: money, tipAmount: money, total: money }),
    payment: v.object({
      status: v.picklist(PAYMENT_STATUSES),
      reference: text,
      amount: money,
      tips: v.array(v.object({ uid: text })),
      processorResponse: v.nullable(processorResponse),
    }),
  };
}

/** The entities as the services send them (money as decimal strings). */
export const wireSchemas: EntitySchemas = /* @__PURE__ */ entitySchemas(wireMoney);

/** The entities as the core stores them (money as integer cents). */
export const storedSchemas: EntitySchemas = /* @__PURE__ */ entitySchemas(storedMoney);

export const systemSettingsSchema: Schema<SystemSettings> = v.object({
  webProcessor: v.picklist(PROCESSORS),
});
