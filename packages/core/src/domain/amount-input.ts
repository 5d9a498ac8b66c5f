import type { Cents } from './money';

/**
 * An amount as a guest types it, read the way the guest's language writes numbers (decision
 * 0031): its decimal separator and grouping ('12,50' in de-DE and fr-FR, '1,250.50' in en-US),
 * the digits of a phone's own keyboard (Arabic-Indic ٠–٩, full-width ０–９), and the currency
 * sign wherever the language puts it. A text that is not one clear amount is never guessed at.
 */
export type AmountReading =
  /** One clear amount. */
  | { readonly kind: 'amount'; readonly cents: Cents }
  /** Nothing yet: empty, a lone separator, or a group still being typed ('1,2' in en-US). */
  | { readonly kind: 'incomplete' }
  /** Not one clear amount: letters, two decimal separators, three decimals, a group in the wrong place. */
  | { readonly kind: 'unclear' };

interface NumberWriting {
  readonly decimal: string;
  readonly group: string;
  /** The currency sign of the language's dollar amounts ('$', 'US$', '$US', 'USD'). */
  readonly sign: string;
  /** True where the language writes the sign after the amount ('12 $' in de-DE). */
  readonly signAfter: boolean;
}

const writings = new Map<string, NumberWriting>();

/** The language's separators and currency sign, as Intl writes them (NFKC: plain spaces). */
function writingOf(locale: string): NumberWriting {
  let writing = writings.get(locale);
  if (!writing) {
    const parts = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      useGrouping: true,
    }).formatToParts(1_234_567.5);
    const part = (type: string): string =>
      (parts.find((p) => p.type === type)?.value ?? '').normalize('NFKC');
    const signAt = parts.findIndex((p) => p.type === 'currency');
    const integerAt = parts.findIndex((p) => p.type === 'integer');
    writing = {
      decimal: part('decimal') || '.',
      group: part('group'),
      sign: part('currency'),
      signAfter: signAt > integerAt,
    };
    writings.set(locale, writing);
  }
  return writing;
}

/** The currency sign of the amount field and its side, as the language writes an amount. */
export function amountFieldSign(locale: string): { sign: string; after: boolean } {
  const { sign, signAfter } = writingOf(locale);
  return { sign, after: signAfter };
}

/** '1,234.50', '1.234,50', '1 234,50': how the field's message shows what it expects. */
export function amountExample(locale: string): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: true,
  }).format(1234.5);
}

const BIDI_MARKS = /[\u200e\u200f\u061c\u2066-\u2069]/g;
const ARABIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;
const SIGNS = ['US$', '$US', 'USD', '$'];
const DIGITS = /^\d+$/;
/** No amount of a tip needs more digits; longer is a slip of the finger, not a number. */
const MOST_DIGITS = 12;

function withoutSign(text: string, own: string): string {
  const signs = own && !SIGNS.includes(own) ? [own, ...SIGNS] : SIGNS;
  let rest = text;
  for (const sign of signs) {
    if (rest.toUpperCase().startsWith(sign.toUpperCase())) {
      rest = rest.slice(sign.length).trim();
      break;
    }
  }
  for (const sign of signs) {
    if (rest.toUpperCase().endsWith(sign.toUpperCase())) {
      rest = rest.slice(0, rest.length - sign.length).trim();
      break;
    }
  }
  return rest;
}

/** Reads what the guest typed in `locale`'s writing. */
export function readAmount(typed: string, locale: string): AmountReading {
  const { decimal, group } = writingOf(locale);
  const text = withoutSign(
    typed
      .normalize('NFKC')
      .replace(BIDI_MARKS, '')
      .replace(ARABIC_DIGITS, (digit) => String((digit.charCodeAt(0) - 0x0660) % 0x90))
      .replace(/\u066b/g, decimal)
      .replace(/\u066c/g, group)
      .trim(),
    writingOf(locale).sign,
  );
  if (text === '') return { kind: 'incomplete' };

  const halves = text.split(decimal);
  if (halves.length > 2) return { kind: 'unclear' };
  const [whole = '', fraction] = halves;
  if (fraction !== undefined && !/^\d{0,2}$/.test(fraction)) return { kind: 'unclear' };

  let digits = whole;
  if (group && whole.includes(group)) {
    const groups = whole.split(group);
    const [first = '', ...rest] = groups;
    const last = rest[rest.length - 1] ?? '';
    const wellFormed = (list: readonly string[]): boolean =>
      /^\d{1,3}$/.test(first) && list.every((g) => /^\d{3}$/.test(g));
    if (!wellFormed(rest)) {
      // '1,2' on its way to '1,250' (or '12,50' written the other way): not an amount yet.
      const typing =
        fraction === undefined && wellFormed(rest.slice(0, -1)) && /^\d{0,2}$/.test(last);
      return { kind: typing ? 'incomplete' : 'unclear' };
    }
    digits = groups.join('');
  }
  if (digits !== '' && !DIGITS.test(digits)) return { kind: 'unclear' };
  if (digits === '' && !fraction) return { kind: 'incomplete' };
  if (digits.length > MOST_DIGITS) return { kind: 'unclear' };
  const cents = Number(digits || '0') * 100 + Number((fraction ?? '').padEnd(2, '0'));
  return { kind: 'amount', cents };
}
