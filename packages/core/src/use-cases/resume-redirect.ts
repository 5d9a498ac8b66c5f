import { EMPTY_SELECTIONS } from '../state/flow-store';
import { readCredentials, readSession } from '../state/persistence';
import { unmountWidget, type CoreContext } from './context';
import { forgetPersonalData } from './forget-personal-data';
import type { RedirectQuery } from './redirect-query';
import { paidSummaryOf } from './paid-summary';
import { keepTips } from './restore';
import {
  carriedReference,
  parseRedirectData,
  readRedirectRecipients,
  readRedirectReference,
  REDIRECT_KEY,
  stepsAfterReturn,
} from './redirect-record';

const CLEAR_AFTER_MS = 1000;

/**
 * `/external?redirectData=…&redirectResult=…`: restores the guest's landing (session storage lives
 * through a same-tab redirect), reads the payment details, then resumes at review or success under
 * `/external/…`; a failed payment or a details error is error-external. Local storage is cleared 1 s
 * after processing. Without a stored reference (a return in another browser or profile), the redirect
 * data's `paymentReferenceId` (the press's idempotency key) is sent: the service accepts either.
 */
export async function resumeRedirect(context: CoreContext, query: RedirectQuery): Promise<void> {
  const { stores, deps } = context;
  const data = parseRedirectData(query.redirectData);
  const saved = readCredentials(deps.tabStorage);
  const sameTab = saved !== null && data !== null && saved.landing.code === data.code;
  // Read before any store is written (setting the landing saves the still empty tips over them):
  // a failed payment keeps the guest's tips, so they can pay again with another card.
  const session = sameTab ? readSession(deps.tabStorage) : null;
  unmountWidget(context);
  context.tipAgain.carry(data?.tipAgainUrl ?? null);
  // A reload of (or Back to) the return address: this tab already processed it; never ask twice.
  if (sameTab && saved.flow.external) {
    stores.landing.set(saved.landing);
    stores.payment.set({
      shopperEmail: saved.shopperEmail,
      paid: saved.paid,
      captured: saved.captured ?? [],
    });
    stores.flow.set(saved.flow);
    if (session && saved.flow.steps.includes('error-external')) keepTips(context, session);
    return;
  }
  // 'loading' until the flow is settled: the address follows a ready landing only, and a ready
  // landing without its resumed flow is the code's start (or, for an intent, nothing at all).
  if (sameTab) {
    stores.landing.set({ ...saved.landing, status: 'loading' });
    stores.payment.set({ shopperEmail: saved.shopperEmail, captured: saved.captured ?? [] });
  } else {
    stores.landing.set({ status: 'loading', code: data?.code ?? null });
  }
  // Another browser or profile has no local storage: the carried idempotency key finds the payment.
  const reference = readRedirectReference(context) ?? carriedReference(data);
  const recipients = readRedirectRecipients(context);
  const fail = (): void => {
    stores.flow.set({
      steps: ['error-external'],
      index: 0,
      subStep: 0,
      subStepCount: sameTab ? saved.flow.subStepCount : 1,
      selections: sameTab ? saved.flow.selections : EMPTY_SELECTIONS,
      external: true,
    });
    // The failure screen keeps what the guest chose (selections, tips): 'Pay with another card'.
    if (session) keepTips(context, session);
    stores.landing.set({ status: 'ready' });
  };
  deps.clock.setTimeout(() => deps.deviceStorage.remove(REDIRECT_KEY), CLEAR_AFTER_MS);
  if (!data || reference === null || !query.redirectResult) return fail();
  const result = await deps.tipsApi.paymentDetails(
    { reference, details: { redirectResult: query.redirectResult } },
    deps.ids.next(),
  );
  if (!result.ok || result.value.status !== 'captured') {
    stores.payment.set({ lastResponse: result.ok ? result.value : null });
    return fail();
  }
  stores.payment.set({
    lastResponse: result.value,
    reference: result.value.reference,
    // The amount is the one the service captured: the tips of this visit are not loaded here.
    paid: paidSummaryOf(context, result.value, recipients),
  });
  forgetPersonalData(context);
  stores.flow.set({
    steps: stepsAfterReturn(data),
    index: 0,
    subStep: 0,
    subStepCount: 1,
    external: true,
  });
  stores.landing.set({ status: 'ready' });
}
