import type { RedirectData } from '../../domain/entities';
import type { StepName } from '../../flow/step-name';
import { parseWith } from '../../schemas/parse';
import { redirectData, redirectRecord } from '../../schemas/stored-records';
import type { Storage } from '../../ports/storage';

/**
 * Local storage (survives the provider's redirect, also into a new tab): the minimal, non-personal
 * redirect state (code, remaining steps, payment reference, tip-again URL, and the names of the
 * people or teams tipped, which the review's confirmation shows). No e-mail, no amounts: the amount
 * comes from the service's answer. Written before the redirect (`redirect-carried.ts`), read here on
 * the return.
 */
export const REDIRECT_KEY = 'tipwell.redirect';

function readRecord(storage: Storage): { reference?: string; recipients: string[] } | null {
  const record = storage.read(REDIRECT_KEY) as { v?: unknown; data?: unknown };
  if (typeof record !== 'object' || record === null || record.v !== 1) return null;
  const parsed = parseWith(redirectRecord, record.data);
  return parsed.ok ? parsed.value : null;
}

/**
 * What this device saved before the redirect: the payment's reference, and the names it paid
 * (none in another browser, or in a record without them).
 */
export function readRedirectRecord(storage: Storage): {
  reference: string | null;
  recipients: string[];
} {
  const record = readRecord(storage);
  return { reference: record?.reference || null, recipients: record?.recipients ?? [] };
}

/** The redirect data's `paymentReferenceId` (the press's idempotency key), when there is one. */
export function carriedReference(data: RedirectData | null): string | null {
  const id = data?.paymentReferenceId.trim() ?? '';
  return id !== '' && id.length <= 100 ? id : null;
}

/** Parses the `redirectData` query value (URL-decoded JSON); null when it is not redirect data. */
export function parseRedirectData(text: string | null): RedirectData | null {
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = parseWith(redirectData, value);
  return parsed.ok ? parsed.value : null;
}

/** The carried steps the return resumes with: review if it was in the flow, then success. */
export function stepsAfterReturn(data: RedirectData): StepName[] {
  const review: StepName[] = data.steps.includes('review') ? ['review'] : [];
  return [...review, 'success'];
}
