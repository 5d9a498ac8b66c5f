import type { Route } from '../../flow/routes';
import type { RedirectQuery } from './redirect-query';

/**
 * An address a guest arrives at: a parsed route (a code, a deep link under it, a QR or pay-later
 * intent, an `/external/…` screen) and, for the return from a redirect-based payment
 * (`/external?redirectData=…`), its query.
 */
export interface EntryAddress {
  readonly route: Route;
  readonly redirect?: RedirectQuery;
}

/**
 * What the entry decided: the guest's saved step came back (`restored`), the code or intent was
 * exchanged (`opened`, whatever its first screen), or there is nothing to show (`not-found`).
 */
export type EntryOutcome = 'restored' | 'opened' | 'not-found';

/** An intent entry's address as one key: two entries with the same key are the same intent. */
export function intentKey(params: {
  readonly type: string;
  readonly id: string;
  readonly intent: string;
}) {
  return `${params.type}/${params.id}/${params.intent}`;
}
