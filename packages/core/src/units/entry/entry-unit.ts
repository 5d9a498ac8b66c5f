import { clearPersisted } from '../../state/persistence';
import { sameOriginPath } from '../payment/return-url';
import type { TippingActions } from '../tipping.types';
import { enter } from './enter';
import { EntriesInFlight } from './entries-in-flight';
import type { EntryInside, EntryPorts, EntryUnits } from './inside';
import { openCode } from './open-code';
import { openIntent, previewIntent } from './open-intent';
import { payAgain } from './pay-again';
import { resetAll } from './reset';
import { restore } from './restore';
import { resumeRedirect } from './resume-redirect';
import { TipAgainUrl } from './tip-again-url';

type EntryActions = Pick<
  TippingActions,
  | 'enter'
  | 'openCode'
  | 'openIntent'
  | 'previewIntent'
  | 'resumeRedirect'
  | 'restore'
  | 'tipAgain'
  | 'payAgain'
>;

/**
 * The entry unit: where the guest arrives (an address, a code, an intent, a redirect return), and
 * the ways back to the start (Tip again) or to the payment (Pay with another card). It owns the
 * entries on their way (`EntriesInFlight`) and the tip-again URL a redirect return carried
 * (`TipAgainUrl`); it has no store: it fills the other units through their functions.
 */
export interface EntryUnit {
  readonly actions: EntryActions;
}

export function createEntryUnit(input: EntryUnits & { readonly deps: EntryPorts }): EntryUnit {
  const entry: EntryInside = {
    ...input,
    entries: new EntriesInFlight(),
    tipAgain: new TipAgainUrl(),
  };
  return {
    actions: {
      enter: (address) => enter(entry, address),
      openCode: (code, options) => openCode(entry, code, options),
      openIntent: (params) => openIntent(entry, params),
      previewIntent: (params) => previewIntent(entry, params),
      resumeRedirect: (query) => resumeRedirect(entry, query),
      restore: (address) => restore(entry, address),
      payAgain: () => payAgain(entry),
      // Resets everything; the same-origin path to go to (the tip-again URL's, or '/{code}').
      tipAgain() {
        const code = entry.landing.store.getSnapshot().code;
        const fallback = code !== null ? `/${encodeURIComponent(code)}` : '/';
        const carried = sameOriginPath(entry.tipAgain.take(), entry.deps.config.origin);
        resetAll(entry);
        clearPersisted(entry.deps.tabStorage);
        return carried ?? fallback;
      },
    },
  };
}
