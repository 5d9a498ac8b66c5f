import type { Cents } from '../domain/money';
import type { PaymentMethods, PaymentResponse, Processor } from '../domain/entities';

export type WidgetStatus = 'loading' | 'ready' | 'redirect' | 'success' | 'error' | 'custom';

/** What a guest's card or wallet turned into: a token the tips service can charge. */
export type TokenizeResult =
  | {
      readonly status: 'ok';
      readonly source: string | Readonly<Record<string, unknown>>;
      readonly nameOnCard: string;
      readonly postalCode: string | null;
      readonly wallet: boolean;
      /** Adyen only: the drop-in's risk and browser data, passed through to the payment body. */
      readonly riskData?: Readonly<Record<string, unknown>> | undefined;
      readonly browserInfo?: Readonly<Record<string, unknown>> | undefined;
    }
  | { readonly status: 'cancel' }
  | { readonly status: 'invalid' }
  | { readonly status: 'error'; readonly message: string };

/** What the payment step hands a widget. */
export interface WidgetSession {
  readonly amount: Cents;
  readonly currency: 'USD';
  readonly countryCode: 'US';
  /** The guest's language (BCP 47), for the widget's own texts; amounts stay in USD. */
  readonly locale: string;
  readonly paymentMethods: PaymentMethods | null;
  onStatus(status: WidgetStatus): void;
  /** For providers whose widget owns the pay button (Adyen drop-in): pay with its data. */
  submit(token: Extract<TokenizeResult, { status: 'ok' }>): Promise<PaymentResponse | null>;
  /** For provider-driven additional details (3-D Secure inside the widget). */
  submitDetails(details: Readonly<Record<string, unknown>>): Promise<PaymentResponse | null>;
  /**
   * A widget-driven tokenisation (a wallet sheet, a provider's own pay button) failed: the app shows
   * 'Payment Failed - no token'. Optional: without it the widget only logs.
   */
  onTokenError?(message: string): void;
}

export interface MountedWidget {
  /** Card-form providers: the app's 'Pay {total}' button asks for a token. */
  tokenize(): Promise<TokenizeResult>;
  /** Hands a provider action (redirect, 3-D Secure) back to the widget. */
  handleAction(action: Readonly<Record<string, unknown>>): void;
  /**
   * The guest switched language: the widget speaks `locale` in place, keeping what was typed. A
   * provider whose fields cannot change language once mounted leaves it out (they keep theirs).
   */
  speak?(locale: string): void;
  /**
   * The total changed (a fee asked again, a tip removed): a widget that shows no amount of its own
   * (the sandbox's form: the app's 'Pay {total}' reads the live total) takes the new one in place,
   * keeping what was typed. A provider that showed the amount it was mounted with (Adyen's and
   * Global Payments' pay buttons, a wallet's sheet) leaves it out: it is mounted again (decision 0050).
   */
  retotal?(amount: number): void;
  /**
   * Whether the guest may have typed card details that mounting the widget again would clear: its
   * card fields were opened or focused since it was mounted. A provider that cannot tell leaves it
   * out, and a remount that clears the fields says so every time (decision 0042).
   */
  cardTouched?(): boolean;
  unmount(): void;
}

/**
 * A card payment provider's widget. `host` is the element the view gives (opaque to the core).
 */
export interface PaymentGateway {
  readonly processor: Processor;
  /**
   * Starts fetching the provider's code, for a gateway that loads it lazily: the widget's mount
   * asks at its start, so that code arrives beside the mount's own (the payment work, the fees,
   * the payment methods) instead of after them. Never fails; `mount` reports a load that did.
   */
  preload?(): void;
  mount(host: unknown, session: WidgetSession): Promise<MountedWidget>;
}
