import { chooseLocale, directionOf, isLocale, isPageLocale, type PageLocale } from './locales';
import { activateLocale, currentLocale, loadLocale, t } from './translator';

/** Where the guest's own choice of language is kept: it survives reloads and the 3-D Secure return. */
export const LOCALE_STORAGE_KEY = 'tipwell.locale';
/** The same choice for the server (apps/server reads it before Accept-Language). */
export const LOCALE_COOKIE = 'tipwell_locale';

function storedChoice(): PageLocale | null {
  try {
    const value = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isPageLocale(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The language of this page load: the guest's own choice if they made one; else the one the
 * server rendered the landing in (it read Accept-Language); else the browser's preferences
 * (`navigator.languages`), with the parent-language fallback and en-US last.
 */
export function initialLocale(serverRendered: boolean): PageLocale {
  const stored = storedChoice();
  if (stored) return stored;
  const pageLang = document.documentElement.lang;
  if (serverRendered && isLocale(pageLang)) return pageLang;
  return chooseLocale(navigator.languages);
}

/** `<html lang dir>` and the static shell's words follow the language. */
function applyToDocument(locale: PageLocale): void {
  const root = document.documentElement;
  root.lang = locale;
  root.dir = directionOf(locale);
  document.querySelector('.boot-spinner')?.setAttribute('aria-label', t('app.loading'));
}

/** Loads the language's catalog (its own small chunk) and switches the page to it. */
export async function startLocale(locale: PageLocale): Promise<void> {
  await loadLocale(locale);
  activateLocale(locale);
  applyToDocument(locale);
}

/** The guest picked a language in the menu: every text switches at once, and the choice is kept. */
export async function switchLocale(locale: PageLocale): Promise<void> {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode without storage: the choice holds for this page only.
  }
  // The server reads it too, and renders the next landing in the guest's language.
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
  if (locale === currentLocale()) return;
  await startLocale(locale);
}
