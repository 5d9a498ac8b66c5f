import { EMPTY_SELECTIONS } from '../../state/flow-store';
import { readCredentials, readSession } from '../../state/persistence';
import {
  carriedReference,
  parseRedirectData,
  readRedirectRecord,
  REDIRECT_KEY,
  stepsAfterReturn,
} from '../payment/redirect-record';
import type { EntryInside } from './inside';
import type { RedirectQuery } from './redirect-query';

const CLEAR_AFTER_MS = 1000;

/**
 * `/external?redirectData=…&redirectResult=…`: restores the guest's landing (session storage lives
 * through a same-tab redirect), reads the payment details, then resumes at review or success under
 * `/external/…`; a failed payment or a details error is error-external. Local storage is cleared 1 s
 * after processing. Without a stored reference (a return in another browser or profile), the redirect
 * data's `paymentReferenceId` (the press's idempotency key) is sent: the service accepts either.
 */
export async function resumeRedirect(entry: EntryInside, query: RedirectQuery): Promise<void> {
  const { landing, flow, tips, payment, deps } = entry;
  const data = parseRedirectData(query.redirectData);
  const saved = readCredentials(deps.tabStorage);
  const sameTab = saved !== null && data !== null && saved.landing.code === data.code;
  // Read before any store is written (setting the landing saves the still empty tips over them):
  // a failed payment keeps the guest's tips, so they can pay again with another card.
  const session = sameTab ? readSession(deps.tabStorage) : null;
  payment.unmountWidget();
  entry.tipAgain.carry(data?.tipAgainUrl ?? null);
  // A reload of (or Back to) the return address: this tab already processed it; never ask twice.
  if (sameTab && saved.flow.external) {
    landing.restore(saved.landing);
    payment.restore(saved);
    flow.restore(saved.flow);
    if (session && saved.flow.steps.includes('error-external')) tips.keep(session);
    return;
  }
  // 'loading' until the flow is settled: the address follows a ready landing only, and a ready
  // landing without its resumed flow is the code's start (or, for an intent, nothing at all).
  if (sameTab) {
    landing.restore({ ...saved.landing, status: 'loading' });
    payment.restore({ shopperEmail: saved.shopperEmail, captured: saved.captured ?? [] });
  } else {
    landing.loading({ code: data?.code ?? null });
  }
  // Another browser or profile has no local storage: the carried idempotency key finds the payment.
  const redirect = readRedirectRecord(deps.deviceStorage);
  const reference = redirect.reference ?? carriedReference(data);
  const recipients = redirect.recipients;
  const fail = (): void => {
    flow.afterReturn(['error-external'], {
      subStepCount: sameTab ? saved.flow.subStepCount : 1,
      selections: sameTab ? saved.flow.selections : EMPTY_SELECTIONS,
    });
    // The failure screen keeps what the guest chose (selections, tips): 'Pay with another card'.
    if (session) tips.keep(session);
    landing.ready();
  };
  deps.clock.setTimeout(() => deps.deviceStorage.remove(REDIRECT_KEY), CLEAR_AFTER_MS);
  if (!data || reference === null || !query.redirectResult) return fail();
  const result = await deps.tipsApi.paymentDetails(
    { reference, details: { redirectResult: query.redirectResult } },
    deps.ids.next(),
  );
  // A newer payment paid the intent meanwhile: this one captured nothing (docs/service-contract.md).
  if (!result.ok && result.error.code === 'intent_already_paid') {
    flow.only('intent-paid');
    landing.ready();
    return;
  }
  if (!result.ok || result.value.status !== 'captured') {
    payment.returnFailed(result.ok ? result.value : null);
    return fail();
  }
  payment.returnCaptured(result.value, recipients);
  flow.afterReturn(stepsAfterReturn(data), { subStepCount: 1 });
  landing.ready();
}
