import type { AlertUnit } from '../alert/alert-unit';
import type { FlowUnit } from '../flow/flow-unit';
import type { LandingUnit } from '../landing/landing-unit';
import type { PaymentUnit } from '../payment/payment-unit';
import type { ReviewUnit } from '../review/review-unit';
import type { TippingDeps } from '../tipping.types';
import type { TipsUnit } from '../tips/tips-unit';
import type { EntriesInFlight } from './entries-in-flight';
import type { TipAgainUrl } from './tip-again-url';

/** The ports the entry unit calls. */
export type EntryPorts = Pick<
  TippingDeps,
  | 'coreApi'
  | 'tipsApi'
  | 'fingerprint'
  | 'tabStorage'
  | 'deviceStorage'
  | 'clock'
  | 'ids'
  | 'config'
>;

/** What the entry unit is given of the others: their stores to read and the functions it calls. */
export interface EntryUnits {
  readonly landing: Omit<LandingUnit, 'openLocation'>;
  readonly flow: Pick<
    FlowUnit,
    'store' | 'start' | 'only' | 'restore' | 'afterReturn' | 'toPayment' | 'reset'
  >;
  readonly tips: Pick<TipsUnit, 'store' | 'loadFees' | 'setCustom' | 'keep' | 'preAdd' | 'reset'>;
  readonly payment: Pick<
    PaymentUnit,
    'unmountWidget' | 'restore' | 'returnFailed' | 'returnCaptured' | 'payAgain' | 'reset'
  >;
  readonly review: Pick<ReviewUnit, 'reset'>;
  readonly alert: Pick<AlertUnit, 'reset' | 'show'>;
}

/**
 * What the entry unit's own files share: the entries on their way and the tip-again URL (nobody
 * else holds them), the ports, and the other units' functions.
 */
export interface EntryInside extends EntryUnits {
  readonly deps: EntryPorts;
  readonly entries: EntriesInFlight;
  readonly tipAgain: TipAgainUrl;
}
