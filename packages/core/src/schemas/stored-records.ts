import * as v from 'valibot';
import { CODE_PREFIXES, PROCESSORS, TIP_LEVELS, TRANSPARENCIES } from '../domain/vocabulary';
import { STEP_NAMES } from '../flow/step-name';
import { storedSchemas } from './entity-schemas';
import { jsonObject } from './parse';

// The records the core keeps in session storage (docs/decisions/0010), over the entity schemas in
// their stored form (money in integer cents). Read back, they are data like any answer: checked.

const text = v.string();
const nullableText = v.nullable(text);
const count = v.pipe(
  v.number(),
  v.check((n) => Number.isSafeInteger(n) && n >= 0, 'Invalid count'),
);
const texts = v.array(text);
const { money } = storedSchemas;

const selections = v.object({
  users: texts,
  pools: texts,
  locationUid: nullableText,
  groupUid: nullableText,
  roomNumbers: texts,
  lastNames: texts,
  nights: v.pipe(
    jsonObject,
    v.check((nights) => Object.values(nights).every((n) => v.is(count, n)), 'Invalid nights'),
    v.transform((nights) => nights as Record<string, number>),
  ),
  preSelectedUserUid: nullableText,
  lastPicked: v.optional(v.nullable(v.picklist(['user', 'pool']))),
});

const flow = v.pipe(
  v.object({
    steps: v.pipe(
      v.array(v.picklist(STEP_NAMES)),
      v.check((steps) => steps.length > 0, 'Invalid steps: Expected at least one'),
    ),
    index: count,
    subStep: count,
    subStepCount: count,
    external: v.optional(v.boolean(), false),
    selections,
  }),
  v.check((f) => f.index >= 0 && f.index < f.steps.length, 'the step index is out of the steps'),
);

/** Records saved before two-payment presses existed have no `references`, older ones no `recipients`. */
const paid = v.pipe(
  v.object({
    reference: text,
    references: v.optional(texts),
    tipUids: texts,
    total: money,
    recipients: v.optional(texts, []),
  }),
  v.transform((p) => ({ ...p, references: p.references ?? [p.reference] })),
);

/** The credential record: landing, flow, shopper e-mail and what a press already paid. */
export const credentialsRecord = v.object({
  code: nullableText,
  prefix: v.nullable(v.picklist(CODE_PREFIXES)),
  payload: v.nullable(storedSchemas.payload),
  intentParams: v.nullable(v.object({ type: v.picklist(['qr', 'pl']), id: text, intent: text })),
  intent: v.nullable(storedSchemas.intentPayload),
  location: v.nullable(storedSchemas.location),
  settings: v.nullable(storedSchemas.tipSettings),
  /** Records saved before decision 0039 have none: the pools follow the screen's rule. */
  poolFeeRules: v.optional(v.nullable(v.record(text, v.picklist(TRANSPARENCIES))), null),
  processor: v.nullable(v.picklist(PROCESSORS)),
  flow,
  shopperEmail: text,
  paid: v.optional(v.nullable(paid), null),
  captured: v.optional(
    v.array(
      v.object({
        kind: v.picklist(['pool', 'user']),
        reference: text,
        tipUids: texts,
        total: money,
      }),
    ),
    [],
  ),
});

/** The session record: the chosen tips (fees are fetched again, never read back). */
export const sessionRecord = v.object({
  tips: v.array(
    v.object({
      recipient: v.object({ kind: v.picklist(['user', 'pool']), uid: text }),
      level: v.picklist(TIP_LEVELS),
      amount: v.pipe(
        money,
        v.check((cents) => cents > 0, 'Invalid amount: Expected more than 0'),
      ),
    }),
  ),
  feeOnMe: v.boolean(),
  /** What the guest typed; anything but text reads as nothing typed. */
  customTipText: v.pipe(
    v.unknown(),
    v.transform((text) => (typeof text === 'string' ? text : '')),
  ),
});

/** The device's redirect record: what a 3-D Secure return needs (decision 0010). */
export const redirectRecord = v.object({
  reference: v.optional(text),
  /** Anything but a list of names reads as no names (a record from another version). */
  recipients: v.pipe(
    v.unknown(),
    v.transform((names) =>
      Array.isArray(names) && names.every((name) => typeof name === 'string')
        ? (names as string[])
        : [],
    ),
  ),
});

/** The `redirectData` a payment's return address carries (JSON in its query). */
export const redirectData = v.object({
  steps: v.array(v.picklist(STEP_NAMES)),
  code: nullableText,
  tipAgainUrl: nullableText,
  paymentReferenceId: text,
});
