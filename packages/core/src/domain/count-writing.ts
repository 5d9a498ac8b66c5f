/**
 * Counts (nights, people, tips) in the guest's writing, as amounts are (decision 0031): written
 * with the digits Intl gives the language, the ones its amounts use (Arabic-Indic '٣' where the
 * guest's Arabic writes them so), and read back from any phone keyboard's digits.
 */

const formats = new Map<string, Intl.NumberFormat>();

/** A count as the language writes a number in a field: its own digits, no grouping ('2500'). */
export function formatCount(count: number, locale: string): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0, useGrouping: false });
    formats.set(locale, format);
  }
  return format.format(count);
}

const NATIVE_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;
const BIDI_MARKS = /[\u200e\u200f\u061c\u2066-\u2069]/g;

/**
 * What a guest typed, its digits Western: Arabic-Indic (٠–٩), Eastern Arabic-Indic (۰–۹) and
 * full-width (０–９) digits become 0–9; direction marks go. Anything else stays as typed.
 */
export function westernDigits(typed: string): string {
  return typed
    .normalize('NFKC')
    .replace(BIDI_MARKS, '')
    .replace(NATIVE_DIGITS, (digit) => String((digit.charCodeAt(0) - 0x0660) % 0x90));
}
