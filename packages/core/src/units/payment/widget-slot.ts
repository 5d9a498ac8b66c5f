import type { MountedWidget, PaymentGateway } from '../../ports/payment-gateway';

/**
 * The payment unit's widget: the gateway, the mounted widget and the amount it was given. Every
 * mount or unmount starts a new generation, so a late answer of an older mount can tell it is stale.
 */
export class WidgetSlot {
  private currentGateway: PaymentGateway | null;
  private mountedWidget: MountedWidget | null = null;
  private mountedAmount: number | null = null;
  private generation = 0;
  private cancelWaiting: (() => void) | null = null;
  private speaking = 'en-US';

  constructor(gateway: PaymentGateway | null) {
    this.currentGateway = gateway;
  }

  get gateway(): PaymentGateway | null {
    return this.currentGateway;
  }

  get mounted(): MountedWidget | null {
    return this.mountedWidget;
  }

  /** The amount (minor units) the mounted widget was given; null while none is mounted. */
  get amount(): number | null {
    return this.mountedAmount;
  }

  /** The guest's language, which a mount starts in. */
  get locale(): string {
    return this.speaking;
  }

  /** The guest switched language: the mounted widget speaks it in place, if it can (its port). */
  speak(locale: string): void {
    this.speaking = locale;
    this.mountedWidget?.speak?.(locale);
  }

  /** The generation a mount starts in; `isCurrent` tells whether it still is. */
  currentGeneration(): number {
    return this.generation;
  }

  isCurrent(generation: number): boolean {
    return generation === this.generation;
  }

  /** A mount that waits for the fees: `cancel` stops it when the widget is removed first. */
  waitWith(cancel: (() => void) | null): void {
    this.cancelWaiting = cancel;
  }

  /** A mount that started in another language than the guest's now speaks the guest's. */
  mountedWith(widget: MountedWidget, amount: number, locale: string): void {
    this.mountedWidget = widget;
    this.mountedAmount = amount;
    if (locale !== this.speaking) widget.speak?.(this.speaking);
  }

  /** Starts a new generation and hands back the widget that was mounted (to unmount it). */
  clear(): MountedWidget | null {
    this.generation += 1;
    this.cancelWaiting?.();
    const widget = this.mountedWidget;
    this.mountedWidget = null;
    this.mountedAmount = null;
    return widget;
  }

  replaceGateway(gateway: PaymentGateway | null): void {
    this.currentGateway = gateway;
  }
}
