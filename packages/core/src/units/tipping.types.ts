import type { Clock } from '../ports/clock';
import type { CoreApi } from '../ports/core-api';
import type { Fingerprint } from '../ports/fingerprint';
import type { IdGenerator } from '../ports/id-generator';
import type { Logger } from '../ports/logger';
import type { PaymentGateway } from '../ports/payment-gateway';
import type { Storage } from '../ports/storage';
import type { TipsApi } from '../ports/tips-api';
import type { BusyState } from '../state/busy';
import type { Store } from '../state/store';
import type { AlertState } from '../state/alert-store';
import type { FlowState } from '../state/flow-store';
import type { LandingState } from '../state/landing-store';
import type { PaymentState } from '../state/payment-store';
import type { ReviewState } from '../state/review-store';
import type { TipsState } from '../state/tips-store';
import type { PaymentWork } from './payment/inside';
import type {
  AlertActions,
  EntryActions,
  FlowActions,
  PaymentActions,
  ReviewActions,
  TipsActions,
} from './unit-actions';

export type {
  AlertActions,
  EntryActions,
  FlowActions,
  PaymentActions,
  ReviewActions,
  TipsActions,
} from './unit-actions';

/** What the core is told of the app it runs in. */
export interface TippingConfig {
  /** The app's own origin ('https://tip.example.com'): return URLs and tip-again paths stay on it. */
  readonly origin: string;
}

/** The ports `createTipping` is given: adapters in an app, `createFakeDeps().deps` in tests. */
export interface TippingDeps {
  /** The core service: codes, locations, their people, pools and settings. */
  readonly coreApi: CoreApi;
  /** The tips service: fees, payments, intents, reviews (payments with an idempotency key). */
  readonly tipsApi: TipsApi;
  /** The card provider's widget; the app may bind it later with `payment.setGateway`. */
  readonly gateway?: PaymentGateway | null;
  /** Lives as long as the tab (a browser's session storage): the guest's step and selections. */
  readonly tabStorage: Storage;
  /** Stays on the device (a browser's local storage): the redirect record across tabs. */
  readonly deviceStorage: Storage;
  /** The device's id, sent with an intent's exchange. */
  readonly fingerprint: Fingerprint;
  /** Time, for stored records' expiry (a fake clock in tests). */
  readonly clock: Clock;
  /** Idempotency keys: one per press. */
  readonly ids: IdGenerator;
  /** What went wrong beside the stores (a widget that failed to mount, …); no personal data. */
  readonly logger: Logger;
  /**
   * The payment unit's code after the landing (decision 0028): the widget's mount once the fees are
   * in, and paying with a token. A bundled app supplies `() => import('@tipwell/core/payment-work')`
   * (its own chunk, asked for as the widget mounts); where nothing is split (Node, tests), the
   * module itself. The core asks once; a load that fails is asked again on the next need.
   */
  readonly paymentWork: () => Promise<PaymentWork>;
  readonly config: TippingConfig;
}

/** The units' stores (persistence follows them). */
export interface TippingStores {
  readonly landing: Store<LandingState>;
  readonly flow: Store<FlowState>;
  readonly tips: Store<TipsState>;
  readonly payment: Store<PaymentState>;
  readonly review: Store<ReviewState>;
  readonly alert: Store<AlertState>;
}

/** A unit as a frontend sees it: its read-only store and its actions. */
export type UnitOf<S extends object, A> = A & {
  /** Subscribe views to it; its snapshot keeps its identity until something changes. */
  readonly store: Store<S>;
};

/**
 * The tipping core, one unit by name: read each unit's `store`, call its actions
 * (`tipping.tips.chooseLevel('medium')`, `tipping.payment.pay()`). Every action commits once, at
 * its end: each store it changed notifies once and each stored record is written at most once.
 * Async actions never reject; failures land in the stores.
 */
export interface Tipping {
  /** Where the guest arrives; no store (it fills the others). */
  readonly entry: EntryActions;
  /**
   * The landing (code or intent, payload, location, settings, processor, theme): no actions.
   * `busy` tells an entry on its way (enter, openCode, openIntent, restore) as it begins: the
   * store shows the landing only once the entry has committed.
   */
  readonly landing: { readonly store: Store<LandingState>; readonly busy: Store<BusyState> };
  /** The steps, where the guest is, and what they chose. */
  readonly flow: UnitOf<FlowState, FlowActions>;
  /** The tips, their fees and totals, the custom tip. */
  readonly tips: UnitOf<TipsState, TipsActions>;
  /**
   * The e-mail, the widget, Pay and what was paid; `busy` tells a press on its way (Pay, Try
   * again, the drop-in's own submit) as it begins, since the store tells only its outcome.
   */
  readonly payment: UnitOf<PaymentState, PaymentActions> & { readonly busy: Store<BusyState> };
  /** The rating and note after a captured payment; `busy` while Submit is on its way. */
  readonly review: UnitOf<ReviewState, ReviewActions> & { readonly busy: Store<BusyState> };
  /** The one dialog. */
  readonly alert: UnitOf<AlertState, AlertActions>;
}
