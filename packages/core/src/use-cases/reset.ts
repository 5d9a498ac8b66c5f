import { unmountWidget, type CoreContext } from './context';

/** Clears every store and removes the widget ("Reset clears everything and removes the card script"). */
export function resetAll(context: CoreContext): void {
  unmountWidget(context);
  context.unanswered.forget();
  const { landing, flow, tips, payment, review, alert } = context.stores;
  landing.reset();
  flow.reset();
  tips.reset();
  payment.reset();
  review.reset();
  alert.reset();
}
