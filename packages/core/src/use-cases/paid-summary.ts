import type { PaymentResponse } from '../domain/entities';
import { toMinorUnits } from '../domain/money';
import type { PaidSummary } from '../state/payment-store';
import type { CoreContext } from './context';
import { amountDue, recipientNames } from './payment-parts';

/**
 * The summary a captured response leaves: the references and tips of every part of the press (an
 * earlier captured part first), and the total the service answered as captured. The tips on screen
 * are not asked: after a redirect return they are not even loaded.
 */
export function paidSummaryOf(
  context: CoreContext,
  response: PaymentResponse,
  recipients: readonly string[],
): PaidSummary {
  const captured = context.stores.payment.getSnapshot().captured;
  const references = [...captured.map((part) => part.reference), response.reference];
  return {
    reference: references[0] ?? response.reference,
    references,
    tipUids: [...captured.flatMap((part) => part.tipUids), ...response.tips.map((tip) => tip.uid)],
    total: captured.reduce((sum, part) => sum + part.total, response.amount),
    recipients,
  };
}

/** The names of the recipients of the selected tips, as the payment rows show them. */
export function tippedNames(context: CoreContext): string[] {
  return recipientNames(context.stores.landing.getSnapshot(), context.stores.tips.getSnapshot());
}

/** What the widget charges: the total still due (a captured part is not charged again). */
export function widgetAmount(context: CoreContext): number {
  const { tips, payment } = context.stores;
  return toMinorUnits(amountDue(tips.getSnapshot(), payment.getSnapshot().captured));
}
