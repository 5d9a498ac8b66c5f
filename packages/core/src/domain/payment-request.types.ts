import type { Cents } from './money';
import type { FeeMode, Processor, TipLevel } from './entities';

/** A user's tip line as the tips service takes it. `amount` is the fee response's total. */
export interface UserTipLine {
  readonly userUid: string;
  readonly locationUid: string;
  readonly amount: Cents;
  readonly level: TipLevel;
}

/** A pool's tip line. `customerName` defaults to 'Cardholder'; `roomNumber` is the first one given. */
export interface PoolTipLine {
  readonly poolUid: string;
  readonly amount: Cents;
  readonly level: TipLevel;
  readonly customerName: string;
  readonly roomNumber: string | null;
}

/** Fields every payment carries. `source` is the provider's token or payment-method data. */
export interface PaymentCommon {
  readonly processor: Processor;
  readonly source: string | Readonly<Record<string, unknown>>;
  readonly deviceTime: string;
  readonly nameOnCard: string;
  readonly shopperEmail: string;
  /** Same-origin `/external?redirectData=…` for redirect-based steps (3-D Secure). */
  readonly returnUrl: string;
  /** Adyen only. */
  readonly riskData?: Readonly<Record<string, unknown>> | undefined;
  readonly browserInfo?: Readonly<Record<string, unknown>> | undefined;
}

export type PaymentRequest =
  | (PaymentCommon & { readonly kind: 'web'; readonly tips: readonly UserTipLine[] })
  | (PaymentCommon & { readonly kind: 'pool-web'; readonly tips: readonly PoolTipLine[] })
  | (PaymentCommon & {
      readonly kind: 'qr';
      readonly deviceId: string;
      readonly intent: string;
      readonly tips: readonly UserTipLine[];
    })
  | (PaymentCommon & {
      readonly kind: 'pay-later';
      readonly deviceId: string;
      readonly scheduledPaymentIntentCode: string;
      /** '00000' for a digital wallet (no postal code), else the card's. */
      readonly postalCode: string | null;
      readonly tips: readonly UserTipLine[];
    });

export interface FeeRequest {
  readonly processor: Processor;
  readonly amount: Cents;
  readonly mode: FeeMode;
  /** Always 1: fees are computed per tip. */
  readonly tipCount: 1;
  readonly locationUid: string;
}

export type IntentRequest =
  | { readonly type: 0; readonly deviceId: string; readonly intent: string }
  | { readonly type: 1; readonly deviceId: string; readonly scheduledPaymentIntentCode: string };

export interface DetailsRequest {
  readonly reference: string;
  readonly details: Readonly<Record<string, unknown>>;
  readonly paymentData?: string | undefined;
}

export interface ReviewRequest {
  readonly tipUids: readonly string[];
  readonly rating: number;
  readonly comment: string;
}
