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
  /** The language the mounted widget speaks. */
  private mountedLocale: string | null = null;

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

  /**
   * The guest switched language: the mounted widget speaks it in place, if it can (its port). True
   * when it cannot (a provider's fields, mounted in another language): it must be mounted again.
   */
  speak(locale: string): boolean {
    this.speaking = locale;
    return this.mountedWidget !== null && !this.relabel(this.mountedWidget);
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

  /**
   * A mount that started in another language than the guest's now speaks the guest's; false when
   * the widget cannot relabel in place (it must be mounted again).
   */
  mountedWith(widget: MountedWidget, amount: number, locale: string): boolean {
    this.mountedWidget = widget;
    this.mountedAmount = amount;
    this.mountedLocale = locale;
    return this.relabel(widget);
  }

  /** The mounted widget takes a new total in place, if it can (its port); false when it cannot. */
  retotal(amount: number): boolean {
    const widget = this.mountedWidget;
    if (!widget?.retotal) return false;
    widget.retotal(amount);
    this.mountedAmount = amount;
    return true;
  }

  /** The widget speaks the guest's language, told in place if needed; false if it cannot. */
  private relabel(widget: MountedWidget): boolean {
    if (this.mountedLocale === this.speaking) return true;
    if (!widget.speak) return false;
    widget.speak(this.speaking);
    this.mountedLocale = this.speaking;
    return true;
  }

  /** Starts a new generation and hands back the widget that was mounted (to unmount it). */
  clear(): MountedWidget | null {
    this.generation += 1;
    this.cancelWaiting?.();
    const widget = this.mountedWidget;
    this.mountedWidget = null;
    this.mountedAmount = null;
    this.mountedLocale = null;
    return widget;
  }

  replaceGateway(gateway: PaymentGateway | null): void {
    this.currentGateway = gateway;
  }
}
