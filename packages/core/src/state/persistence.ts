import type { Storage } from '../ports/storage';
import { parseWith } from '../schemas/parse';
import { credentialsRecord, sessionRecord } from '../schemas/stored-records';
import type { FlowState } from './flow-store';
import { resolveTheme, type LandingState } from './landing-store';
import type { SelectedTip } from './tips-store';
import type { CapturedPart, PaidSummary } from './payment-store';

/** The credential record (landing + flow + shopper e-mail), in session storage. */
export const CREDENTIALS_KEY = 'tipwell.credentials';
/** The session record (the tips; fees are re-fetched, never read back), in session storage. */
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
    poolFeeRules: landing.poolFeeRules,
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
  const parsed = parseWith(credentialsRecord, data);
  if (!parsed.ok) return discard(storage, CREDENTIALS_KEY);
  const { flow, ...landing } = parsed.value;
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
      poolFeeRules: landing.poolFeeRules,
      processor: landing.processor,
      theme: resolveTheme(landing.settings?.theme),
    },
    flow,
    shopperEmail: landing.shopperEmail,
    paid: landing.paid,
    captured: landing.captured,
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
  const parsed = parseWith(sessionRecord, data);
  return parsed.ok ? parsed.value : discard(storage, SESSION_KEY);
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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function discard(storage: Storage, key: string): null {
  storage.remove(key);
  return null;
}
