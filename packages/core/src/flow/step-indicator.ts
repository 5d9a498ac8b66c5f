import type { FlowState } from '../state/flow-store';
import type { StepName } from './step-name';

/**
 * The stages of a guest's journey, in the order every flow walks them (docs/decisions/0015): whom
 * to tip (a location, a browse screen, a group's people, a department), the tip (a stay's details,
 * nights, the amount), paying, and finishing (the review, the thank-you).
 */
const STAGES = ['choose', 'tip', 'pay', 'finish'] as const;
type Stage = (typeof STAGES)[number];

const STAGE_OF: Readonly<Partial<Record<StepName, Stage>>> = {
  locations: 'choose',
  location: 'choose',
  station: 'choose',
  users: 'choose',
  group: 'choose',
  department: 'choose',
  talent: 'finish',
  'guest-verification': 'tip',
  nights: 'tip',
  'proposed-tip-hospitality': 'tip',
  'proposed-tip-beauty': 'tip',
  'proposed-tip-intent': 'tip',
  payment: 'pay',
  review: 'finish',
  success: 'finish',
};

/** Where no dots show: nothing to walk (the empty account's landing) or the walk is over. */
const NO_INDICATOR: readonly StepName[] = [
  'landing',
  'not-found',
  'error-external',
  'success',
  'intent-paid',
];

export interface StepIndicator {
  /** One dot per stage the guest walks from the flow's first screen to the thank-you. */
  readonly count: number;
  readonly active: number;
}

function stageIndex(step: StepName | undefined): number | null {
  const stage = step === undefined ? undefined : STAGE_OF[step];
  return stage === undefined ? null : STAGES.indexOf(stage);
}

/**
 * The step dots: the stages from the flow's first screen to the end. The first screen is fixed when
 * the landing opens, so the count never changes while the guest walks on, whatever they choose
 * (a group, a pool that needs room and nights, a location of an account): screens a choice adds
 * share the dot of their stage, and the active dot never moves back while walking forward.
 */
export function stepIndicator(flow: FlowState): StepIndicator | null {
  const step = flow.steps[flow.index];
  if (step === undefined || NO_INDICATOR.includes(step)) return null;
  const first = stageIndex(flow.steps[0]);
  const current = stageIndex(step);
  if (first === null || current === null || current < first) return null;
  return { count: STAGES.length - first, active: current - first };
}
