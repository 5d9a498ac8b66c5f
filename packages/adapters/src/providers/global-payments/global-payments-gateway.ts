import {
  nameOnCardOrDefault,
  type MountedWidget,
  type PaymentGateway,
  type TokenizeResult,
  type WidgetSession,
} from '@tipwell/core';
import { CardCompleteness, type CardPart } from '../shared/card-completeness';
import { buildCardShell } from '../shared/card-shell';
import { hostElement } from '../shared/host-element';
import { loadProviderGlobal } from '../shared/provider-script';
import { type ScriptLoader, domScriptLoader } from '../shared/script-loader';
import { EN_US_SHELL_TEXTS, type ShellTexts, type ShellTextsSource } from '../shared/shell-texts';
import { decimalAmount } from '../shared/wallet-lines';
import { payWithWallet } from '../shared/wallet-payment';
import { buildGpCardForm } from './global-payments-fields';
import type {
  GlobalPaymentsGlobal,
  GpFieldTest,
  GpTokenError,
  GpTokenSuccess,
} from './global-payments-sdk';

export interface GlobalPaymentsConfig {
  /** The public API key (pkapi_cert_… / pkapi_prod_…). */
  readonly publicApiKey: string;
  /** 'sandbox' or 'production'. */
  readonly env: 'sandbox' | 'production';
  /** https://js.globalpay.com/{version}/globalpayments.js */
  readonly scriptUrl: string;
  /** The app's words around the iframe fields, in the guest's language (en-US without it). */
  readonly texts?: ShellTextsSource;
}

/**
 * The languages Global Payments' library translates its fields and messages into (its
 * `configure({ language })` option; `internal/lib/translations` in globalpayments-js): a guest's
 * language it does not speak gets its default, English.
 */
const GP_LANGUAGES: readonly string[] =
  'cs de el en es fr hr hu it ja mt nl pl pt ro ru sk sl sv tr uk vi zh'.split(' ');

/** The guest's BCP 47 tag as Global Payments names a language ('fr-CH' → 'fr', 'zh-Hans' → 'zh'). */
export function gpLanguage(locale: string): string {
  const language = locale.trim().split('-')[0]?.toLowerCase() ?? '';
  return GP_LANGUAGES.includes(language) ? language : 'en';
}

let walletCount = 0;

const FIELD_TESTS: readonly (readonly [string, CardPart])[] = [
  ['card-number-test', 'number'],
  ['card-expiration-test', 'expiry'],
  ['card-cvv-test', 'cvv'],
];

function readGlobalPayments(): GlobalPaymentsGlobal | undefined {
  return (globalThis as { GlobalPayments?: GlobalPaymentsGlobal }).GlobalPayments;
}

function applePayAvailable(): boolean {
  const session = (globalThis as { ApplePaySession?: { canMakePayments?: () => boolean } })
    .ApplePaySession;
  try {
    return session?.canMakePayments?.() === true;
  } catch {
    return false;
  }
}

function errorMessage(response: GpTokenError): string {
  return response.error?.message ?? response.reasons?.[0]?.message ?? 'Tokenisation failed';
}

/**
 * global-payments-web: Global Payments' hosted iframe fields. Its own submit field is the
 * 'Pay {total}' button: a token pays through session.submit. The wallet button uses the browser's
 * Payment Request sheet (Apple Pay in Safari, Google Pay elsewhere).
 */
export class GlobalPaymentsGateway implements PaymentGateway {
  readonly processor = 'global-payments-web' as const;

  constructor(
    private readonly config: GlobalPaymentsConfig,
    private readonly loader: ScriptLoader = domScriptLoader,
  ) {}

