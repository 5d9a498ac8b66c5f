import type { LandingState } from '../../state/landing-store';
import type { PaymentState } from '../../state/payment-store';
import type { Store, WritableStore } from '../../state/store';
import type { TipsState } from '../../state/tips-store';
import type { AlertUnit } from '../alert/alert-unit';
import type { FlowUnit } from '../flow/flow-unit';
import type { TippingDeps } from '../tipping.types';
import type { UnansweredPayments } from './unanswered-payments';
import type { WidgetSlot } from './widget-slot';

/** The ports the payment unit calls. */
export type PaymentPorts = Pick<
  TippingDeps,
  'tipsApi' | 'ids' | 'logger' | 'clock' | 'fingerprint' | 'deviceStorage' | 'config'
>;

/**
 * What the payment unit's own files share: its store, its widget and its unanswered request
 * (nobody else holds them), and what it was given: the landing and tips to read, the flow's moves
 * and the alert.
 */
export interface PaymentInside {
  readonly store: WritableStore<PaymentState>;
  readonly widget: WidgetSlot;
  readonly unanswered: UnansweredPayments;
  readonly deps: PaymentPorts;
  readonly landing: Store<LandingState>;
  readonly tips: Store<TipsState>;
  readonly flow: Pick<FlowUnit, 'store' | 'move' | 'forgetGuestDetails' | 'detailsFailed'>;
  readonly alert: Pick<AlertUnit, 'show' | 'actions'>;
}
