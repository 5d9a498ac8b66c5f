import type { RedirectData } from '../../domain/entities';
import type { PaymentInside } from './inside';
import { REDIRECT_KEY } from './redirect-record';

/**
 * Same-origin `/external?redirectData=…` carrying what the return needs to resume; its
 * `paymentReferenceId` is the idempotency key of the payment request it goes with.
 */
export function returnUrlFor(payment: PaymentInside, key: string): string {
  const data: RedirectData = { ...carried(payment), paymentReferenceId: key };
  return `${payment.deps.config.origin}/external?redirectData=${encodeURIComponent(JSON.stringify(data))}`;
}

/**
 * What a redirect carries to the return (in its URL and in the device's record): the steps after
 * this one, the code and the way back to it.
 */
export function carried(payment: PaymentInside): Omit<RedirectData, 'paymentReferenceId'> {
  const code = payment.landing.getSnapshot().code;
  const flow = payment.flow.store.getSnapshot();
  return {
    steps: flow.steps.slice(flow.index + 1),
    code,
    tipAgainUrl: code !== null ? `/${encodeURIComponent(code)}` : null,
  };
}

const REDIRECT_TTL_MS = 30 * 60 * 1000;

/**
 * Before a provider's redirect (3-D Secure), what the return needs on this device beside the
 * return URL: the payment's reference and the names tipped, for 30 minutes (`REDIRECT_KEY`, read
 * back by the entry unit's `resumeRedirect`).
 */
export function saveRedirectRecord(
  payment: PaymentInside,
  reference: string,
  recipients: readonly string[],
): void {
  const expiresAt = payment.deps.clock.now() + REDIRECT_TTL_MS;
  const data = { reference, ...carried(payment), recipients };
  payment.deps.deviceStorage.write(REDIRECT_KEY, { v: 1, data }, { expiresAt });
}
