import { buildFlow } from '../../flow/build-flow';
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
  const data = entry.landing.store.getSnapshot();
  const state = entry.flow.store.getSnapshot();
  if (!canPayAgain(data, state, entry.tips.store.getSnapshot())) return false;
  const steps = buildFlow({
    prefix: data.prefix,
    payload: data.payload,
    settings: data.settings,
    intent: data.intent,
    selections: state.selections,
  });
  if (!steps.includes('payment')) return false;
  entry.tipAgain.forget();
  entry.payment.payAgain();
  entry.flow.toPayment(steps);
  return true;
}
