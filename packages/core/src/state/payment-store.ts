import type { PaymentResponse } from '../domain/entities';
import type { Cents } from '../domain/money';
import type { MessageKey } from '../domain/messages';
import type { WidgetStatus } from '../ports/payment-gateway';

/** What a captured payment leaves behind: the review names its tips, success shows it. */
export interface PaidSummary {
  /** The first payment's reference (the only one unless users and pools were paid together). */
  readonly reference: string;
  /** Every payment's reference: pools (pool-web) first, then users (web). */
  readonly references: readonly string[];
  readonly tipUids: readonly string[];
  /** What the service answered as captured, summed over every payment of the press. */
  readonly total: Cents;
  /**
   * Who the tips went to, as the guest saw them (display names, pool names); empty when the app no
   * longer knows (a 3-D Secure return in another browser).
   */
  readonly recipients: readonly string[];
}

/**
 * One captured payment of a press that pays users and pools as two payments: 'Try again' pays only
 * the parts not captured yet.
 */
export interface CapturedPart {
  readonly kind: 'pool' | 'user';
  readonly reference: string;
  readonly tipUids: readonly string[];
  /** The amount the service answered for this payment. */
  readonly total: Cents;
}

/** A switch of language, or a new total (a fee asked again, a tip removed). */
export type CardFieldsReset = 'language' | 'total';

export interface PaymentState {
  readonly shopperEmail: string;
  /** Set by `pay` (or `validateShopperEmail`) when the e-mail is not valid; cleared on typing. */
  readonly emailError: MessageKey | null;
  /** 'idle' before the widget is mounted, then what the widget reports. */
  readonly widgetStatus: WidgetStatus | 'idle';
  /** Increments when 'Try again' cannot keep the widget: the view remounts it (mountWidget). */
  readonly widgetEpoch: number;
  /**
   * Why a provider's card fields were mounted again, emptied (they cannot change language or
   * amount in place): the view tells the guest the card details must be entered again. Null when
   * they were not; cleared by Pay and by leaving the step (decisions 0042, 0050).
   */
  readonly cardFieldsReset: CardFieldsReset | null;
  /**
   * True while a payment is in flight (a second press is ignored). Set and cleared inside one
   * action, so subscribers see it only from a provider's own button, outside every action.
   */
  readonly ongoing: boolean;
  /**
   * How many payments this tip set off (Pay, Try again, a wallet's own button): an outcome the
   * action's commit keeps, where `ongoing` is gone by then (the journey log counts from it).
   */
  readonly attempts: number;
  /** True after a refused or failed payment: the view shows 'Try again'. */
  readonly failed: boolean;
  readonly lastResponse: PaymentResponse | null;
  readonly reference: string | null;
  /** The Idempotency-Key of the current press of Pay (null between presses). */
  readonly idempotencyKey: string | null;
  /** Set once the tip is captured; kept through a reload (no personal data in it). */
  readonly paid: PaidSummary | null;
  /** The parts of a two-payment press already captured (empty otherwise). */
  readonly captured: readonly CapturedPart[];
}

/**
 * The tips and their fees are fixed: a press is on its way (`busy`: Pay, Try again, a provider's
 * own button) or its payment is (a 3-D Secure step), a part of it was charged, or the tip is paid.
 * The fee's box and a row's remove then change nothing: the amount being charged, or charged, is
 * the one on screen (decision 0050).
 */
export function amountsFixed(payment: PaymentState, busy: boolean): boolean {
  return busy || payment.ongoing || payment.captured.length > 0 || payment.paid !== null;
}

export const INITIAL_PAYMENT: PaymentState = {
  shopperEmail: '',
  emailError: null,
  widgetStatus: 'idle',
  widgetEpoch: 0,
  cardFieldsReset: null,
  ongoing: false,
  attempts: 0,
  failed: false,
  lastResponse: null,
  reference: null,
  idempotencyKey: null,
  paid: null,
  captured: [],
};