  async mount(host: unknown, session: WidgetSession): Promise<MountedWidget> {
    const element = hostElement(host);
    const document = element.ownerDocument;
    session.onStatus('loading');
    const texts = this.config.texts?.() ?? EN_US_SHELL_TEXTS;
    const { script, global: gp } = await loadProviderGlobal(
      this.loader,
      this.config.scriptUrl,
      document,
      readGlobalPayments,
    );
    let unmounted = false;
    const completeness = new CardCompleteness();
    const setPart = (part: CardPart, ok: boolean): void => {
      if (completeness.update(part, ok) && !unmounted)
        session.onStatus(completeness.complete ? 'ready' : 'custom');
    };
    const shell = buildCardShell(document, texts.enterCard, () => undefined);
    element.append(shell.root);
    const fields = buildGpCardForm(document, shell.card, texts.postalCode);
    fields.postalCode.addEventListener('input', () => {
      fields.postalCode.removeAttribute('aria-invalid');
      setPart('postalCode', fields.postalCode.value.trim() !== '');
    });

    gp.configure({
      publicApiKey: this.config.publicApiKey,
      env: this.config.env,
      language: gpLanguage(session.locale),
    });
    const { targets } = fields;
    const form = gp.ui.form({
      fields: {
        'card-holder-name': { target: targets['card-holder-name'], placeholder: texts.nameOnCard },
        'card-number': { target: targets['card-number'], placeholder: '•••• •••• •••• ••••' },
        'card-expiration': { target: targets['card-expiration'], placeholder: 'MM / YYYY' },
        'card-cvv': { target: targets['card-cvv'], placeholder: 'CVV' },
        submit: { target: targets.submit, value: texts.pay(session.amount) },
      },
    });
    for (const [event, part] of FIELD_TESTS)
      form.on(event, (test: GpFieldTest) => setPart(part, test.valid));
    form.on('token-success', (response: GpTokenSuccess) => {
      if (unmounted) return;
      const postalCode = fields.postalCode.value.trim();
      if (postalCode === '') {
        fields.postalCode.setAttribute('aria-invalid', 'true');
        fields.postalCode.focus();
        return;
      }
      const source = response.paymentReference ?? response.temporary_token;
      if (!source) return session.onTokenError?.('Global Payments answered without a token');
      void session.submit({
        status: 'ok',
        source,
        nameOnCard: nameOnCardOrDefault(response.details?.cardholderName),
        postalCode,
        wallet: false,
      });
    });
    form.on('token-error', (response: GpTokenError) => {
      console.error('global payments token-error', response);
      if (!unmounted) session.onTokenError?.(errorMessage(response));
    });

    this.addWallet(gp, shell.addWalletButton, session, texts);
    session.onStatus('custom');
    return {
      // The provider's own 'Pay {total}' field tokenises; there is nothing to press from outside.
      tokenize: (): Promise<TokenizeResult> => Promise.resolve({ status: 'invalid' }),
      handleAction: (action) => console.warn('global-payments-web has no provider actions', action),
      cardTouched: shell.opened,
      unmount: () => {
        if (unmounted) return;
        unmounted = true;
        form.dispose?.();
        shell.root.remove();
        script.remove();
      },
    };
  }

  private addWallet(
    gp: GlobalPaymentsGlobal,
    addButton: (label: string, onClick: () => void) => HTMLButtonElement,
    session: WidgetSession,
    texts: ShellTexts,
  ): void {
    const button = addButton(applePayAvailable() ? texts.applePay : texts.googlePay, () => {
      // The Payment Request sheet opens from the provider's own click handler on this button.
    });
    walletCount += 1;
    button.id = `gp-wallet-${walletCount}`;
    const amount = { value: decimalAmount(session.amount), currency: session.currency };
    try {
      const request = gp.paymentRequest.setup(`#${button.id}`, {
        total: { label: texts.walletTotal, amount },
        displayItems: [{ label: texts.walletLine, amount }],
      });
      request.on('token-success', (response: GpTokenSuccess) => {
        gp.paymentRequest.complete('success');
        void payWithWallet(session, () =>
          Promise.resolve<TokenizeResult>(
            response.paymentReference
              ? {
                  status: 'ok',
                  source: response.paymentReference,
                  nameOnCard: nameOnCardOrDefault(response.payerName),
                  postalCode: null,
                  wallet: true,
                }
              : { status: 'error', message: 'The wallet answered without a token' },
          ),
        );
      });
      request.on('token-error', (response: GpTokenError) => {
        gp.paymentRequest.complete('fail');
        session.onTokenError?.(errorMessage(response));
      });
    } catch (error) {
      console.warn('wallet unavailable', error);
      button.remove();
    }
  }
}
