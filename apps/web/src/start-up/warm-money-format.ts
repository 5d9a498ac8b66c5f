import { formatMoney, formatTipAmount } from '@tipwell/core/money';

/**
 * Makes the core's money formatters for `locale` now, in a task of the start-up's own, so the
 * first screen's render does not pay for them (the first Intl object of a page loads ICU's locale
 * data). The core makes them on first use: a sum with cents and a whole-dollar tip make both. Only
 * the money module (a leaf): the locale worker imports this too.
 */
export function warmMoneyFormat(locale = 'en-US'): void {
  formatMoney(0, locale);
  formatTipAmount(0, locale);
}
