/**
 * The part of Square's Web Payments SDK (window.Square, https://web.squarecdn.com/v1/square.js) the
 * gateway uses, typed from its reference (Payments, Card, ApplePay, GooglePay, TokenResult,
 * CardInputEvent). No package ships these types; tests implement the same shapes.
 */
export type SquareTokenStatus = 'OK' | 'Cancel' | 'Abort' | 'Error' | 'Invalid' | 'Unknown';

export interface SquareContact {
  readonly givenName?: string;
  readonly familyName?: string;
  readonly postalCode?: string;
}

export interface SquareTokenResult {
  readonly status: SquareTokenStatus;
  readonly token?: string;
  readonly errors?: readonly { readonly message?: string }[];
  readonly details?: {
    readonly method?: string;
    readonly billing?: SquareContact;
  };
}

export type SquareCardField = 'cardNumber' | 'expirationDate' | 'cvv' | 'postalCode';

export interface SquareCardInputEvent {
  readonly detail: {
    readonly field: SquareCardField;
    readonly eventType: string;
    readonly currentState: { readonly isCompletelyValid: boolean; readonly isEmpty: boolean };
  };
}

export const SQUARE_CARD_EVENTS = [
  'focusClassAdded',
  'focusClassRemoved',
  'errorClassAdded',
  'errorClassRemoved',
  'cardBrandChanged',
  'postalCodeChanged',
] as const;

export interface SquareCard {
  attach(target: string | HTMLElement): Promise<void>;
  tokenize(): Promise<SquareTokenResult>;
  addEventListener(type: string, listener: (event: SquareCardInputEvent) => void): void;
  destroy(): Promise<boolean>;
}

export interface SquareWallet {
  tokenize(): Promise<SquareTokenResult>;
  destroy(): Promise<boolean>;
}

export interface SquareGooglePay extends SquareWallet {
  attach(target: string | HTMLElement, options?: Record<string, unknown>): Promise<void>;
}

export interface SquarePaymentRequestOptions {
  readonly countryCode: string;
  readonly currencyCode: string;
  readonly total: { readonly amount: string; readonly label: string };
  readonly lineItems: readonly { readonly amount: string; readonly label: string }[];
  readonly requestBillingContact: boolean;
}

export interface SquarePayments {
  card(options?: Record<string, unknown>): Promise<SquareCard>;
  /** The card form's language (BCP 47); an unsupported one is ignored (the SDK's own rule). */
  setLocale?(locale: string): Promise<unknown>;
  paymentRequest(options: SquarePaymentRequestOptions): unknown;
  applePay(paymentRequest: unknown): Promise<SquareWallet>;
  googlePay(paymentRequest: unknown): Promise<SquareGooglePay>;
}

export interface SquareGlobal {
  payments(applicationId: string, locationId: string): SquarePayments;
}
