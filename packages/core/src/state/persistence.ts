import type { Processor } from '../domain/entities';
import type { StepName } from '../flow/step-name';
import type { Storage } from '../ports/storage';
import type { FlowState } from './flow-store';
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
} from './guards';
import { resolveTheme, type LandingState } from './landing-store';
import {
  isIntentPayload,
  isLocation,
  isPayload,
  isSelections,
  isSteps,
  isTipSettings,
} from './persisted-shapes';
import type { SelectedTip } from './tips-store';
import type { CapturedPart, PaidSummary } from './payment-store';

/** The spec's credential store (landing + flow + shopper e-mail), in session storage. */
export const CREDENTIALS_KEY = 'tipwell.credentials';
/** The spec's session store (the tips; fees are re-fetched, never read back), in session storage. */
export const SESSION_KEY = 'tipwell.session';
const VERSION = 1;

export interface SavedCredentials {
  readonly landing: LandingState;
  readonly flow: FlowState;
  readonly shopperEmail: string;
  readonly paid: PaidSummary | null;
  /** Parts of a two-payment press already captured: a reload must never pay them again. */
  readonly captured?: readonly CapturedPart[];
}

export interface SavedSession {
  readonly tips: readonly SelectedTip[];
  readonly feeOnMe: boolean;
  /** What the guest typed in the custom tip field (a reload keeps it; re-validated on restore). */
  readonly customTipText?: string;
}

const PROCESSORS: readonly Processor[] = [
  'global-payments-web',
  'square-web',
  'adyen-web',
  'sandbox',
];

export function saveCredentials(storage: Storage, saved: SavedCredentials): void {
  const { landing, flow, shopperEmail, paid, captured = [] } = saved;
  const data = {
    code: landing.code,
    prefix: landing.prefix,
    payload: landing.payload,
    intentParams: landing.intentParams,
    intent: landing.intent,
    location: landing.location,
    settings: landing.settings,
    processor: landing.processor,
    flow: {
      steps: flow.steps,
      index: flow.index,
      subStep: flow.subStep,
      subStepCount: flow.subStepCount,
      external: flow.external,
      selections: flow.selections,
    },
    shopperEmail,
    paid,
    captured,
  };
  storage.write(CREDENTIALS_KEY, { v: VERSION, data });
}

/** Reads the credential record; anything corrupt, old or foreign is removed and reads as null. */
export function readCredentials(storage: Storage): SavedCredentials | null {
  const data = readRecord(storage, CREDENTIALS_KEY);
  if (!data) return null;
  const valid = hasFields(data, {
    code: isNullableString,
    prefix: nullable(oneOf(['A', 'L', 'U', 'P', 'S'])),
    payload: nullable(isPayload),
    intentParams: (x) =>
      x === null || hasFields(x, { type: oneOf(['qr', 'pl']), id: isString, intent: isString }),
    intent: nullable(isIntentPayload),
    location: nullable(isLocation),
    settings: nullable(isTipSettings),
    processor: nullable(oneOf(PROCESSORS)),
    flow: (f) =>
      hasFields(f, {
        steps: isSteps,
        index: isCents,
        subStep: isCents,
        subStepCount: isCents,
        external: (x) => x === undefined || isBoolean(x),
        selections: isSelections,
      }),
    shopperEmail: isString,
    paid: (x) =>
      x === undefined ||
      x === null ||
      hasFields(x, {
        reference: isString,
        references: (r) => r === undefined || isArrayOf(r, isString),
        tipUids: (u) => isArrayOf(u, isString),
        total: isCents,
        recipients: (r) => r === undefined || isArrayOf(r, isString),
      }),
    captured: (x) =>
      x === undefined ||
      isArrayOf(x, (part): part is CapturedPart =>
        hasFields(part, {
          kind: oneOf(['pool', 'user'] as const),
          reference: isString,
          tipUids: (u) => isArrayOf(u, isString),
          total: isCents,
        }),
      ),
  });
  if (!valid || !isRecord(data.flow)) return discard(storage, CREDENTIALS_KEY);
  const flow = data.flow as unknown as FlowState;
  if (flow.index < 0 || flow.index >= flow.steps.length) return discard(storage, CREDENTIALS_KEY);
  const landing = data as unknown as Omit<LandingState, 'status' | 'theme'>;
  return {
    landing: {
      status: 'ready',
      code: landing.code,
      prefix: landing.prefix,
      payload: landing.payload,
      intentParams: landing.intentParams,
      intent: landing.intent,
      location: landing.location,
      settings: landing.settings,
      processor: landing.processor,
      theme: resolveTheme(landing.settings?.theme),
    },
    flow: { ...flow, steps: flow.steps as readonly StepName[], external: flow.external === true },
    shopperEmail: data.shopperEmail as string,
    paid: paidOf(data.paid),
    captured: (data.captured ?? []) as readonly CapturedPart[],
  };
}

export function saveSession(storage: Storage, saved: SavedSession): void {
  const data = {
    tips: saved.tips,
    feeOnMe: saved.feeOnMe,
    customTipText: saved.customTipText ?? '',
  };
  storage.write(SESSION_KEY, { v: VERSION, data });
}

export function readSession(storage: Storage): SavedSession | null {
  const data = readRecord(storage, SESSION_KEY);
  if (!data) return null;
  const isTip = (tip: unknown): tip is SelectedTip =>
    hasFields(tip, {
      recipient: (r) => hasFields(r, { kind: oneOf(['user', 'pool']), uid: isString }),
      level: oneOf(['low', 'medium', 'high', 'custom']),
      amount: (a) => isCents(a) && a > 0,
    });
  if (!hasFields(data, { tips: (x) => isArrayOf(x, isTip), feeOnMe: isBoolean }))
    return discard(storage, SESSION_KEY);
  const session = data as unknown as SavedSession;
  const text = data.customTipText;
  return { ...session, customTipText: typeof text === 'string' ? text : '' };
}

export function clearPersisted(storage: Storage): void {
  storage.remove(CREDENTIALS_KEY);
  storage.remove(SESSION_KEY);
}

function readRecord(storage: Storage, key: string): Record<string, unknown> | null {
  const record = storage.read(key);
  if (record === null || record === undefined) return null;
  if (!isRecord(record) || record.v !== VERSION || !isRecord(record.data))
    return discard(storage, key);
  return record.data;
}

function discard(storage: Storage, key: string): null {
  storage.remove(key);
  return null;
}

/** Records saved before two-payment presses existed have no `references`, older ones no `recipients`. */
function paidOf(value: unknown): PaidSummary | null {
  if (!isRecord(value)) return null;
  const paid = value as unknown as PaidSummary;
  return {
    ...paid,
    references: paid.references ?? [paid.reference],
    recipients: paid.recipients ?? [],
  };
}
