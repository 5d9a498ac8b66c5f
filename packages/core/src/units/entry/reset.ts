import type { EntryInside } from './inside';

/** Clears every unit and removes the widget: an entry starts from nothing. */
export function resetAll(entry: EntryInside): void {
  entry.payment.reset();
  entry.landing.reset();
  entry.flow.reset();
  entry.tips.reset();
  entry.review.reset();
  entry.alert.reset();
}
