/**
 * The page's code (main.ts) reads here whether the rendered landing's worker has loaded the
 * locale data yet (app/locale-warm-up.ts announces it). The two share no module: the landing's
 * inline script imports nothing, and a module both imported would become a chunk of its own that
 * the inline script would have to fetch. The names below are that script's
 * (`locale-warm-up.test.ts` checks they agree).
 */
const WARM_UP_ATTRIBUTE = 'data-locale-warm-up';
const WARM_UP_EVENT = 'tipwell:locale-warmed-up';

export const WARM_UP_SIGNAL = { attribute: WARM_UP_ATTRIBUTE, event: WARM_UP_EVENT } as const;

/**
 * Resolves once the page's first Intl object may be made without loading the locale data on the
 * main thread: at once where no warm-up runs (index.html's shell) or it has settled, else when it
 * settles (within the warm-up's own cap of a second).
 */
export function localeWarmedUp(document: Document): Promise<void> {
  return new Promise((resolve) => {
    if (document.documentElement.getAttribute(WARM_UP_ATTRIBUTE) !== 'pending') return resolve();
    document.addEventListener(WARM_UP_EVENT, () => resolve(), { once: true });
  });
}
