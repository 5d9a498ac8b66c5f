/**
 * A text as the build hands it over (tooling/compile-catalogs.ts, Lingui's compiled form): text
 * parts, `[name]` for an argument and `[name, 'plural', { one: […], other: […] }]` for a plural,
 * where `#` is the number. ICU is parsed at build time; the catalogs use nothing else (a select
 * reads its choice as given).
 */
export type CompiledMessage = string | readonly CompiledPart[];
type CompiledPart =
  | string
  | readonly [name: string]
  | readonly [name: string, kind: string, choices: Readonly<Record<string, CompiledMessage>>];

export type CompiledCatalog = Readonly<Record<string, CompiledMessage>>;

export type MessageValues = Readonly<Record<string, string | number>>;

const OCTOTHORPE = '\u0000#\u0000';

/** Intl objects are costly to make: one per language and kind. */
const formats = new Map<string, Intl.PluralRules | Intl.NumberFormat>();
function cached<T extends Intl.PluralRules | Intl.NumberFormat>(key: string, make: () => T): T {
  let format = formats.get(key);
  if (!format) formats.set(key, (format = make()));
  return format as T;
}

/**
 * Fills a compiled text's arguments: what Lingui's runtime does with a compiled message, without
 * its formats, events and catalog management. Plurals follow `Intl.PluralRules` of the language
 * (an exact `=n` choice first), and `#` is the number written the language's way.
 */
export function formatMessage(
  message: CompiledMessage,
  values: MessageValues,
  locale: string,
): string {
  const locales = [locale, 'en'];
  const fill = (text: CompiledMessage, inPlural: boolean): string => {
    if (typeof text === 'string') return text;
    let out = '';
    for (const part of text) {
      if (typeof part === 'string') {
        out += part === '#' && inPlural ? OCTOTHORPE : part;
        continue;
      }
      const [name, kind, choices] = part;
      const value = values[name];
      if (kind === undefined || choices === undefined) {
        // A number (a count) is written as the language writes numbers: its digits, as amounts.
        if (typeof value === 'number')
          out += cached(`number ${locale}`, () => new Intl.NumberFormat(locales)).format(value);
        else if (value != null) out += String(value);
      } else if (kind === 'plural' || kind === 'selectordinal') {
        const { offset = 0 } = choices as { offset?: number };
        const n = Number(value) - Number(offset);
        const type = kind === 'plural' ? 'cardinal' : 'ordinal';
        const rules = cached(`${type} ${locale}`, () => new Intl.PluralRules(locales, { type }));
        const number = cached(`number ${locale}`, () => new Intl.NumberFormat(locales));
        const choice = choices[String(value)] ?? choices[rules.select(n)] ?? choices['other'] ?? '';
        out += fill(choice, true).replaceAll(OCTOTHORPE, number.format(n));
      } else {
        // A select's value is a choice, not text: a right-to-left page's isolate around it
        // (translator.ts) is not part of the choice.
        const choice = String(value).replace(/^[\u2066-\u2068](.*)\u2069$/su, '$1');
        out += fill(choices[choice] ?? choices['other'] ?? '', false);
      }
    }
    return out;
  };
  return fill(message, false);
}
