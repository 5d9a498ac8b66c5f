import type { PaymentWork } from '../units/payment/inside';
import * as paymentWork from '../units/payment/payment-work';

/**
 * The `paymentWork` port of tests and stories: the payment unit's code after the landing, at hand
 * (nothing is split here). `arrives = false` makes it a chunk that did not arrive; `asked` counts
 * the loads the core asked for.
 */
export class FakePaymentWork {
  asked = 0;
  arrives = true;
  readonly load = (): Promise<PaymentWork> => {
    this.asked += 1;
    return this.arrives
      ? Promise.resolve(paymentWork)
      : Promise.reject(new Error('chunk did not arrive'));
  };
}
