import { exceedsPaymentLimit } from '../../domain/payment-limit';
import type { PaymentTip } from '../../domain/payment-request';
import type { PaymentInside } from './inside';
import { isCapturedTip, paymentParts, type PaymentPart } from './payment-parts';

/** The selected tips as payment lines; shorter than the selection while a fee is missing. */
export function selectedLines(payment: PaymentInside): PaymentTip[] {
  const tipState = payment.tips.getSnapshot();
  const lines: PaymentTip[] = [];
  tipState.tips.forEach((tip, index) => {
    const fee = tipState.fees[index];
    if (fee)
      lines.push({ kind: tip.recipient.kind, uid: tip.recipient.uid, level: tip.level, fee });
  });
  return lines;
}

/** The parts of this press still to pay (a part captured by an earlier press is done). */
export function partsToPay(payment: PaymentInside, lines: readonly PaymentTip[]): PaymentPart[] {
  const captured = payment.store.getSnapshot().captured;
  return paymentParts(lines).filter((part) => !isCapturedTip(part, captured));
}

export function overPaymentLimit(parts: readonly PaymentPart[]): boolean {
  return exceedsPaymentLimit(parts.map((part) => part.tips.map((tip) => tip.fee.total)));
}
