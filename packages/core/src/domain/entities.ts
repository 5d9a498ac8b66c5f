import type { Cents } from './money';
import type { TippingPolicy } from './tipping-policy';
import type {
  CODE_PREFIXES,
  FEE_MODES,
  PAYMENT_STATUSES,
  PROCESSORS,
  TIP_LEVELS,
  TIPPING_MODES,
  TRANSPARENCIES,
} from './vocabulary';

/** The first letter of a code: A account, L location, U user, P pool, S station. */
export type CodePrefix = (typeof CODE_PREFIXES)[number];
export type TipLevel = (typeof TIP_LEVELS)[number];
export type TippingMode = (typeof TIPPING_MODES)[number];
export type Transparency = (typeof TRANSPARENCIES)[number];
/** `sandbox` is the local card processor of apps/sandbox (a hosted card-form provider). */
export type Processor = (typeof PROCESSORS)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type FeeMode = (typeof FEE_MODES)[number];

export interface Theme {
  readonly primaryColor: string;
  readonly secondaryColor: string;
  readonly textColor: string;
  readonly contrastColor: string;
}

export interface Location {
  readonly uid: string;
  readonly name: string;
  readonly address: string;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  /** Absolute or same-origin URL of the logo image; null shows the product logo. */
  readonly logo: string | null;
}

/** Tip settings of a location or a station. */
export interface TipSettings {
  readonly low: Cents;
  readonly medium: Cents;
  readonly high: Cents;
  readonly labelLow: string;
  readonly labelMedium: string;
  readonly labelHigh: string;
  readonly tipInstructionText: string | null;
  readonly transparency: Transparency;
  readonly reviewsEnabled: boolean;
  readonly theme: Theme | null;
  /** Where the tip goes (decision 0036); absent or null: the app claims nothing about it. */
  readonly tippingPolicy?: TippingPolicy | null;
}

export interface User {
  readonly uid: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly nickname: string | null;
  readonly avatar: string | null;
}

export interface Pool {
  readonly uid: string;
  readonly name: string;
  readonly locationUid: string;
  readonly lowAmount: Cents;
  readonly customerInstructions: string | null;
  readonly requiresCustomerName: boolean;
  readonly requiresRoomNumber: boolean;
  readonly requiresNote: boolean;
  readonly requiresReview: boolean;
  readonly tippingMode: TippingMode;
}

export interface Group {
  readonly uid: string;
  readonly name: string;
  readonly userUids: readonly string[];
}

/**
 * What a code exchange returns. `locationUid` is the location the landing belongs to (null for an
 * account); `locations` is filled for accounts; `users`, `pools` and `groups` are what the landing
 * offers (a U code: its one user; a P code: its one pool; an S code: the station's groups, pools and
 * people; an L code: the location's).
 */
export interface Payload {
  readonly kind: CodePrefix;
  readonly uid: string;
  readonly name: string;
  readonly logo: string | null;
  readonly locationUid: string | null;
  readonly locations: readonly Location[];
  readonly users: readonly User[];
  readonly pools: readonly Pool[];
  readonly groups: readonly Group[];
}

export interface SystemSettings {
  readonly webProcessor: Processor;
}

export interface Proposal {
  readonly amount: Cents;
  /** Percent of the bill, e.g. 18 or 17.5; shown rounded unless the type is amount. */
  readonly percent: number | null;
  readonly type: 'percent' | 'amount';
}

export interface IntentTip {
  readonly userUid: string;
  readonly user: User;
  /** Pre-set amount of this tip when the intent has a total; 0 otherwise. */
  readonly amount: Cents;
  readonly proposals: {
    readonly low: Proposal;
    readonly medium: Proposal;
    readonly high: Proposal;
  };
}

export interface IntentPayload {
  readonly locationUid: string;
  readonly mode: FeeMode;
  /** The intent's total when already set (tips pre-added, straight to payment); null otherwise. */
  readonly total: Cents | null;
  readonly tips: readonly IntentTip[];
}

export interface FeeResponse {
  readonly fee: Cents;
  readonly tipAmount: Cents;
  readonly total: Cents;
}

export interface PaymentResponse {
  readonly status: PaymentStatus;
  readonly reference: string;
  /**
   * What this payment charges, the sum of its tip lines (fee totals); once captured, the amount
   * captured. Every amount shown after paying comes from here, never from the tips on screen.
   */
  readonly amount: Cents;
  /** The uids of the tips the payment created (a review names them). */
  readonly tips: readonly { readonly uid: string }[];
  readonly processorResponse: ProcessorResponse | null;
}

export interface ProcessorResponse {
  readonly resultCode: string | null;
  /**
   * Why a failed payment was refused, in Adyen's words ('Not enough balance') and code ('12'); absent
   * or null when the service does not say (docs/service-contract.md, decision 0014).
   */
  readonly refusalReason?: string | null;
  readonly refusalReasonCode?: string | null;
  /** A provider action (redirect, 3-D Secure); for the sandbox `{ type: 'redirect', url }`. */
  readonly action: Readonly<Record<string, unknown>> | null;
  readonly order: Readonly<Record<string, unknown>> | null;
  readonly donationToken: string | null;
}

export interface PaymentMethods {
  /** The provider's payment-methods response, handed to its widget as is. */
  readonly raw: Readonly<Record<string, unknown>>;
  readonly count: number;
}

export interface RedirectData {
  readonly steps: readonly string[];
  readonly code: string | null;
  readonly tipAgainUrl: string | null;
  readonly paymentReferenceId: string;
}
