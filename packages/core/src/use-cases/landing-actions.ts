import { clearPersisted } from '../state/persistence';
import { enter } from './enter';
import { openCode } from './open-code';
import { openIntent, previewIntent } from './open-intent';
import { resetAll } from './reset';
import { restore } from './restore';
import { resumeRedirect } from './resume-redirect';
import { sameOriginPath } from './return-url';
import type { CoreContext } from './context';
import type { TippingActions } from './tipping-core.types';

/**
 * The landing unit: where the guest arrives (an address, a code, an intent, a redirect return)
 * and Tip again.
 */
export function landingActions(
  context: CoreContext,
): Pick<
  TippingActions,
  'enter' | 'openCode' | 'openIntent' | 'previewIntent' | 'resumeRedirect' | 'restore' | 'tipAgain'
> {
  return {
    enter: (address) => enter(context, address),
    openCode: (code, options) => openCode(context, code, options),
    openIntent: (params) => openIntent(context, params),
    previewIntent: (params) => previewIntent(context, params),
    resumeRedirect: (query) => resumeRedirect(context, query),
    restore: (entry) => restore(context, entry),
    tipAgain: () => {
      const code = context.stores.landing.getSnapshot().code;
      const fallback = code !== null ? `/${encodeURIComponent(code)}` : '/';
      const carried = sameOriginPath(context.tipAgain.take(), context.deps.config.origin);
      resetAll(context);
      clearPersisted(context.deps.tabStorage);
      return carried ?? fallback;
    },
  };
}
