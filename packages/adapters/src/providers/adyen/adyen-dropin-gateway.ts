import type {
  AdditionalDetailsActions,
  AdditionalDetailsData,
  CheckoutAdvancedFlowResponse,
  PaymentAction,
  PaymentMethodsResponse,
  ResultCode,
  SubmitActions,
  SubmitData,
} from '@adyen/adyen-web';
import type {
  MountedWidget,
  PaymentGateway,
  PaymentResponse,
  TokenizeResult,
  WidgetSession,
} from '@tipwell/core';
import { hostElement } from '../shared/host-element';
import {
  CHALLENGE_WINDOW_SIZE,
  type AdyenConfig,
  paymentMethodsConfiguration,
} from './adyen-configuration';
import type { AdyenModuleLoader, DropinLike } from './adyen-module';
import { inFlightTracker } from './in-flight';
import { tokenFromState } from './adyen-token';
import { outcomeOf } from './result-codes';

type Actions = SubmitActions | AdditionalDetailsActions;

/**
 * adyen-web: the Adyen v6 Drop-in (Card, Apple Pay, Google Pay), advanced flow. The drop-in owns
 * its pay button: its submit goes through `session.submit` (the core checks the e-mail and pays),
 * additional details through `session.submitDetails` (POST v3 /payments/web/details).
 */
export class AdyenDropinGateway implements PaymentGateway {
  readonly processor = 'adyen-web' as const;

  constructor(
    private readonly config: AdyenConfig,
    private readonly load: AdyenModuleLoader,
  ) {}

  async mount(host: unknown, session: WidgetSession): Promise<MountedWidget> {
    const element = hostElement(host);
    if (!session.paymentMethods) throw new Error('adyen-web needs payment methods');
    session.onStatus('loading');
    const adyen = await this.load();
    let dropin: DropinLike | null = null;
    let unmounted = false;
    // A response's action arrives through handleAction while a submit is in flight: it is handed
    // back with actions.resolve (the documented way), not straight to the drop-in.
    const inFlight = inFlightTracker();
    let backToReady = false;
    // A card field (the number, the name, …) took the focus: what was typed is lost on a remount.
    let cardTouched = false;

    const settle = (response: PaymentResponse | null, actions: Actions): void => {
      if (unmounted) return;
      if (response === null) {
        // Refused before any payment (invalid e-mail) or the service failed: back to ready.
        backToReady = true;
        actions.reject();
        return;
      }
      const resultCode = response.processorResponse?.resultCode ?? null;
      const action = inFlight.action() ?? response.processorResponse?.action ?? null;
      const outcome = outcomeOf(resultCode);
      const code = resultCode as ResultCode;
      if (outcome.kind === 'action') {
        if (!action) return actions.reject();
        session.onStatus(outcome.status);
        actions.resolve({ resultCode: code, action: action as unknown as PaymentAction });
        return;
      }
      if (outcome.kind === 'success' || ['Refused', 'Cancelled', 'Error'].includes(code)) {
        actions.resolve({ resultCode: code } satisfies CheckoutAdvancedFlowResponse);
        return;
      }
      actions.reject();
    };

    const checkout = await adyen.AdyenCheckout({
      clientKey: this.config.clientKey,
      environment: this.config.environment,
      amount: { value: session.amount, currency: session.currency },
      countryCode: session.countryCode,
      locale: session.locale,
      paymentMethodsResponse: session.paymentMethods.raw as PaymentMethodsResponse,
      onSubmit: (state: SubmitData, _component: unknown, actions: SubmitActions) => {
        inFlight.start();
        void session
          .submit(tokenFromState(state.data))
          .catch((error: unknown) => {
            console.error('adyen-web submit', error);
            return null;
          })
          .then((response) => settle(response, actions))
          .finally(() => inFlight.stop());
      },
      onAdditionalDetails: (
        state: AdditionalDetailsData,
        _component: unknown,
        actions: AdditionalDetailsActions,
      ) => {
        inFlight.start();
        void session
          .submitDetails(state.data.details)
          .catch(() => null)
          .then((response) => {
            // Details without a result code are rejected.
            if (response?.processorResponse?.resultCode) settle(response, actions);
            else if (!unmounted) actions.reject();
          })
          .finally(() => inFlight.stop());
      },
      onPaymentCompleted: () => session.onStatus('success'),
      onPaymentFailed: () => {
        if (backToReady) {
          backToReady = false;
          dropin?.setStatus('ready');
          session.onStatus('ready');
          return;
        }
        session.onStatus('error');
      },
      onError: (error) => console.error('adyen-web', error),
    });
    dropin = new adyen.Dropin(checkout, {
      paymentMethodComponents: [adyen.Card, adyen.ApplePay, adyen.GooglePay] as never,
      showStoredPaymentMethods: false,
      paymentMethodsConfiguration: paymentMethodsConfiguration(
        session,
        this.config.texts?.(),
        () => {
          cardTouched = true;
        },
      ),
      onReady: () => {
        if (!unmounted) session.onStatus('ready');
      },
    });
    dropin.mount(element);
    const mounted = dropin;

    return {
      tokenize: (): Promise<TokenizeResult> => {
        // The drop-in's own button pays; an app button just presses it (its submit pays).
        mounted.submit();
        return Promise.resolve({ status: 'cancel' });
      },
      handleAction: (action) => {
        if (unmounted) return;
        if (inFlight.active()) inFlight.record(action);
        else {
          mounted.handleAction(action as unknown as PaymentAction, {
            challengeWindowSize: CHALLENGE_WINDOW_SIZE,
          });
        }
      },
      cardTouched: () => cardTouched,
      unmount: () => {
        if (unmounted) return;
        unmounted = true;
        mounted.unmount();
      },
    };
  }
}
