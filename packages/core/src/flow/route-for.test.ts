import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_SELECTIONS, INITIAL_FLOW, type FlowState } from '../state/flow-store';
import { INITIAL_LANDING, type LandingState } from '../state/landing-store';
import { routeFor } from './route-for';
import { parsePath, pathFor } from './routes';
import type { StepName } from './step-name';

const uid = fc.stringMatching(/^[A-Za-z0-9]{1,8}$/);
const code = fc
  .tuple(fc.constantFrom('A', 'L', 'U', 'P', 'S'), fc.stringMatching(/^\d{1,6}$/))
  .map(([p, n]) => `${p}${n}`);
const codeStep = fc.constantFrom<StepName>(
  'locations',
  'users',
  'station',
  'group',
  'department',
  'guest-verification',
  'nights',
  'proposed-tip-hospitality',
  'proposed-tip-beauty',
  'payment',
  'review',
  'talent',
  'success',
);

function flowAt(step: StepName, users: string[], groupUid: string | null, sub = 0): FlowState {
  return {
    ...INITIAL_FLOW,
    steps: [step, 'success'],
    index: 0,
    subStep: sub,
    subStepCount: sub + 1,
    selections: { ...EMPTY_SELECTIONS, users, groupUid },
  };
}

describe('the address follows the screen: parse(pathFor(routeFor(state)))', () => {
  it('code entries: the same screen, and the beauty user or the group', () => {
    fc.assert(
      fc.property(
        code,
        codeStep,
        fc.array(uid, { maxLength: 3 }),
        fc.option(uid),
        (c, step, users, group) => {
          const landing: LandingState = { ...INITIAL_LANDING, status: 'ready', code: c };
          const route = parsePath(pathFor(routeFor(landing, flowAt(step, users, group))));
          expect(route).toMatchObject({ kind: 'code', code: c, screen: step });
          if (route.kind !== 'code') return;
          if (step === 'proposed-tip-beauty') expect(route.uid).toBe(users[0] ?? null);
          else if (step === 'group') expect(route.uid).toBe(group);
          else expect(route.uid).toBeNull();
        },
      ),
    );
  });

  it('intent entries: the same screen and sub-step', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('qr' as const, 'pl' as const),
        uid,
        fc.string({ minLength: 1, maxLength: 20 }),
        fc.constantFrom<StepName>('proposed-tip-intent', 'payment', 'success'),
        fc.nat(5),
        (type, id, intent, step, sub) => {
          const landing: LandingState = {
            ...INITIAL_LANDING,
            status: 'ready',
            intentParams: { type, id, intent },
          };
          const flow = flowAt(step, [], null, step === 'proposed-tip-intent' ? sub : 0);
          const route = parsePath(pathFor(routeFor(landing, flow)));
          expect(route).toMatchObject({ kind: 'intent', type, id, intent, screen: step });
          if (route.kind === 'intent')
            expect(route.subStep).toBe(step === 'proposed-tip-intent' ? sub : null);
        },
      ),
    );
  });

  it('after a redirect return: /external/{review|success|error-external}', () => {
    fc.assert(
      fc.property(fc.constantFrom<StepName>('review', 'success', 'error-external'), (step) => {
        const landing: LandingState = { ...INITIAL_LANDING, status: 'ready', code: 'U500' };
        const flow = { ...flowAt(step, [], null), external: true };
        expect(parsePath(pathFor(routeFor(landing, flow)))).toEqual({
          kind: 'external',
          screen: step,
        });
      }),
    );
  });
});
