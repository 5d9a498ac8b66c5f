import type { PaymentResponse } from '../../domain/entities';
import { toMinorUnits } from '../../domain/money';
import type { CapturedPart, PaidSummary } from '../../state/payment-store';
import type { PaymentInside } from './inside';
import { amountDue, recipientNames } from './payment-parts';

/**
 * The summary a captured response leaves: the references and tips of every part of the press (an
 * earlier captured part first), and the total the service answered as captured. The tips on screen
 * are not asked: after a redirect return they are not even loaded.
 */
export function paidSummaryOf(
  captured: readonly CapturedPart[],
  response: PaymentResponse,
  recipients: readonly string[],
): PaidSummary {
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
export function tippedNames(payment: PaymentInside): string[] {
  return recipientNames(payment.landing.getSnapshot(), payment.tips.getSnapshot());
}

/** What the widget charges: the total still due (a captured part is not charged again). */
export function widgetAmount(payment: PaymentInside): number {
  return toMinorUnits(amountDue(payment.tips.getSnapshot(), payment.store.getSnapshot().captured));
}
