import type { Cents } from '@tipwell/core';
import { formatMoney } from '@tipwell/core';

/**
 * The app's own words around a provider's fields (the payment-method blocks, the labels the app
 * draws, the wallet sheet's lines). They are the app's texts, so the web app hands them over from its
 * message catalog, in the guest's language, when the widget mounts; the provider's own fields speak
 * the language the gateway passes it (Square's `setLocale`, Global Payments' `language`).
 */
export interface ShellTexts {
  /** 'Enter Credit Card': reveals the card form. */
  readonly enterCard: string;
  /** 'Pay with ApplePay' (Safari only). */
  readonly applePay: string;
  readonly googlePay: string;
  /** The name field's placeholder (Global Payments draws the field; the app names it). */
  readonly nameOnCard: string;
  /** The postal code's label (Global Payments has no field for it; the app draws it). */
  readonly postalCode: string;
  /** The wallet sheet's line ('Tip') and total ('Total'). */
  readonly walletLine: string;
  readonly walletTotal: string;
  /** 'Pay {total}' on a provider's own submit field. */
  pay(total: Cents): string;
}

/** The texts when the host gives none: en-US, exactly as the app's catalog has them. */
export const EN_US_SHELL_TEXTS: ShellTexts = {
  enterCard: 'Enter Credit Card',
  applePay: 'Pay with ApplePay',
  googlePay: 'Google Pay',
  nameOnCard: 'Name on card',
  postalCode: 'Postal code',
  walletLine: 'Tip',
  walletTotal: 'Total',
  pay: (total) => `Pay ${formatMoney(total)}`,
};

/** Where a gateway gets its words: read at each mount, so a language switch reaches the next one. */
export type ShellTextsSource = () => ShellTexts;
