import { clearPersisted } from '../../state/persistence';
import { sameOriginPath } from '../payment/return-url';
import type { Transaction } from '../../state/transaction';
import type { EntryActions } from '../unit-actions';
import { enter } from './enter';
import { EntriesInFlight } from './entries-in-flight';
import type { EntryInside, EntryPorts, EntryUnits } from './inside';
import { openCode } from './open-code';
import { openIntent } from './open-intent';
import type { EntryAddress } from './entry-address';
import type { RedirectQuery } from './redirect-query';
import type { IntentParams } from '../../state/landing-store';
import type { Route } from '../../flow/routes';
import { payAgain } from './pay-again';
import { resetAll } from './reset';
import { restore } from './restore';
import { resumeRedirect } from './resume-redirect';
import { TipAgainUrl } from './tip-again-url';

/**
 * The entry unit: where the guest arrives (an address, a code, an intent, a redirect return), and
 * the ways back to the start (Tip again) or to the payment (Pay with another card). It owns the
 * entries on their way (`EntriesInFlight`) and the tip-again URL a redirect return carried
 * (`TipAgainUrl`); it has no store: it fills the other units through their functions.
 */
export interface EntryUnit {
  readonly actions: EntryActions;
}

export function createEntryUnit(
  input: EntryUnits & { readonly deps: EntryPorts; readonly transaction: Transaction },
): EntryUnit {
  const { transaction, ...units } = input;
  const action = transaction.action;
  const entry: EntryInside = {
    ...units,
    entries: new EntriesInFlight(),
    tipAgain: new TipAgainUrl(),
  };
  return {
    actions: {
      enter: action((address: EntryAddress) => enter(entry, address)),
      openCode: action((code: string, options?: { readonly preSelectedUserUid?: string }) =>
        openCode(entry, code, options),
      ),
      openIntent: action((params: IntentParams) => openIntent(entry, params)),
      resumeRedirect: action((query: RedirectQuery) => resumeRedirect(entry, query)),
      restore: action((address: string | Route) => restore(entry, address)),
      payAgain: action(() => payAgain(entry)),
      // Resets everything; the same-origin path to go to (the tip-again URL's, or '/{code}').
      tipAgain: action(() => {
        const code = entry.landing.store.getSnapshot().code;
        const fallback = code !== null ? `/${encodeURIComponent(code)}` : '/';
        const carried = sameOriginPath(entry.tipAgain.take(), entry.deps.config.origin);
        resetAll(entry);
        clearPersisted(entry.deps.tabStorage);
        return carried ?? fallback;
      }),
    },
  };
}
