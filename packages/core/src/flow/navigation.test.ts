import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_SELECTIONS, type FlowState } from '../state/flow-store';
import { navigate, showsBackArrow } from './navigation';
import { STEP_NAMES, type StepName } from './step-name';

const flowArb: fc.Arbitrary<FlowState> = fc
  .tuple(
    fc.uniqueArray(fc.constantFrom(...STEP_NAMES), { minLength: 1, maxLength: 8 }),
    fc.nat(20),
    fc.integer({ min: 1, max: 4 }),
  )
  .chain(([steps, i, count]) =>
    fc.nat(count - 1).map((sub) => {
      const index = i % steps.length;
      const onIntent = steps[index] === 'proposed-tip-intent';
      return {
        steps,
        index,
        subStep: onIntent ? sub : 0,
        subStepCount: count,
        selections: EMPTY_SELECTIONS,
        external: false,
      };
    }),
  );

function flow(steps: StepName[], index = 0): FlowState {
  return {
    steps,
    index,
    subStep: 0,
    subStepCount: 1,
    selections: EMPTY_SELECTIONS,
    external: false,
  };
}

describe('navigate', () => {
  it('next then previous returns to the same place', () => {
    fc.assert(
      fc.property(flowArb, (f) => {
        const moved = navigate(f, { type: 'next' });
        if (moved === f) return;
        const back = navigate(moved, { type: 'previous' });
        expect({ index: back.index, subStep: back.subStep }).toEqual({
          index: f.index,
          subStep: f.subStep,
        });
      }),
    );
  });

  it('stays within the steps', () => {
    fc.assert(
      fc.property(
        flowArb,
        fc.array(fc.constantFrom('next' as const, 'previous' as const), { maxLength: 20 }),
        (f, events) => {
          const end = events.reduce((acc, type) => navigate(acc, { type }), f);
          expect(end.index).toBeGreaterThanOrEqual(0);
          expect(end.index).toBeLessThan(f.steps.length);
          expect(end.subStep).toBeLessThan(Math.max(1, f.subStepCount));
        },
      ),
    );
  });

  it('walks the intent sub-steps before leaving the step', () => {
    const f = { ...flow(['proposed-tip-intent', 'payment', 'success']), subStepCount: 2 };
    const second = navigate(f, { type: 'next' });
    expect(second).toMatchObject({ index: 0, subStep: 1 });
    expect(navigate(second, { type: 'next' })).toMatchObject({ index: 1, subStep: 0 });
  });

  it('keeps the current screen when the steps are rebuilt', () => {
    const f = flow(['users', 'proposed-tip-beauty', 'payment', 'success'], 0);
    const rebuilt = navigate(f, {
      type: 'steps',
      steps: ['users', 'group', 'proposed-tip-beauty', 'payment', 'success'],
    });
    expect(rebuilt.index).toBe(0);
    expect(navigate(f, { type: 'goto', step: 'payment' }).index).toBe(2);
  });
});

describe('back arrow', () => {
  it('back arrow after the first step, except on success and review', () => {
    const steps: StepName[] = ['users', 'proposed-tip-beauty', 'payment', 'review', 'success'];
    expect(steps.map((_, i) => showsBackArrow(flow(steps, i)))).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
  });
});
