import type { FlowState } from '../state/flow-store';
import type { LandingState } from '../state/landing-store';
import type { StepName } from './step-name';

/** The screens where recipients are chosen ('locations' chooses a place, not a recipient). */
const CHOOSING: readonly StepName[] = ['users', 'station', 'location', 'group', 'department'];

/**
 * Where 'Add another' returns: the last screen before the current one where recipients were
 * chosen. Null (no button) for user codes, a pre-selected user, intents, or a flow without such a
 * screen (a single pool).
 */
export function addAnotherTarget(
  landing: Pick<LandingState, 'prefix' | 'intentParams'>,
  flow: FlowState,
): StepName | null {
  if (landing.intentParams !== null || landing.prefix === 'U') return null;
  if (flow.selections.preSelectedUserUid !== null) return null;
  const before = flow.steps.slice(0, flow.index);
  for (let index = before.length - 1; index >= 0; index -= 1) {
    const step = before[index];
    if (step !== undefined && CHOOSING.includes(step)) return step;
  }
  return null;
}
