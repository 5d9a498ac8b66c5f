import type {
  CoreConfiguration,
  DropinConfiguration,
  ICore,
  PaymentAction,
  UIElementStatus,
} from '@adyen/adyen-web';

/** The drop-in calls the adapter uses (a subset of Adyen's DropinElement). */
export interface DropinLike {
  mount(domNode: HTMLElement): unknown;
  unmount(): unknown;
  setStatus(status: UIElementStatus): unknown;
  handleAction(action: PaymentAction, props?: object): unknown;
  submit(): void;
}

/**
 * The part of `@adyen/adyen-web` v6 the gateway uses: named, tree-shaken imports only (never
 * '@adyen/adyen-web/auto'). Injected, so tests replace it with a fake following the same API.
 */
export interface AdyenWebModule {
  AdyenCheckout(config: CoreConfiguration): Promise<ICore>;
  Dropin: new (checkout: ICore, config: DropinConfiguration) => DropinLike;
  Card: unknown;
  ApplePay: unknown;
  GooglePay: unknown;
}

export type AdyenModuleLoader = () => Promise<AdyenWebModule>;
