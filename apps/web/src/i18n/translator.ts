import {
  formatMoney,
  formatTipAmount,
  type Cents,
  type MessageParams as CoreParams,
  type MessageRef,
} from '@tipwell/core';
import { formatMessage, type CompiledCatalog, type MessageValues } from './compiled-message';
import enUS, { type AppMessageKey } from './en-US';
import { DEFAULT_LOCALE, directionOf, type PageLocale } from './locales';
import { namesList } from './names-list';

export interface Messages {
  (key: AppMessageKey, params?: MessageValues): string;
  /** The language the texts are in. */
  readonly locale: PageLocale;
  /** Fees and totals in US dollars, formatted for the language. */
  money(cents: Cents): string;
  /** Tip amounts: whole dollars drop the cents. */
  tipAmount(cents: Cents): string;
  /** 'Maya, Jordan L. and Alex K.' in the language's own way. */
  names(list: readonly string[]): string;
  /** A whole percent written the language's way ('18%', '18 %' in fr-FR). */
  percent(whole: number): string;
}

// The build hands each catalog over compiled (tooling/compile-catalogs.ts): ICU is parsed there,
// and the browser only fills the arguments (compiled-message.ts).
const compiled = (catalog: unknown): CompiledCatalog => catalog as CompiledCatalog;

/** One lazy chunk per language: only the guest's is loaded. */
const LOADERS: Readonly<Record<Exclude<PageLocale, 'en-US'>, () => Promise<{ default: unknown }>>> =
  {
    'es-US': () => import('./locales/es-US'),
    'fr-FR': () => import('./locales/fr-FR'),
    'de-DE': () => import('./locales/de-DE'),
    'pt-BR': () => import('./locales/pt-BR'),
    'it-IT': () => import('./locales/it-IT'),
    'zh-Hans': () => import('./locales/zh-Hans'),
    'ja-JP': () => import('./locales/ja-JP'),
    'ko-KR': () => import('./locales/ko-KR'),
    ar: () => import('./locales/ar'),
    // The layout tests' pseudo-locale: a chunk nobody loads unless a test asks for it.
    'en-XA': () => import('./pseudo'),
  };

const catalogs = new Map<PageLocale, CompiledCatalog>([[DEFAULT_LOCALE, compiled(enUS)]]);
const listeners = new Set<() => void>();

/** Fetches a language's catalog (once); resolves when `activateLocale` may switch to it. */
export async function loadLocale(locale: PageLocale): Promise<void> {
  if (catalogs.has(locale) || locale === 'en-US') return;
  const catalog = await LOADERS[locale]();
  catalogs.set(locale, compiled(catalog.default));
}

/** Switches every text to a loaded language at once; screens re-render, their state stays. */
export function activateLocale(locale: PageLocale): void {
  if (!catalogs.has(locale)) throw new Error(`The ${locale} catalog is not loaded`);
  if (current.locale === locale) return;
  current = bind(locale);
  for (const listener of listeners) listener();
}

export function currentLocale(): PageLocale {
  return current.locale;
}

/** The current language's texts and formats (a new object when the language changes). */
export function currentMessages(): Messages {
  return current;
}

export function subscribeLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Money reads left to right inside right-to-left text: an isolate (U+2066 … U+2069) keeps
 * `US$ 10.60` whole beside Arabic words; screen readers do not read it.
 */
function isolated(locale: PageLocale, text: string): string {
  return directionOf(locale) === 'rtl' ? `\u2066${text}\u2069` : text;
}

// A text a formatter already isolated (money and percents: LRI…PDI; a list of names: each name).
const ISOLATED = /^[\u2066-\u2068]/;

/**
 * In a right-to-left language, each text argument (a name the services send, a formatted amount)
 * is a first-strong isolate (FSI…PDI): 'Jordan L.' keeps its full stop at its end inside an
 * Arabic sentence, and an Arabic name reads right to left inside it too.
 */
function isolateTexts(params: MessageValues): MessageValues {
  const isolatedParams: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params))
    isolatedParams[name] =
      typeof value === 'string' && !ISOLATED.test(value) ? `\u2068${value}\u2069` : value;
  return isolatedParams;
}

function bind(locale: PageLocale): Messages {
  let lists: Intl.ListFormat | undefined;
  let percents: Intl.NumberFormat | undefined;
  const catalog = catalogs.get(locale) ?? {};
  // A text the catalog lacks reads as its key (the catalog test keeps every key in every catalog).
  const rtl = directionOf(locale) === 'rtl';
  const translate = (key: AppMessageKey, params: MessageValues = {}): string =>
    formatMessage(catalog[key] ?? key, rtl ? isolateTexts(params) : params, locale);
  return Object.assign(translate, {
    locale,
    money: (cents: Cents) => isolated(locale, formatMoney(cents, locale)),
    tipAmount: (cents: Cents) => isolated(locale, formatTipAmount(cents, locale)),
    names: (list: readonly string[]) => {
      lists ??= namesList(locale);
      // Right to left, each name is its own isolate, and the list reads in the language's order.
      return lists.format(rtl ? list.map((name) => `\u2068${name}\u2069`) : list);
    },
    percent: (whole: number) => {
      percents ??= new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
      return isolated(locale, percents.format(whole / 100));
    },
  });
}

let current = bind(DEFAULT_LOCALE);

/** Looks a text up in the current language and fills its ICU arguments. */
export function t(key: AppMessageKey, params: MessageValues = {}): string {
  return current(key, params);
}

function coreParams(params: CoreParams | undefined, messages: Messages): MessageValues {
  if (!params) return {};
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      // A count stays a number: formatMessage writes it with the language's digits.
      typeof value === 'string'
        ? value
        : 'tipCents' in value
          ? messages.tipAmount(value.tipCents)
          : value.count,
    ]),
  );
}

/** A core message: a catalog key, or server text shown as plain text (as the services sent it). */
export function textOf(ref: MessageRef, messages: Messages = current): string {
  return 'raw' in ref ? ref.raw : messages(ref.key, coreParams(ref.params, messages));
}
