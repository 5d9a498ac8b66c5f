import type {
  SquareCard,
  SquareCardField,
  SquareCardInputEvent,
  SquareGlobal,
  SquareGooglePay,
  SquarePaymentRequestOptions,
  SquarePayments,
  SquareTokenResult,
  SquareWallet,
} from './square-sdk';

type Next = SquareTokenResult | 'throw';

async function answer(next: Next): Promise<SquareTokenResult> {
  if (next === 'throw') throw new Error('TokenizationError');
  return next;
}

export class FakeSquareCard implements SquareCard {
  target: string | HTMLElement | null = null;
  destroyed = false;
  tokenizeCalls = 0;
  next: Next = { status: 'OK', token: 'cnon:card' };
  private readonly listeners = new Map<string, ((event: SquareCardInputEvent) => void)[]>();

  attach(target: string | HTMLElement): Promise<void> {
    this.target = target;
    return Promise.resolve();
  }
  tokenize(): Promise<SquareTokenResult> {
    this.tokenizeCalls += 1;
    return answer(this.next);
  }
  addEventListener(type: string, listener: (event: SquareCardInputEvent) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  destroy(): Promise<boolean> {
    this.destroyed = true;
    return Promise.resolve(true);
  }
  /** The SDK's CardInputEvent for one field. */
  emit(type: string, field: SquareCardField, isCompletelyValid: boolean, isEmpty = false): void {
    const event = {
      detail: { field, eventType: type, currentState: { isCompletelyValid, isEmpty } },
    };
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

export class FakeSquareWallet implements SquareGooglePay {
  target: string | HTMLElement | null = null;
  destroyed = false;
  next: Next = {
    status: 'OK',
    token: 'cnon:wallet',
    details: {
      method: 'Google Pay',
      billing: { givenName: 'Alex', familyName: 'Doe', postalCode: '94105' },
    },
  };
  attach(target: string | HTMLElement): Promise<void> {
    this.target = target;
    return Promise.resolve();
  }
  tokenize(): Promise<SquareTokenResult> {
    return answer(this.next);
  }
  destroy(): Promise<boolean> {
    this.destroyed = true;
    return Promise.resolve(true);
  }
}

/** window.Square as its reference documents it; Apple Pay rejects unless made available. */
export class FakeSquare implements SquareGlobal {
  readonly calls: { applicationId: string; locationId: string }[] = [];
  /** The languages the card form was asked to speak (payments.setLocale). */
  readonly locales: string[] = [];
  readonly requests: SquarePaymentRequestOptions[] = [];
  readonly card = new FakeSquareCard();
  readonly applePay = new FakeSquareWallet();
  readonly googlePay = new FakeSquareWallet();
  applePayAvailable = false;

  payments(applicationId: string, locationId: string): SquarePayments {
    this.calls.push({ applicationId, locationId });
    return {
      setLocale: (locale) => {
        this.locales.push(locale);
        return Promise.resolve({ newLocale: locale });
      },
      card: () => Promise.resolve(this.card),
      paymentRequest: (options) => {
        this.requests.push(options);
        return { options };
      },
      applePay: (): Promise<SquareWallet> =>
        this.applePayAvailable
          ? Promise.resolve(this.applePay)
          : Promise.reject(new Error('PaymentMethodUnsupportedError')),
      googlePay: () => Promise.resolve(this.googlePay),
    };
  }
}
