import type { PaidSummary } from '../../state/payment-store';
import type { LandingState } from '../../state/landing-store';
import type { TipRecipient, TipsState } from '../../state/tips-store';
import { policySentence, type PolicyLine, type PolicySentence } from '../../domain/policy-sentence';
import { recipientOf } from '../payment/recipient-of';

type PolicyLanding = Pick<LandingState, 'payload' | 'intent' | 'settings'>;

function lineOf(landing: PolicyLanding, recipient: TipRecipient): PolicyLine {
  return { ...recipient, name: recipientOf(landing, recipient).name };
}

function tipLines(landing: PolicyLanding, tips: Pick<TipsState, 'tips' | 'fees'>): PolicyLine[] {
  return tips.tips.map((tip, index) => ({
    ...lineOf(landing, tip.recipient),
    amount: tip.amount,
    fee: tips.fees[index] ?? null,
  }));
}

/** The tip step's sentence: the recipients the screen offers, before any amount. */
export function choosingPolicySentence(
  landing: PolicyLanding,
  recipients: readonly TipRecipient[],
): PolicySentence | null {
  return policySentence({
    policy: landing.settings?.tippingPolicy,
    stage: 'choose',
    lines: recipients.map((recipient) => lineOf(landing, recipient)),
  });
}

/** The payment step's sentence: the selected tips and the fees the tips service answered. */
export function payingPolicySentence(
  landing: PolicyLanding,
  tips: Pick<TipsState, 'tips' | 'fees'>,
): PolicySentence | null {
  return policySentence({
    policy: landing.settings?.tippingPolicy,
    stage: 'pay',
    lines: tipLines(landing, tips),
  });
}

/**
 * The thank-you's sentence, in the past tense: only when the tips still on hand add up to what the
 * payment service answered as captured (a 3-D Secure return in another browser has none).
 */
export function paidPolicySentence(
  landing: PolicyLanding,
  tips: Pick<TipsState, 'tips' | 'fees'>,
  paid: PaidSummary | null,
): PolicySentence | null {
  if (!paid) return null;
  return policySentence({
    policy: landing.settings?.tippingPolicy,
    stage: 'paid',
    lines: tipLines(landing, tips),
    paidTotal: paid.total,
  });
}
