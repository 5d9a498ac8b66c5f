import type { RedirectData } from '../domain/entities';
import type { CoreContext } from './context';

/**
 * Same-origin `/external?redirectData=…` carrying what the return needs to resume; its
 * `paymentReferenceId` is the idempotency key of the payment request it goes with.
 */
export function returnUrlFor(context: CoreContext, key: string): string {
  const landing = context.stores.landing.getSnapshot();
  const flow = context.stores.flow.getSnapshot();
  const code = landing.code;
  const data: RedirectData = {
    steps: flow.steps.slice(flow.index + 1),
    code,
    tipAgainUrl: code !== null ? `/${encodeURIComponent(code)}` : null,
    paymentReferenceId: key,
  };
  return `${context.deps.config.origin}/external?redirectData=${encodeURIComponent(JSON.stringify(data))}`;
}

/** A tip-again URL is followed only when it stays on the app's origin; returns its path or null. */
export function sameOriginPath(url: string | null, origin: string): string | null {
  if (url === null || url === '') return null;
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return url;
  const prefix = origin.endsWith('/') ? origin.slice(0, -1) : origin;
  if (url === prefix) return '/';
  if (url.startsWith(`${prefix}/`)) return url.slice(prefix.length);
  return null;
}
