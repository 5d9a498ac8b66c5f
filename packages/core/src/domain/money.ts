/**
 * Money is integer cents everywhere inside the core. The wire carries decimal strings with two
 * decimals ("10.60"); parsing never goes through floating point.
 */
export type Cents = number;

const WIRE_MONEY = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/** Parses a wire decimal string ("10.6", "10.60", "10") into cents; null when it is not money. */
export function parseMoney(text: string): Cents | null {
  const match = WIRE_MONEY.exec(text.trim());
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return sign ? -cents : cents;
}

/** Formats cents as the wire's decimal string with two decimals: 1060 → "10.60". */
export function toWireMoney(cents: Cents): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function assertCents(value: number): asserts value is Cents {
  if (!Number.isSafeInteger(value))
    throw new RangeError(`Not an integer number of cents: ${value}`);
}

/**
 * The formatters are made on first use, not at import: a page's first Intl object loads the
 * locale data (15-25 ms on a fast machine, four times that on a mid-range phone), and the app
 * pays that in a task of its own (the web app's start-up formats a sum early) rather than inside
 * its first render.
 */
function usd(fractionDigits: number): (locale: string) => Intl.NumberFormat {
  const formats = new Map<string, Intl.NumberFormat>();
  return (locale) => {
    let format = formats.get(locale);
    if (!format) {
      format = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: fractionDigits,
      });
      formats.set(locale, format);
    }
    return format;
  };
}

const currencyFormat = usd(2);
const wholeDollarsFormat = usd(0);

/**
 * Fees and totals: always two decimals, in US dollars whatever the language ('$10.60',
 * '$1,000.00'; '10,60 $US' in fr-FR).
 */
export function formatMoney(cents: Cents, locale = 'en-US'): string {
  assertCents(cents);
  return currencyFormat(locale).format(cents / 100);
}

/** Tip amounts: whole dollars drop the cents ('$15'), others show two decimals ('$7.20'). */
export function formatTipAmount(cents: Cents, locale = 'en-US'): string {
  assertCents(cents);
  return cents % 100 === 0
    ? wholeDollarsFormat(locale).format(cents / 100)
    : currencyFormat(locale).format(cents / 100);
}

/** The widget's amount: the total × 100, i.e. the total in cents, exactly; never below zero. */
export function toMinorUnits(total: Cents): number {
  assertCents(total);
  if (total < 0) throw new RangeError(`A payment amount cannot be negative: ${total}`);
  return total;
}
