import type { PaymentResponse } from '../domain/entities';
import type { CoreContext } from './context';
import { handleResponse } from './payment-outcome';

/** Additional details from the widget (3-D Secure): a new key per submission. */
export async function submitDetails(
  context: CoreContext,
  details: Readonly<Record<string, unknown>>,
): Promise<PaymentResponse | null> {
  const reference = context.stores.payment.getSnapshot().reference;
  if (reference === null) return null;
  const result = await context.deps.tipsApi.paymentDetails(
    { reference, details },
    context.deps.ids.next(),
  );
  if (!result.ok) {
    context.stores.payment.set({ ongoing: false });
    context.stores.flow.set({ steps: ['error-external'], index: 0, subStep: 0 });
    return null;
  }
  if (result.value.status === 'failed') {
    context.stores.payment.set({ ongoing: false, lastResponse: result.value });
    context.stores.flow.set({ steps: ['error-external'], index: 0, subStep: 0 });
    return result.value;
  }
  handleResponse(context, result.value);
  return result.value;
}
