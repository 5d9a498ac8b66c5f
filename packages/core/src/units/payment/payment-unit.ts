import type { PaymentResponse } from '../../domain/entities';
import { addAnotherTarget } from '../../flow/add-another';
import type { StepName } from '../../flow/step-name';
import type { PaymentGateway } from '../../ports/payment-gateway';
import { currentStep } from '../../state/flow-store';
import type { LandingState } from '../../state/landing-store';
import {
  INITIAL_PAYMENT,
  type CapturedPart,
  type PaidSummary,
  type PaymentState,
} from '../../state/payment-store';
import { createBusy, type BusyState } from '../../state/busy';
import { createStore, type Store } from '../../state/store';
import type { Transaction } from '../../state/transaction';
import type { AlertUnit } from '../alert/alert-unit';
import type { FlowUnit } from '../flow/flow-unit';
import type { PaymentActions } from '../unit-actions';
import type { TipsUnit } from '../tips/tips-unit';
import type { PaymentInside, PaymentPorts } from './inside';
import { loadOnce } from '../load-once';
import { paidSummaryOf } from './paid-summary';
import { pay, setShopperEmail } from './pay';
import { UnansweredPayments } from './unanswered-payments';
import { forgetPersonalData, unmountWidget } from './unmount';
import { amountsFixedNow, followTotal, mountWidget, switchWidgetLocale, tryAgain } from './widget';
import { WidgetSlot } from './widget-slot';

const TIP_SCREENS: readonly StepName[] = [
  'proposed-tip-beauty',
  'proposed-tip-hospitality',
  'proposed-tip-intent',
];

/**
 * The payment unit: the e-mail, the widget (`WidgetSlot`), the press, its unanswered request
 * (`UnansweredPayments`) and what was paid. It reads the landing and the tips, and moves the flow.
 * Leaving the payment step (Back, Add another) and removing a tip go through it: it unmounts its
 * widget and keeps the tips of a part already captured.
 */
export interface PaymentUnit {
  readonly store: Store<PaymentState>;
  /** A press on its way (Pay, Try again, the drop-in's own submit), told as it begins. */
  readonly busy: Store<BusyState>;
  readonly actions: PaymentActions;
  /** The saved e-mail and what was paid, back as this tab saved them. */
  restore(saved: {
    readonly shopperEmail: string;
    readonly paid?: PaidSummary | null;
    readonly captured?: readonly CapturedPart[];
  }): void;
  /** A redirect return that did not capture: the service's answer, if any, is kept. */
  returnFailed(response: PaymentResponse | null): void;
  /** A redirect return captured: what was paid, and the personal data dropped. */
  returnCaptured(response: PaymentResponse, recipients: readonly string[]): void;
  /** 'Pay with another card': a fresh press. */
  payAgain(): void;
  /** Unmounts the widget, forgets the unanswered request and clears the store. */
  reset(): void;
  /** The widget goes (a redirect return: the page it was mounted in is gone). */
  unmountWidget(): void;
}

export function createPaymentUnit(input: {
  readonly transaction: Transaction;
  readonly deps: PaymentPorts;
  readonly gateway: PaymentGateway | null;
  readonly landing: Store<LandingState>;
  readonly flow: Pick<
    FlowUnit,
    'store' | 'move' | 'forgetGuestDetails' | 'detailsFailed' | 'stepBack' | 'keepPools'
  >;
  readonly tips: Pick<TipsUnit, 'store' | 'remove' | 'dropLast'>;
  readonly alert: Pick<AlertUnit, 'show' | 'showUnlessOpen' | 'close'>;
}): PaymentUnit {
  const { flow, tips } = input;
  const store = createStore(INITIAL_PAYMENT, input.transaction);
  const busy = createBusy();
  const payment: PaymentInside = {
    ...input,
    store,
    busy,
    widget: new WidgetSlot(input.gateway),
    unanswered: new UnansweredPayments(),
    work: loadOnce(input.deps.paymentWork),
    tips: tips.store,
  };
  const captured = (): boolean => store.getSnapshot().captured.length > 0;
  // The note that the provider's card fields were reset goes (Pay pressed, the step left).
  const untold = (): void => {
    if (store.getSnapshot().cardFieldsReset !== null) store.set({ cardFieldsReset: null });
  };
  // The widget charges the total on screen: it follows the fees and the tips, and a press's end.
  tips.store.state$.subscribe(() => followTotal(payment));
  busy.store.state$.subscribe(() => followTotal(payment));

  const action = input.transaction.action;
  const actions: PaymentActions = {
    setShopperEmail: action((email: string) => setShopperEmail(payment, email)),
    mountWidget: action((host: unknown, locale?: string) => mountWidget(payment, host, locale)),
    unmountWidget: action(() => unmountWidget(payment)),
    setWidgetLocale: action((locale: string) => switchWidgetLocale(payment, locale)),
    // Busy from the press until after the commit: the button never looks idle before the outcome.
    pay: busy.around(
      action(() => {
        untold();
        return pay(payment);
      }),
    ),
    tryAgain: busy.around(action(() => tryAgain(payment))),
    setGateway: action((gateway: PaymentGateway | null) => {
      if (payment.widget.gateway === gateway) return;
      unmountWidget(payment);
      payment.widget.replaceGateway(gateway);
    }),
    // Not while the amounts are fixed (a press on its way, a part captured; decision 0050).
    removeTip: action((index: number) => {
      if (!amountsFixedNow(payment)) tips.remove(index);
    }),
    // Back to the screen where the recipients were chosen; not once a part was captured.
    addAnother: action(() => {
      const step = addAnotherTarget(input.landing.getSnapshot(), flow.store.getSnapshot());
      if (step === null || captured()) return;
      untold();
      unmountWidget(payment);
      flow.move({ type: 'goto', step });
    }),
    // From payment the widget goes; into a tip screen its tip goes (it is chosen again); back to
    // the departments, a pool without a tip is no longer picked.
    back: action(() => {
      if (currentStep(flow.store.getSnapshot()) === 'payment') unmountWidget(payment);
      untold();
      const step = flow.stepBack();
      if (step === null) return;
      if (TIP_SCREENS.includes(step)) tips.dropLast();
      if (step === 'department')
        flow.keepPools(tips.store.getSnapshot().tips.map((tip) => tip.recipient.uid));
    }),
  };

  return {
    store,
    busy: busy.store,
    actions,
    restore: (saved) =>
      store.set({
        shopperEmail: saved.shopperEmail,
        ...(saved.paid !== undefined ? { paid: saved.paid } : {}),
        captured: saved.captured ?? [],
      }),
    returnFailed: (response) => store.set({ lastResponse: response }),
    returnCaptured(response, recipients) {
      store.set({
        lastResponse: response,
        reference: response.reference,
        // The amount is the one the service captured: the tips of this visit are not loaded here.
        paid: paidSummaryOf(store.getSnapshot().captured, response, recipients),
      });
      forgetPersonalData(payment);
    },
    unmountWidget: () => unmountWidget(payment),
    payAgain: () =>
      store.set({ ongoing: false, failed: false, lastResponse: null, idempotencyKey: null }),
    reset() {
      unmountWidget(payment);
      payment.unanswered.forget();
      store.reset();
    },
  };
}
