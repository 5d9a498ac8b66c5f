/** The languages Tipwell speaks (decision 0020); en-US is the source and the last resort. */
export const LOCALES = [
  'en-US',
  'es-US',
  'fr-FR',
  'de-DE',
  'pt-BR',
  'it-IT',
  'zh-Hans',
  'ja-JP',
  'ko-KR',
  'ar',
] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';

/** Each language in its own name, as the language menu shows it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  'en-US': 'English',
  'es-US': 'Español',
  'fr-FR': 'Français',
  'de-DE': 'Deutsch',
  'pt-BR': 'Português',
  'it-IT': 'Italiano',
  'zh-Hans': '简体中文',
  'ja-JP': '日本語',
  'ko-KR': '한국어',
  ar: 'العربية',
};

/**
 * The pseudo-locale of the layout tests (i18n/pseudo.ts): accented, 40% longer en-US. A page
 * speaks it only when it is the kept choice; no browser preference leads to it.
 */
export const PSEUDO_LOCALE = 'en-XA';
export type PageLocale = Locale | typeof PSEUDO_LOCALE;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function isPageLocale(value: unknown): value is PageLocale {
  return value === PSEUDO_LOCALE || isLocale(value);
}

export function directionOf(locale: PageLocale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/** The locale each language falls back to (its parent): fr-CH → fr-FR, es-MX → es-US. */
const BY_LANGUAGE: Readonly<Record<string, Locale>> = {
  en: 'en-US',
  es: 'es-US',
  fr: 'fr-FR',
  de: 'de-DE',
  pt: 'pt-BR',
  it: 'it-IT',
  zh: 'zh-Hans',
  ja: 'ja-JP',
  ko: 'ko-KR',
  ar: 'ar',
};

/** Traditional Chinese: Simplified is readable but second best, taken only if nothing better. */
const TRADITIONAL_CHINESE = /^zh-(hant|tw|hk|mo)\b/i;

/**
 * The guest's language from their preferences, best first (`navigator.languages`, or the
 * `Accept-Language` list): the first preference Tipwell speaks, exactly or through its parent
 * language; Traditional Chinese reads Simplified only when no other preference matches; en-US last.
 */
export function chooseLocale(preferences: readonly string[]): Locale {
  let weak: Locale | null = null;
  for (const preference of preferences) {
    const tag = preference.trim();
    const exact = LOCALES.find((locale) => locale.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const parent = BY_LANGUAGE[tag.split('-')[0]?.toLowerCase() ?? ''];
    if (!parent) continue;
    if (TRADITIONAL_CHINESE.test(tag)) weak ??= parent;
    else return parent;
  }
  return weak ?? DEFAULT_LOCALE;
}

/** An `Accept-Language` header's languages, by quality (`fr-CH, fr;q=0.9, en;q=0.8`). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), quality: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, quality }) => tag !== '' && tag !== '*' && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ tag }) => tag);
}
