import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Payload, Pool } from '../domain/entities';
import { DEMO_PAYLOADS, HARBOR_SETTINGS } from '../fakes';
import { EMPTY_SELECTIONS, INITIAL_FLOW, type FlowState } from '../state/flow-store';
import { buildFlow } from './build-flow';
import { navigate } from './navigation';
import type { StepName } from './step-name';

/** The simpler model: the hospitality steps written out by hand, and a position in them. */
interface Model {
  steps: StepName[];
  index: number;
  readonly reviews: boolean;
}

interface Real {
  flow: FlowState;
  readonly payload: Payload;
  readonly reviews: boolean;
}

function modelSteps(pool: Pool | null, reviews: boolean): StepName[] {
  const steps: StepName[] = ['department'];
  if (pool && (pool.requiresCustomerName || pool.requiresRoomNumber))
    steps.push('guest-verification');
  if (pool?.tippingMode === 'per_night') steps.push('nights');
  steps.push('proposed-tip-hospitality', 'payment');
  if (reviews || (pool !== null && (pool.requiresNote || pool.requiresReview)))
    steps.push('review');
  return [...steps, 'success'];
}

function rebuild(real: Real, pools: readonly string[]): void {
  const selections = { ...real.flow.selections, pools };
  const steps = buildFlow({
    prefix: 'P',
    payload: real.payload,
    settings: { ...HARBOR_SETTINGS, reviewsEnabled: real.reviews },
    intent: null,
    selections,
  });
  real.flow = navigate({ ...real.flow, selections }, { type: 'steps', steps });
}

function remodel(model: Model, steps: StepName[]): void {
  const current = model.steps[model.index];
  const same = current === undefined ? -1 : steps.indexOf(current);
  model.index = same >= 0 ? same : Math.min(model.index, steps.length - 1);
  model.steps = steps;
}

function check(model: Model, real: Real): void {
  expect(real.flow.steps).toEqual(model.steps);
  expect(real.flow.steps[real.flow.index]).toBe(model.steps[model.index]);
}

const step = (type: 'next' | 'previous'): fc.Command<Model, Real> => ({
  check: () => true,
  run(model, real) {
    model.index =
      type === 'next'
        ? Math.min(model.index + 1, model.steps.length - 1)
        : Math.max(model.index - 1, 0);
    real.flow = navigate(real.flow, { type });
    check(model, real);
  },
  toString: () => type,
});

const select = (pool: Pool): fc.Command<Model, Real> => ({
  check: () => true,
  run(model, real) {
    remodel(model, modelSteps(pool, model.reviews));
    rebuild(real, [pool.uid]);
    check(model, real);
  },
  toString: () => `select ${pool.name}`,
});

const remove: fc.Command<Model, Real> = {
  check: () => true,
  run(model, real) {
    remodel(model, modelSteps(null, model.reviews));
    rebuild(real, []);
    check(model, real);
  },
  toString: () => 'remove',
};

describe('navigation against a model (fc.commands)', () => {
  it('random next / previous / select / remove on a multi-pool hotel match the model', () => {
    const payload = DEMO_PAYLOADS.L200!;
    expect(payload.pools.length).toBeGreaterThan(1);
    const commands = fc.commands(
      [
        fc.constant(step('next')),
        fc.constant(step('previous')),
        fc.constantFrom(...payload.pools).map(select),
        fc.constant(remove),
      ],
      { maxCommands: 40 },
    );
    fc.assert(
      fc.property(fc.boolean(), commands, (reviews, cmds) => {
        const steps = modelSteps(null, reviews);
        const real: Real = {
          flow: { ...INITIAL_FLOW, steps, selections: { ...EMPTY_SELECTIONS, pools: [] } },
          payload: { ...payload, kind: 'P' },
          reviews,
        };
        rebuild(real, []);
        fc.modelRun(() => ({ model: { steps, index: 0, reviews }, real }), cmds);
      }),
      { numRuns: 200 },
    );
  });
});
