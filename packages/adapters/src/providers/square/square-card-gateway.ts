import type { MountedWidget, PaymentGateway, TokenizeResult, WidgetSession } from '@tipwell/core';
import { CardCompleteness, type CardPart } from '../shared/card-completeness';
import { buildCardShell } from '../shared/card-shell';
import { hostElement } from '../shared/host-element';
import { loadProviderGlobal } from '../shared/provider-script';
import { type ScriptLoader, domScriptLoader } from '../shared/script-loader';
import { EN_US_SHELL_TEXTS, type ShellTextsSource } from '../shared/shell-texts';
import { decimalAmount } from '../shared/wallet-lines';
import { payWithWallet } from '../shared/wallet-payment';
import {
  SQUARE_CARD_EVENTS,
  type SquareCard,
  type SquareCardField,
  type SquareGlobal,
  type SquarePayments,
  type SquareWallet,
} from './square-sdk';
import { toTokenizeResult } from './square-token';

export interface SquareConfig {
  readonly applicationId: string;
  readonly locationId: string;
  /** https://sandbox.web.squarecdn.com/v1/square.js or https://web.squarecdn.com/v1/square.js */
  readonly scriptUrl: string;
  /** The app's words around the card form, in the guest's language (en-US without it). */
  readonly texts?: ShellTextsSource;
}

const PARTS: Readonly<Record<SquareCardField, CardPart>> = {
  cardNumber: 'number',
  cvv: 'cvv',
  expirationDate: 'expiry',
  postalCode: 'postalCode',
};

function readSquare(): SquareGlobal | undefined {
  return (globalThis as { Square?: SquareGlobal }).Square;
}

/**
 * square-web: Square's Web Payments SDK. The card form (with its postal code) appears on 'Enter
 * Credit Card'; the app's 'Pay {total}' button tokenises it. Apple Pay (where available) and Google
 * Pay pay from their sheets through session.submit.
 */
export class SquareCardGateway implements PaymentGateway {
  readonly processor = 'square-web' as const;

  constructor(
    private readonly config: SquareConfig,
    private readonly loader: ScriptLoader = domScriptLoader,
  ) {}

  async mount(host: unknown, session: WidgetSession): Promise<MountedWidget> {
    const element = hostElement(host);
    const document = element.ownerDocument;
    session.onStatus('loading');
    const texts = this.config.texts?.() ?? EN_US_SHELL_TEXTS;
    const { script, global } = await loadProviderGlobal(
      this.loader,
      this.config.scriptUrl,
      document,
      readSquare,
    );
    let unmounted = false;
    let card: SquareCard | null = null;
    const wallets: SquareWallet[] = [];
    const completeness = new CardCompleteness();
    let payments: SquarePayments;
    try {
      payments = global.payments(this.config.applicationId, this.config.locationId);
    } catch (error) {
      script.remove();
      throw error;
    }
    // The card form in the guest's language (Square falls back to its nearest region itself, and
    // ignores a language it does not speak).
    const localeSet = Promise.resolve(payments.setLocale?.(session.locale)).catch(() => undefined);

    const attachCard = async (): Promise<void> => {
      await localeSet;
      const created = await payments.card();
      if (unmounted) return void created.destroy();
      for (const type of SQUARE_CARD_EVENTS) {
        created.addEventListener(type, ({ detail }) => {
          const part = PARTS[detail.field];
          const ok =
            part === 'postalCode'
              ? !detail.currentState.isEmpty
              : detail.currentState.isCompletelyValid;
          if (completeness.update(part, ok) && !unmounted)
            session.onStatus(completeness.complete ? 'ready' : 'custom');
        });
      }
      await created.attach(shell.card);
      card = created;
    };
    const shell = buildCardShell(document, texts.enterCard, () => {
      attachCard().catch((error: unknown) => console.error('square card form', error));
    });
    element.append(shell.root);

    const amount = decimalAmount(session.amount);
    const request = payments.paymentRequest({
      countryCode: session.countryCode,
      currencyCode: session.currency,
      total: { amount, label: texts.walletTotal },
      lineItems: [{ amount, label: texts.walletLine }],
      requestBillingContact: true,
    });
    const walletPay = (wallet: SquareWallet) => (): void =>
      void payWithWallet(session, async () => toTokenizeResult(await wallet.tokenize(), true));
    // Apple Pay: payments.applePay() rejects where Apple Pay is not available (no button then).
    try {
      const applePay = await payments.applePay(request);
      wallets.push(applePay);
      shell.addWalletButton(texts.applePay, walletPay(applePay));
    } catch {
      // not available in this browser
    }
    try {
      const googlePay = await payments.googlePay(request);
      wallets.push(googlePay);
      const slot = shell.addWalletSlot('google-pay');
      await googlePay.attach(slot, { buttonColor: 'black', buttonSizeMode: 'fill' });
      slot.addEventListener('click', walletPay(googlePay));
    } catch (error) {
      console.warn('Google Pay unavailable', error);
    }
    session.onStatus('custom');

    return {
      tokenize: async (): Promise<TokenizeResult> => {
        if (!card || !completeness.complete) return { status: 'invalid' };
        try {
          return toTokenizeResult(await card.tokenize(), false);
        } catch (error) {
          console.error('square tokenize', error);
          return { status: 'error', message: 'Tokenisation failed' };
        }
      },
      handleAction: (action) => console.warn('square-web has no provider actions', action),
      cardTouched: shell.opened,
      unmount: () => {
        if (unmounted) return;
        unmounted = true;
        for (const method of [card, ...wallets]) void method?.destroy().catch(() => false);
        shell.root.remove();
        script.remove();
      },
    };
  }
}
