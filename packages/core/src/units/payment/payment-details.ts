import type { PaymentResponse } from '../../domain/entities';
import type { PaymentInside } from './inside';
import { handleResponse } from './payment-outcome';

/** Additional details from the widget (3-D Secure): a new key per submission. */
export async function submitDetails(
  payment: PaymentInside,
  details: Readonly<Record<string, unknown>>,
): Promise<PaymentResponse | null> {
  const reference = payment.store.getSnapshot().reference;
  if (reference === null) return null;
  const result = await payment.deps.tipsApi.paymentDetails(
    { reference, details },
    payment.deps.ids.next(),
  );
  if (!result.ok) {
    payment.store.set({ ongoing: false });
    payment.flow.detailsFailed();
    return null;
  }
  if (result.value.status === 'failed') {
    payment.store.set({ ongoing: false, lastResponse: result.value });
    payment.flow.detailsFailed();
    return result.value;
  }
  handleResponse(payment, result.value);
  return result.value;
}
