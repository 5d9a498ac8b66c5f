import type { FlowState } from '../state/flow-store';
import type { StepName } from './step-name';

export type FlowEvent =
  | { readonly type: 'next' }
  | { readonly type: 'previous' }
  | { readonly type: 'goto'; readonly step: StepName }
  | { readonly type: 'steps'; readonly steps: readonly StepName[] };

/** Pure navigation. Sub-steps (one per intent tip user) are walked before the step changes. */
export function navigate(flow: FlowState, event: FlowEvent): FlowState {
  switch (event.type) {
    case 'next': {
      const onIntentTip = flow.steps[flow.index] === 'proposed-tip-intent';
      if (onIntentTip && flow.subStep < flow.subStepCount - 1)
        return { ...flow, subStep: flow.subStep + 1 };
      if (flow.index >= flow.steps.length - 1) return flow;
      return { ...flow, index: flow.index + 1, subStep: 0 };
    }
    case 'previous': {
      if (flow.subStep > 0) return { ...flow, subStep: flow.subStep - 1 };
      if (flow.index === 0) return flow;
      const index = flow.index - 1;
      const subStep =
        flow.steps[index] === 'proposed-tip-intent' ? Math.max(0, flow.subStepCount - 1) : 0;
      return { ...flow, index, subStep };
    }
    case 'goto': {
      const index = flow.steps.indexOf(event.step);
      return index < 0 ? flow : { ...flow, index, subStep: 0 };
    }
    case 'steps': {
      // Keep the guest on the same screen when it still exists; else clamp.
      const current = flow.steps[flow.index];
      const same = current === undefined ? -1 : event.steps.indexOf(current);
      const index = same >= 0 ? same : Math.min(flow.index, event.steps.length - 1);
      return { ...flow, steps: event.steps, index: Math.max(0, index) };
    }
  }
}

const NO_BACK: readonly StepName[] = [
  'success',
  'review',
  'not-found',
  'error-external',
  'intent-paid',
];

/** After the first step (or sub-step), except on success and review. */
export function showsBackArrow(flow: FlowState): boolean {
  const step = flow.steps[flow.index];
  if (step === undefined || NO_BACK.includes(step)) return false;
  return flow.index > 0 || flow.subStep > 0;
}
