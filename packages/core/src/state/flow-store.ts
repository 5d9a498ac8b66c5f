import type { StepName } from '../flow/step-name';

/** What the guest picked on the way. Arrays keep the order of picking. */
export interface Selections {
  readonly users: readonly string[];
  readonly pools: readonly string[];
  readonly locationUid: string | null;
  readonly groupUid: string | null;
  /** Room numbers given on guest verification (the first one goes on pool tips). */
  readonly roomNumbers: readonly string[];
  readonly lastNames: readonly string[];
  /** Nights per pool uid (per_night pools). */
  readonly nights: Readonly<Record<string, number>>;
  /** A user pre-selected by `/{code}/user/{uid}`. */
  readonly preSelectedUserUid: string | null;
  /** What the guest picked last on a browse screen: its tip screen comes next (users and pools mix). */
  readonly lastPicked?: 'user' | 'pool' | null;
}

export interface FlowState {
  readonly steps: readonly StepName[];
  readonly index: number;
  /** Intent flows: which tip user the proposed-tip-intent screen shows (0-based); else 0. */
  readonly subStep: number;
  /** How many sub-steps proposed-tip-intent has (the intent's tip users); 1 otherwise. */
  readonly subStepCount: number;
  readonly selections: Selections;
  /** True after a redirect-based payment return: the screens live under `/external/{screen}`. */
  readonly external: boolean;
}

export const EMPTY_SELECTIONS: Selections = {
  users: [],
  pools: [],
  locationUid: null,
  groupUid: null,
  roomNumbers: [],
  lastNames: [],
  nights: {},
  preSelectedUserUid: null,
};

export const INITIAL_FLOW: FlowState = {
  steps: ['landing'],
  index: 0,
  subStep: 0,
  subStepCount: 1,
  selections: EMPTY_SELECTIONS,
  external: false,
};

export function currentStep(flow: FlowState): StepName {
  return flow.steps[flow.index] ?? 'landing';
}
