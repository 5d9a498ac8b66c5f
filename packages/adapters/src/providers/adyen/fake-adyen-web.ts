import type {
  CoreConfiguration,
  DropinConfiguration,
  ICore,
  PaymentAction,
  PaymentData,
} from '@adyen/adyen-web';
import type { AdyenWebModule, DropinLike } from './adyen-module';

/**
 * A local stand-in for `@adyen/adyen-web` v6 following its documented advanced flow: onSubmit gets
 * `{ data, isValid }` and `{ resolve, reject }`; a resolved response with an action goes to
 * handleAction; Refused, Cancelled and Error (and reject) end in onPaymentFailed; any other
 * resolved code in onPaymentCompleted (as UIElement.handleResponse does).
 */
export class FakeAdyenWeb {
  readonly checkouts: CoreConfiguration[] = [];
  readonly dropins: FakeDropin[] = [];
  readonly module: AdyenWebModule;

  constructor() {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the fake class needs its owner
    const owner = this;
    class Dropin extends FakeDropin {
      constructor(checkout: ICore, config: DropinConfiguration) {
        super(checkout, config, owner.checkouts.at(-1) ?? {});
        owner.dropins.push(this);
      }
    }
    this.module = {
      AdyenCheckout: (config) => {
        this.checkouts.push(config);
        return Promise.resolve({ options: config } as unknown as ICore);
      },
      Dropin,
      Card: { type: 'scheme' },
      ApplePay: { type: 'applepay' },
      GooglePay: { type: 'googlepay' },
    };
  }

  get last(): FakeDropin {
    const dropin = this.dropins.at(-1);
    if (!dropin) throw new Error('No drop-in created');
    return dropin;
  }
}

export class FakeDropin implements DropinLike {
  host: HTMLElement | null = null;
  unmounts = 0;
  submits = 0;
  readonly statuses: string[] = [];
  readonly actions: { action: PaymentAction; props: object | undefined }[] = [];

  constructor(
    readonly checkout: ICore,
    readonly config: DropinConfiguration,
    readonly core: CoreConfiguration,
  ) {}

  mount(domNode: HTMLElement): this {
    this.host = domNode;
    this.config.onReady?.();
    return this;
  }
  unmount(): this {
    this.unmounts += 1;
    this.host = null;
    return this;
  }
  setStatus(status: string): this {
    this.statuses.push(status);
    return this;
  }
  handleAction(action: PaymentAction, props?: object): this {
    this.actions.push({ action, props });
    return this;
  }
  submit(): void {
    this.submits += 1;
  }

  /** The shopper presses the drop-in's pay button with this state data. */
  pay(data: Readonly<Record<string, unknown>>): Promise<void> {
    return this.settle((actions) =>
      this.core.onSubmit?.(
        { data: data as unknown as PaymentData, isValid: true },
        {} as never,
        actions,
      ),
    );
  }

  /** A 3-D Secure or redirect component finished with these details. */
  details(details: Record<string, string>): Promise<void> {
    return this.settle((actions) =>
      this.core.onAdditionalDetails?.({ data: { details } }, {} as never, actions),
    );
  }

  private settle(call: (actions: { resolve: never; reject: never }) => void): Promise<void> {
    return new Promise<void>((done) => {
      const resolve = (response: { resultCode: string; action?: PaymentAction }): void => {
        if (['Refused', 'Cancelled', 'Error'].includes(response.resultCode)) {
          this.setStatus('error');
          this.core.onPaymentFailed?.(response as never);
        } else if (response.action) this.handleAction(response.action);
        else {
          this.setStatus('success');
          this.core.onPaymentCompleted?.(response as never);
        }
        done();
      };
      const reject = (): void => {
        this.setStatus('error');
        this.core.onPaymentFailed?.();
        done();
      };
      call({ resolve: resolve as never, reject: reject as never });
    });
  }
}
