import type { PaymentResponse } from '../../domain/entities';
import type { PaymentGateway, TokenizeResult } from '../../ports/payment-gateway';
import type { LandingState } from '../../state/landing-store';
import type { PaymentState } from '../../state/payment-store';
import type { Store, WritableStore } from '../../state/store';
import type { TipsState } from '../../state/tips-store';
import type { AlertUnit } from '../alert/alert-unit';
import type { FlowUnit } from '../flow/flow-unit';
import type { Clock } from '../../ports/clock';
import type { Fingerprint } from '../../ports/fingerprint';
import type { IdGenerator } from '../../ports/id-generator';
import type { Logger } from '../../ports/logger';
import type { Storage } from '../../ports/storage';
import type { TipsApi } from '../../ports/tips-api';
import type { UnansweredPayments } from './unanswered-payments';
import type { WidgetSlot } from './widget-slot';
import type { Busy } from '../../state/busy';

/** The ports the payment unit calls (those of `TippingDeps` it needs). */
export interface PaymentPorts {
  readonly tipsApi: TipsApi;
  readonly ids: IdGenerator;
  readonly logger: Logger;
  readonly clock: Clock;
  readonly fingerprint: Fingerprint;
  readonly deviceStorage: Storage;
  readonly config: { readonly origin: string };
  readonly paymentWork: () => Promise<PaymentWork>;
}

/** A token the widget handed over: what a payment request is built with. */
export type Token = Extract<TokenizeResult, { status: 'ok' }>;

/** A mount of the widget, as `mountWidget` started it (`generation`: the mount's). */
export interface WidgetMount {
  readonly gateway: PaymentGateway;
  readonly generation: number;
  readonly host: unknown;
  readonly locale: string;
}

/**
 * The payment unit's code that a landing does not need before the guest's first tap
 * (`payment-work.ts`, `@tipwell/core/payment-work`, loaded through the `paymentWork` port the app
 * supplies; docs/decisions/0028): the widget's mount
 * once the fees are in, and paying with a token (the requests, their answers, 3-D Secure details).
 */
export interface PaymentWork {
  /** Waits for every fee, then mounts the widget for the total still due. */
  mountForTotal(payment: PaymentInside, mount: WidgetMount): Promise<void>;
  /** Pays the selected tips with a token (also the drop-in's own submit). */
  payWithToken(payment: PaymentInside, token: Token): Promise<PaymentResponse | null>;
}

/**
 * What the payment unit's own files share: its store, its widget and its unanswered request
 * (nobody else holds them), its code after the landing, and what it was given: the landing and
 * tips to read, the flow's moves and the alert.
 */
export interface PaymentInside {
  readonly store: WritableStore<PaymentState>;
  /** The wait of a press (Pay, Try again, the drop-in's own submit), told as it begins. */
  readonly busy: Busy;
  readonly widget: WidgetSlot;
  readonly unanswered: UnansweredPayments;
  /** The unit's code after the landing, loaded once (rejects when it could not be loaded). */
  readonly work: () => Promise<PaymentWork>;
  readonly deps: PaymentPorts;
  readonly landing: Store<LandingState>;
  readonly tips: Store<TipsState>;
  readonly flow: Pick<FlowUnit, 'store' | 'move' | 'forgetGuestDetails' | 'detailsFailed'>;
  readonly alert: Pick<AlertUnit, 'show' | 'showUnlessOpen' | 'close'>;
}
