import type { CoreConfiguration, DropinConfiguration } from '@adyen/adyen-web';
import type { WidgetSession } from '@tipwell/core';
import { EN_US_SHELL_TEXTS, type ShellTexts, type ShellTextsSource } from '../shared/shell-texts';
import { decimalAmount } from '../shared/wallet-lines';

export type AdyenEnvironment = NonNullable<CoreConfiguration['environment']>;

/** Runtime configuration (the web app reads it from its environment; README). */
export interface AdyenConfig {
  /** The client key of the Adyen web service user (test_… / live_…). */
  readonly clientKey: string;
  readonly environment: AdyenEnvironment;
  /** The app's words for the wallet sheets' lines, in the guest's language (en-US without it). */
  readonly texts?: ShellTextsSource;
}

/** The size of the 3-D Secure 2 challenge window (05: full screen). */
export const CHALLENGE_WINDOW_SIZE = '05';

/**
 * Card, Apple Pay and Google Pay settings of the drop-in: holder name required, no stored cards.
 * `onCardFocus`: a card field (secured or the holder's name) took the focus.
 */
export function paymentMethodsConfiguration(
  session: WidgetSession,
  texts: ShellTexts = EN_US_SHELL_TEXTS,
  onCardFocus: () => void = () => undefined,
): NonNullable<DropinConfiguration['paymentMethodsConfiguration']> {
  const amount = { value: session.amount, currency: session.currency };
  const price = decimalAmount(session.amount);
  return {
    card: {
      hasHolderName: true,
      holderNameRequired: true,
      enableStoreDetails: false,
      challengeWindowSize: CHALLENGE_WINDOW_SIZE,
      onFocus: onCardFocus,
    },
    applepay: {
      amount,
      totalPriceLabel: texts.walletTotal,
      lineItems: [{ label: texts.walletLine, amount: price, type: 'final' }],
    },
    googlepay: {
      amount,
      countryCode: session.countryCode,
      challengeWindowSize: CHALLENGE_WINDOW_SIZE,
      transactionInfo: {
        countryCode: session.countryCode,
        currencyCode: session.currency,
        totalPrice: price,
        totalPriceStatus: 'FINAL',
        totalPriceLabel: texts.walletTotal,
        displayItems: [{ label: texts.walletLine, type: 'LINE_ITEM', price }],
      },
    },
  };
}
