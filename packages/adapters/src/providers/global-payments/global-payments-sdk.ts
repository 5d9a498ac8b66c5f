/**
 * The part of Global Payments' JS library (window.GlobalPayments, js.globalpay.com/{version}/
 * globalpayments.js) the gateway uses, typed from its README and examples: configure, ui.form with
 * iframe fields, form events 'token-success' / 'token-error' and the field tests
 * 'card-number-test' / 'card-expiration-test' / 'card-cvv-test' ({ valid }), paymentRequest.setup.
 */
export interface GpTokenSuccess {
  readonly paymentReference?: string;
  readonly temporary_token?: string;
  readonly details?: { readonly cardholderName?: string };
  readonly payerName?: string;
}

export interface GpTokenError {
  readonly error?: { readonly code?: string; readonly message?: string };
  readonly reasons?: readonly { readonly code?: string; readonly message?: string }[];
}

export interface GpFieldTest {
  readonly valid: boolean;
}

export interface GpField {
  readonly target: string;
  readonly placeholder?: string;
  readonly value?: string;
}

export type GpFieldName =
  'card-number' | 'card-expiration' | 'card-cvv' | 'card-holder-name' | 'submit';

export interface GpEmitter {
  on(event: string, listener: (response: never) => void): unknown;
}

export interface GpForm extends GpEmitter {
  dispose?(): void;
}

export interface GpPaymentRequestData {
  readonly total: { readonly label: string; readonly amount: { value: string; currency: string } };
  readonly displayItems: readonly {
    readonly label: string;
    readonly amount: { value: string; currency: string };
  }[];
}

export interface GlobalPaymentsGlobal {
  configure(options: Readonly<Record<string, unknown>>): void;
  ui: {
    form(options: {
      fields: Partial<Record<GpFieldName, GpField>>;
      styles?: Record<string, unknown>;
    }): GpForm;
  };
  paymentRequest: {
    setup(selector: string, data: GpPaymentRequestData): GpEmitter;
    complete(status: 'success' | 'fail' | 'unknown'): void;
  };
}
