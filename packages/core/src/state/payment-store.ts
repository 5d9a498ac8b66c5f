import type { PaymentResponse } from '../domain/entities';
import type { Cents } from '../domain/money';
import type { MessageKey } from '../domain/messages';
import type { WidgetStatus } from '../ports/payment-gateway';
import { createStore, type WritableStore } from './store';

/** What a captured payment leaves behind: the review names its tips, success shows it. */
export interface PaidSummary {
  readonly reference: string;
  readonly tipUids: readonly string[];
  readonly total: Cents;
}

export interface PaymentState {
  readonly shopperEmail: string;
  /** Set by `pay` (or `validateShopperEmail`) when the e-mail is not valid; cleared on typing. */
  readonly emailError: MessageKey | null;
  /** 'idle' before the widget is mounted, then what the widget reports. */
  readonly widgetStatus: WidgetStatus | 'idle';
  /** Increments on 'Try again': the view remounts the widget (mountWidget) when it changes. */
  readonly widgetEpoch: number;
  /** True while a payment is in flight (Pay disabled). */
  readonly ongoing: boolean;
  /** True after a refused or failed payment: the view shows 'Try again'. */
  readonly failed: boolean;
  readonly lastResponse: PaymentResponse | null;
  readonly reference: string | null;
  /** The Idempotency-Key of the current press of Pay (null between presses). */
  readonly idempotencyKey: string | null;
  /** Set once the tip is captured; kept through a reload (no personal data in it). */
  readonly paid: PaidSummary | null;
}

export const INITIAL_PAYMENT: PaymentState = {
  shopperEmail: '',
  emailError: null,
  widgetStatus: 'idle',
  widgetEpoch: 0,
  ongoing: false,
  failed: false,
  lastResponse: null,
  reference: null,
  idempotencyKey: null,
  paid: null,
};

export type PaymentStore = WritableStore<PaymentState>;

export function createPaymentStore(initial: PaymentState = INITIAL_PAYMENT): PaymentStore {
  return createStore(initial);
}
