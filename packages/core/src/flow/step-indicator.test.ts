import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createFakeDeps } from '../fakes';
import { currentStep, INITIAL_FLOW, type FlowState } from '../state/flow-store';
import { createTipping } from '../units/create-tipping';
import { flush } from '../units/test-support';
import type { Tipping } from '../units/tipping.types';
import type { StepName } from './step-name';
import { stepIndicator } from './step-indicator';

function flow(steps: StepName[], index = 0): FlowState {
  return { ...INITIAL_FLOW, steps, index };
}

type Entry =
  | { readonly code: string }
  | { readonly intent: { type: 'qr' | 'pl'; id: string; intent: string } };

/** Every landing of the fakes' demo slice a guest can walk to the end. */
const ENTRIES: readonly Entry[] = [
  ...['U500', 'L100', 'L200', 'L210', 'P201', 'P202', 'S300', 'A400', 'A401'].map((code) => ({
    code,
  })),
  { intent: { type: 'qr', id: '100', intent: 'tab-42' } },
  { intent: { type: 'qr', id: '100', intent: 'tab-43' } },
  { intent: { type: 'pl', id: '200', intent: 'sched-7' } },
];

function pick<T>(options: readonly T[], seed: number): T {
  const option = options[seed % options.length];
  if (option === undefined) throw new Error('nothing to pick');
  return option;
}

/** One forward move on the current screen, as a guest would make it; `seed` picks among choices. */
async function forward(core: Tipping, seed: number): Promise<void> {
  const landing = core.landing.store.getSnapshot();
  const state = core.flow.store.getSnapshot();
  const payload = landing.payload;
  switch (currentStep(state)) {
    case 'locations':
      return core.flow.selectLocation(pick(payload?.locations ?? [], seed).uid);
    case 'users':
    case 'station': {
      const choices = [
        ...(payload?.users ?? []).map((u) => () => core.flow.selectUser(u.uid)),
        ...(payload?.pools ?? []).map((p) => () => core.flow.selectPool(p.uid)),
        ...(payload?.groups ?? []).map((g) => () => core.flow.selectGroup(g.uid)),
      ];
      return pick(choices, seed)();
    }
    case 'group': {
      const group = payload?.groups.find((g) => g.uid === state.selections.groupUid);
      return core.flow.selectUser(pick(group?.userUids ?? [], seed));
    }
    case 'department':
      return core.flow.selectPool(pick(payload?.pools ?? [], seed).uid);
    case 'guest-verification':
      core.flow.setGuestDetails({ roomNumber: '12', lastName: 'Lee' });
      return;
    case 'nights': {
      const pool = state.selections.pools[state.selections.pools.length - 1] ?? '';
      core.flow.setNights(pool, 1 + (seed % 5));
      return core.flow.next();
    }
    case 'proposed-tip-beauty':
    case 'proposed-tip-hospitality':
    case 'proposed-tip-intent':
      core.tips.chooseLevel(pick(['low', 'medium', 'high'] as const, seed));
      return flush();
    case 'payment':
      core.payment.setShopperEmail('guest@example.com');
      await core.payment.mountWidget({ element: 'host' });
      return core.payment.pay();
    case 'review':
      core.review.setRating(1 + (seed % 5));
      core.review.setNote('Thank you');
      return core.review.submit();
    default:
      throw new Error(`no way forward from ${currentStep(state)}`);
  }
}

describe('step dots', () => {
  it('one dot per stage from the first screen: choose, tip, pay, finish', () => {
    const beauty: StepName[] = ['proposed-tip-beauty', 'payment', 'review', 'success'];
    expect(beauty.map((_, i) => stepIndicator(flow(beauty, i)))).toEqual([
      { count: 3, active: 0 },
      { count: 3, active: 1 },
      { count: 3, active: 2 },
      null,
    ]);
    const stay: StepName[] = [
      'department',
      'guest-verification',
      'nights',
      'proposed-tip-hospitality',
    ];
    expect(stay.map((_, i) => stepIndicator(flow(stay, i))?.active)).toEqual([0, 1, 1, 1]);
    expect(stepIndicator(flow(['payment', 'success']))).toEqual({ count: 2, active: 0 });
  });

  it('no dots where there is nothing to walk or the walk is over', () => {
    for (const step of [
      'landing',
      'not-found',
      'error-external',
      'success',
      'intent-paid',
    ] as const)
      expect(stepIndicator(flow([step]))).toBeNull();
  });

  it('A400 and S300: the count set on the first screen holds to the end', async () => {
    for (const code of ['A400', 'S300']) {
      const core = createTipping(createFakeDeps().deps);
      await core.entry.openCode(code);
      expect(stepIndicator(core.flow.store.getSnapshot())).toEqual({ count: 4, active: 0 });
      await forward(core, 0);
      expect(stepIndicator(core.flow.store.getSnapshot())?.count).toBe(4);
    }
  });

  it('property: walking forward never changes the count nor moves the active dot back', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ENTRIES),
        fc.array(fc.nat(), { minLength: 16, maxLength: 16 }),
        async (entry, seeds) => {
          const core = createTipping(createFakeDeps().deps);
          if ('code' in entry) await core.entry.openCode(entry.code);
          else await core.entry.openIntent(entry.intent);
          const first = stepIndicator(core.flow.store.getSnapshot());
          expect(first).not.toBeNull();
          let active = first?.active ?? 0;
          for (const seed of seeds) {
            if (currentStep(core.flow.store.getSnapshot()) === 'success') break;
            await forward(core, seed);
            const dots = stepIndicator(core.flow.store.getSnapshot());
            if (dots === null) continue;
            expect(dots.count).toBe(first?.count);
            expect(dots.active).toBeGreaterThanOrEqual(active);
            expect(dots.active).toBeLessThan(dots.count);
            active = dots.active;
          }
          expect(currentStep(core.flow.store.getSnapshot())).toBe('success');
        },
      ),
      { numRuns: 150 },
    );
  });
});
