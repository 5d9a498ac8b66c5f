import type { CoreConfiguration, DropinConfiguration } from '@adyen/adyen-web';
import type { WidgetSession } from '@tipwell/core';
import { WALLET_LINE_LABEL, WALLET_TOTAL_LABEL, decimalAmount } from '../shared/wallet-lines';

export type AdyenEnvironment = NonNullable<CoreConfiguration['environment']>;

/** Runtime configuration (the web app reads it from its environment; README). */
export interface AdyenConfig {
  /** The client key of the Adyen web service user (test_… / live_…). */
  readonly clientKey: string;
  readonly environment: AdyenEnvironment;
}

/** the 3-D Secure 2 challenge window. */
export const CHALLENGE_WINDOW_SIZE = '05';

/** Card, Apple Pay and Google Pay settings of the drop-in: holder name required, no stored cards. */
export function paymentMethodsConfiguration(
  session: WidgetSession,
): NonNullable<DropinConfiguration['paymentMethodsConfiguration']> {
  const amount = { value: session.amount, currency: session.currency };
  const price = decimalAmount(session.amount);
  return {
    card: {
      hasHolderName: true,
      holderNameRequired: true,
      enableStoreDetails: false,
      challengeWindowSize: CHALLENGE_WINDOW_SIZE,
    },
    applepay: {
      amount,
      totalPriceLabel: WALLET_TOTAL_LABEL,
      lineItems: [{ label: WALLET_LINE_LABEL, amount: price, type: 'final' }],
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
        totalPriceLabel: WALLET_TOTAL_LABEL,
        displayItems: [{ label: WALLET_LINE_LABEL, type: 'LINE_ITEM', price }],
      },
    },
  };
}
