import type { PaymentInside } from './inside';

/**
 * A payment sets off (Pay, Try again, a wallet's own button) under `idempotencyKey`: in flight,
 * and counted once, however many steps of the press mark it.
 */
export function paymentSetsOff(
  payment: Pick<PaymentInside, 'store'>,
  idempotencyKey: string,
): void {
  const { ongoing, attempts } = payment.store.getSnapshot();
  payment.store.set({
    ongoing: true,
    failed: false,
    idempotencyKey,
    attempts: ongoing ? attempts : attempts + 1,
  });
}
