/** The app's screens, in the product's spelling (also the route names). */
export const STEP_NAMES = [
  'landing',
  'intent_landing',
  'locations',
  'location',
  'station',
  'group',
  'users',
  'department',
  'talent',
  'guest-verification',
  'nights',
  'proposed-tip-hospitality',
  'proposed-tip-beauty',
  'proposed-tip-intent',
  'payment',
  'review',
  'success',
  'not-found',
  'error-external',
  /** An intent that was already paid: its own screen, not not-found (docs/decisions/0009-intent-already-paid.md). */
  'intent-paid',
] as const;

export type StepName = (typeof STEP_NAMES)[number];

export function isStepName(value: string): value is StepName {
  return (STEP_NAMES as readonly string[]).includes(value);
}
