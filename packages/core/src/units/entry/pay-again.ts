import { currentStep, type FlowState } from '../../state/flow-store';
import type { LandingState } from '../../state/landing-store';
import type { TipsState } from '../../state/tips-store';
import type { EntryInside } from './inside';

/**
 * The failure screen of a redirect-based payment can send the guest back to pay with another card:
 * only in the tab that chose the tips (another browser or profile has none of them to pay).
 */
export function canPayAgain(landing: LandingState, flow: FlowState, tips: TipsState): boolean {
  return (
    currentStep(flow) === 'error-external' &&
    landing.status === 'ready' &&
    (landing.payload !== null || landing.intent !== null) &&
    tips.tips.length > 0
  );
}

/**
 * 'Pay with another card' after a failed 3-D Secure payment: back to the payment step of the same
 * flow, same selections and tips (their fees are fetched again by the payment step). False, and
 * nothing changes, when there is nothing kept to pay.
 */
export function payAgain(entry: EntryInside): boolean {
  const { landing, flow, tips } = entry;
  const state = flow.store.getSnapshot();
  if (!canPayAgain(landing.store.getSnapshot(), state, tips.store.getSnapshot())) return false;
  if (!flow.toPayment()) return false;
  entry.tipAgain.forget();
  entry.payment.payAgain();
  return true;
}
