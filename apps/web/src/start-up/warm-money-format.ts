import { formatMoney, formatTipAmount } from '@tipwell/core/money';

/**
 * Makes the core's money formatters for `locale` now (a sum with cents and a whole-dollar tip make
 * both), in a task of the start-up's own: the first screen's render does not pay for them. The
 * money module only (a leaf): the locale worker imports this too.
 */
export function warmMoneyFormat(locale = 'en-US'): void {
  formatMoney(0, locale);
  formatTipAmount(0, locale);
}
