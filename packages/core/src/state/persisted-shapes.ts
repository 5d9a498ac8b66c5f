import type { IntentPayload, Location, Payload, TipSettings, User } from '../domain/entities';
import { isStepName } from '../flow/step-name';
import type { Selections } from './flow-store';
import {
  hasFields,
  isArrayOf,
  isBoolean,
  isCents,
  isNullableString,
  isRecord,
  isString,
  nullable,
  oneOf,
  type Guard,
} from './guards';

const isUser: Guard<User> = (v): v is User =>
  hasFields(v, {
    uid: isString,
    firstName: isString,
    lastName: isString,
    nickname: isNullableString,
    avatar: isNullableString,
  });

export const isLocation: Guard<Location> = (v): v is Location =>
  hasFields(v, {
    uid: isString,
    name: isString,
    address: isString,
    city: isString,
    state: isString,
    zip: isString,
    logo: isNullableString,
  });

const isPool = (v: unknown): boolean =>
  hasFields(v, {
    uid: isString,
    name: isString,
    locationUid: isString,
    lowAmount: isCents,
    customerInstructions: isNullableString,
    requiresCustomerName: isBoolean,
    requiresRoomNumber: isBoolean,
    requiresNote: isBoolean,
    requiresReview: isBoolean,
    tippingMode: oneOf(['once', 'per_night', 'per_stay']),
  });

const isGroup = (v: unknown): boolean =>
  hasFields(v, { uid: isString, name: isString, userUids: (x) => isArrayOf(x, isString) });

export const isPayload: Guard<Payload> = (v): v is Payload =>
  hasFields(v, {
    kind: oneOf(['A', 'L', 'U', 'P', 'S']),
    uid: isString,
    name: isString,
    logo: isNullableString,
    locationUid: isNullableString,
    locations: (x) => isArrayOf(x, isLocation),
    users: (x) => isArrayOf(x, isUser),
    pools: (x) => Array.isArray(x) && x.every(isPool),
    groups: (x) => Array.isArray(x) && x.every(isGroup),
  });

export const isTipSettings: Guard<TipSettings> = (v): v is TipSettings =>
  hasFields(v, {
    low: isCents,
    medium: isCents,
    high: isCents,
    labelLow: isString,
    labelMedium: isString,
    labelHigh: isString,
    tipInstructionText: isNullableString,
    transparency: oneOf(['full', 'optional', 'other']),
    reviewsEnabled: isBoolean,
    theme: (x) => x === null || isRecord(x),
  });

const isProposal = (v: unknown): boolean =>
  hasFields(v, {
    amount: isCents,
    percent: (x) => x === null || typeof x === 'number',
    type: oneOf(['percent', 'amount']),
  });

export const isIntentPayload: Guard<IntentPayload> = (v): v is IntentPayload =>
  hasFields(v, {
    locationUid: isString,
    mode: oneOf(['net', 'gross']),
    total: nullable(isCents),
    tips: (x) =>
      Array.isArray(x) &&
      x.every((tip) =>
        hasFields(tip, {
          userUid: isString,
          user: isUser,
          amount: isCents,
          proposals: (p) => hasFields(p, { low: isProposal, medium: isProposal, high: isProposal }),
        }),
      ),
  });

export const isSelections: Guard<Selections> = (v): v is Selections =>
  hasFields(v, {
    users: (x) => isArrayOf(x, isString),
    pools: (x) => isArrayOf(x, isString),
    locationUid: isNullableString,
    groupUid: isNullableString,
    roomNumbers: (x) => isArrayOf(x, isString),
    lastNames: (x) => isArrayOf(x, isString),
    nights: (x) => isRecord(x) && Object.values(x).every((n) => isCents(n) && n >= 0),
    preSelectedUserUid: isNullableString,
  });

export const isSteps = (v: unknown): v is string[] =>
  isArrayOf(v, isString) && v.length > 0 && v.every(isStepName);
